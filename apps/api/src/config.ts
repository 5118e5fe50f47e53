import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DROP_MIN_LEAD_SECONDS,
  DEFAULT_EARNINGS_HOLD_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  DELIVERY_STATES,
  gstinProblem,
  MAX_UPLOAD_BYTES,
  NEW_ACCOUNT_UPLOAD_LIMITS,
  SITE,
  UPLOAD_LIMITS,
  type UploadLimits,
  type ShopTaxDetails,
} from '@campus-threads/contract';
import {
  phonePeConfigFromEnv,
  type PhonePeConfig,
} from './modules/payments/providers/phonepe/phonepe.config';
import { z } from 'zod';
import type { S3StorageConfig } from './lib/s3-storage';

/** apps/web/dist, found from this file's location so the working directory does not matter. */
const DEFAULT_WEB_DIST_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** "20,12,40,25": files and MB per hour, then per day. */
const uploadLimitsSchema = z
  .string()
  .regex(/^\s*\d+\s*,\s*\d+\s*,\s*\d+\s*,\s*\d+\s*$/, 'files,MB per hour,files,MB per day')
  .transform((v): UploadLimits => {
    const [hourFiles, hourMb, dayFiles, dayMb] = v.split(',').map((n) => Number(n.trim()));
    return [
      { windowMs: 60 * 60_000, maxFiles: hourFiles!, maxBytes: hourMb! * MAX_UPLOAD_BYTES },
      { windowMs: 24 * 60 * 60_000, maxFiles: dayFiles!, maxBytes: dayMb! * MAX_UPLOAD_BYTES },
    ];
  });

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or a range name, as Fastify's trustProxy takes them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: the proxies listed by address, CIDR or range name, and no
 * one else. Never "everyone" (`true`): a client that can set the header would pick its own
 * address and slip past every per-IP limit. Not a hop count either: a count cannot tell the
 * proxy from a client reaching the server directly (Fastify 5 ignores counts for that reason).
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | string[] => {
    if (value === 'false' || value === '0' || value === '') return false;
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    const hint =
      value === 'true' || /^\d+$/.test(value)
        ? ` (${value} is no longer accepted: it let any client choose its own address)`
        : '';
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be false or a comma list of your proxies' addresses or CIDRs, e.g. 127.0.0.1 or 10.0.0.0/8${hint}`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Redis for the change feed and the rate-limit counters (docs/decisions/0029); unset: PostgreSQL. */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  JWT_TTL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(60).max(86_400).default(1800),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** smtp:// or smtps://, with the user and password; unset: each e-mail is a file in DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanString.optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_WEB_DIST_DIR)),
  DELIVERABLE_PIN_CODES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(SITE.defaultDeliverablePinCodes.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.string().regex(/^\d{6}$/, 'DELIVERABLE_PIN_CODES must be 6-digit pin codes')),
      ),
  ),
  BODY_LIMIT_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
  ),
  API_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(300),
  ),
  /**
   * How many API processes share one database without REDIS_URL: each counts the API-wide limit
   * in its own memory and allows this share of it (docs/decisions/0038).
   */
  API_PROCESSES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySchema),
  /** `production` turns on the start-up warnings for settings unfit for real customers. */
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().trim().default('development')),
  /**
   * Who takes payments: the built-in simulator (demos, tests) or PhonePe (PHONEPE_* variables).
   * Unset means the simulator, except in production, which must name one (docs/decisions/0031).
   */
  PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['simulator', 'phonepe']).optional()),
  /** Days after delivery before a seller's earning can be paid out (0: at delivery). */
  EARNINGS_HOLD_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(90).default(DEFAULT_EARNINGS_HOLD_DAYS),
  ),
  /** How far ahead a new drop's deadline must be, in seconds (docs/decisions/0049; tests lower it). */
  DROP_MIN_LEAD_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(604_800).default(DEFAULT_DROP_MIN_LEAD_SECONDS),
  ),
  /** Days after delivery a buyer may ask for a size exchange or a return (docs/decisions/0052). */
  RETURN_WINDOW_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(90).default(DEFAULT_RETURN_WINDOW_DAYS),
  ),
  /**
   * The shop on its tax invoices until an admin saves it on /admin/settings (docs/decisions/0050):
   * legal name, address, state (as the checkout's list spells it) and GSTIN (empty: none yet).
   */
  SHOP_LEGAL_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default(SITE.name)),
  SHOP_ADDRESS: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(1).default('Tezpur University, Napaam, Sonitpur, Assam 784028'),
  ),
  SHOP_STATE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .default('Assam')
      .refine(
        (state) => DELIVERY_STATES.includes(state),
        'SHOP_STATE must be an Indian state or union territory, spelt as in the checkout (e.g. Assam)',
      ),
  ),
  SHOP_GSTIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .default('')
      .refine((gstin) => gstin === '' || gstinProblem(gstin) === null, {
        error: (issue) => `SHOP_GSTIN: ${gstinProblem(String(issue.input))}`,
      }),
  ),
  /** How long a listing's total is reused per process (0: count on every request). */
  CATALOG_COUNT_CACHE_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(3600).default(30),
  ),
  /** Where uploaded files live: local disk under DATA_DIR/uploads, or S3-compatible storage. */
  STORAGE: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  /** Path-style bucket addressing; defaults on when S3_ENDPOINT is set (MinIO, local servers). */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanString.optional()),
  /** Public file addresses become CDN_BASE_URL + "/" + key (spec seller-admin §7 notes). */
  CDN_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  /**
   * Per-account upload limits: "files,MB per hour,files,MB per day", for sellers (an
   * approved design or an accessory, or an admin) and for every other account.
   */
  UPLOAD_LIMITS_SELLER: z.preprocess(emptyAsUndefined, uploadLimitsSchema.optional()),
  UPLOAD_LIMITS_NEW_ACCOUNT: z.preprocess(emptyAsUndefined, uploadLimitsSchema.optional()),
  /** How long a signed upload URL is valid. */
  UPLOAD_URL_TTL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(30).max(3600).default(900),
  ),
  /** scrypt cost N for new password hashes (a power of two). Tests lower it; production keeps 16384. */
  SCRYPT_COST: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1024)
      .refine((n) => (n & (n - 1)) === 0, 'SCRYPT_COST must be a power of two')
      .default(16384),
  ),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** REDIS_URL (redis:// or rediss://), or undefined: the change feed and limits use PostgreSQL. */
  redisUrl: string | undefined;
  /**
   * JWT_SECRET; when unset, buildApp uses the secret kept in the database, shared by every process
   * on it (modules/auth/shared-secret.ts, docs/decisions/0057).
   */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  publicUrl: string;
  /** SMTP_URL, or undefined: messages are written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From of every e-mail ("Campus Threads <orders@…>"). */
  mailFrom: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  deliverablePinCodes: string[];
  bodyLimitBytes: number;
  apiRateLimitPerMinute: number;
  /** API processes behind the proxy when there is no Redis (the API-wide limit is shared out). */
  apiProcesses: number;
  /** Fastify's trustProxy: false, or the proxies' addresses/CIDRs (never `true`, never a count). */
  trustProxy: false | string[];
  production: boolean;
  /** NODE_ENV as given ('development' when unset): the admin System Info shows it. */
  environment: string;
  scryptCost: number;
  catalogCountCacheSeconds: number;
  /** EARNINGS_HOLD_DAYS: the return window before an earning is available (docs/decisions/0048). */
  earningsHoldDays: number;
  /** DROP_MIN_LEAD_SECONDS: the least time between opening a drop and its deadline (0049). */
  dropMinLeadSeconds: number;
  /** RETURN_WINDOW_DAYS: days after delivery a buyer may ask for an exchange or return (0052). */
  returnWindowDays: number;
  /** SHOP_*: the shop on its tax invoices until an admin saves it (docs/decisions/0050). */
  shop: ShopTaxDetails;
  paymentProvider: 'simulator' | 'phonepe';
  /** PHONEPE_* settings, read (and required) only when PAYMENT_PROVIDER=phonepe. */
  phonePe: PhonePeConfig | null;
  /** Upload storage: local disk (DATA_DIR/uploads) or S3 with its S3_* settings. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);
  /** CDN_BASE_URL without a trailing slash, or undefined (files are served at /files/<key>). */
  cdnBaseUrl: string | undefined;
  uploadUrlTtlSeconds: number;
  /** UPLOAD_LIMITS_SELLER / UPLOAD_LIMITS_NEW_ACCOUNT, or the contract's (docs/decisions/0053). */
  uploadLimits: { seller: UploadLimits; newAccount: UploadLimits };
};

type ParsedEnv = z.infer<typeof envSchema>;

function storageConfig(e: ParsedEnv): Config['storage'] {
  if (e.STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export type Env = Record<string, string | undefined>;

/** The SHOP_* settings; a GSTIN of another state than SHOP_STATE is refused. */
function shopOf(e: ParsedEnv): ShopTaxDetails {
  const problem = e.SHOP_GSTIN ? gstinProblem(e.SHOP_GSTIN, e.SHOP_STATE) : null;
  if (problem) throw new Error(`Invalid configuration: SHOP_GSTIN: ${problem}`);
  return {
    legalName: e.SHOP_LEGAL_NAME,
    address: e.SHOP_ADDRESS,
    state: e.SHOP_STATE,
    gstin: e.SHOP_GSTIN,
  };
}

/** The configuration once the app knows its signing secret (JWT_SECRET or the database's). */
export type SignedConfig = Config & { jwtSecret: string };

/** Parses the environment once. The only place that reads process.env. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.PAYMENT_PROVIDER)
    throw new Error(
      'Invalid configuration: PAYMENT_PROVIDER must be set in production: phonepe (with the PHONEPE_* settings), ' +
        'or simulator for a demo that collects no money',
    );
  const paymentProvider = e.PAYMENT_PROVIDER ?? 'simulator';
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${SITE.name} <${SITE.supportEmail}>`,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    deliverablePinCodes: e.DELIVERABLE_PIN_CODES,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    apiProcesses: e.API_PROCESSES,
    trustProxy: e.TRUST_PROXY,
    production,
    environment: e.NODE_ENV,
    scryptCost: e.SCRYPT_COST,
    catalogCountCacheSeconds: e.CATALOG_COUNT_CACHE_SECONDS,
    earningsHoldDays: e.EARNINGS_HOLD_DAYS,
    dropMinLeadSeconds: e.DROP_MIN_LEAD_SECONDS,
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    shop: shopOf(e),
    paymentProvider,
    phonePe: paymentProvider === 'phonepe' ? phonePeConfigFromEnv(env) : null,
    storage: storageConfig(e),
    cdnBaseUrl: e.CDN_BASE_URL,
    uploadUrlTtlSeconds: e.UPLOAD_URL_TTL_SECONDS,
    uploadLimits: {
      seller: e.UPLOAD_LIMITS_SELLER ?? UPLOAD_LIMITS,
      newAccount: e.UPLOAD_LIMITS_NEW_ACCOUNT ?? NEW_ACCOUNT_UPLOAD_LIMITS,
    },
  };
}

/**
 * What an operator must hear at start-up (server.ts prints each as a warning): settings that
 * run but would disappoint real customers.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && config.paymentProvider === 'simulator') {
    warnings.push(
      'PAYMENT_PROVIDER is the simulator in production: payments are pretend and no money is collected. ' +
        'Set PAYMENT_PROVIDER=phonepe (and the PHONEPE_* settings) before taking real orders.',
    );
  }
  return warnings;
}
