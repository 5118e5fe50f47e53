import { z } from 'zod';

/**
 * PhonePe's hosts (developer.phonepe.com, "Generate Authorization Token" and "Initiate Payment";
 * the same values as BaseUrl.ts in PhonePe's own Node SDK). In the sandbox one host serves both.
 */
export const PHONEPE_BASE_URLS = {
  sandbox: {
    auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    auth: 'https://api.phonepe.com/apis/identity-manager',
    pg: 'https://api.phonepe.com/apis/pg',
  },
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An override must be https, except on this machine (the fake in tests, a local stand-in). */
const baseUrlOverride = z
  .url()
  .refine((value) => {
    if (!URL.canParse(value)) return true; // z.url() has reported it already
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  }, 'must be an https URL (plain http only for localhost)')
  .transform((value) => value.replace(/\/+$/, ''))
  .optional();

const required = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`);

export const phonePeConfigSchema = z.object({
  clientId: required('clientId'),
  clientSecret: required('clientSecret'),
  /** 1 in the sandbox; in production the value from PhonePe's credentials e-mail. */
  clientVersion: z.number().int().positive().default(1),
  env: z.enum(['sandbox', 'production']).default('sandbox'),
  /** The webhook username and password set on the PhonePe dashboard (or by their integration team). */
  callbackUsername: required('callbackUsername'),
  callbackPassword: required('callbackPassword'),
  authBaseUrl: baseUrlOverride,
  pgBaseUrl: baseUrlOverride,
  /** Per HTTP request to PhonePe, reading the body included. */
  timeoutMs: z.number().int().positive().default(10_000),
  /** Shown in the PhonePe app for collect requests; PhonePe's field is optional. */
  paymentMessage: z.string().trim().min(1).max(256).optional(),
});

export type PhonePeConfig = z.output<typeof phonePeConfigSchema>;
/** What a caller may pass: defaults filled in by the schema. */
export type PhonePeConfigInput = z.input<typeof phonePeConfigSchema>;

/** The hosts in use: the environment's, unless overridden. */
export function phonePeBaseUrls(config: Pick<PhonePeConfig, 'env' | 'authBaseUrl' | 'pgBaseUrl'>) {
  const defaults = PHONEPE_BASE_URLS[config.env];
  return { auth: config.authBaseUrl ?? defaults.auth, pg: config.pgBaseUrl ?? defaults.pg };
}

/** Environment variable behind each config field, for error messages. */
const ENV_NAMES = {
  clientId: 'PHONEPE_CLIENT_ID',
  clientSecret: 'PHONEPE_CLIENT_SECRET',
  clientVersion: 'PHONEPE_CLIENT_VERSION',
  env: 'PHONEPE_ENV',
  callbackUsername: 'PHONEPE_CALLBACK_USERNAME',
  callbackPassword: 'PHONEPE_CALLBACK_PASSWORD',
  authBaseUrl: 'PHONEPE_AUTH_BASE_URL',
  pgBaseUrl: 'PHONEPE_PG_BASE_URL',
} as const satisfies Partial<Record<keyof PhonePeConfig, string>>;

const blankAsUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/**
 * Reads the PHONEPE_* variables (the caller passes the environment; only config.ts reads
 * process.env). Throws one Error naming every missing or invalid variable.
 */
export function phonePeConfigFromEnv(env: Record<string, string | undefined>): PhonePeConfig {
  const version = blankAsUndefined(env.PHONEPE_CLIENT_VERSION);
  const input = {
    clientId: blankAsUndefined(env.PHONEPE_CLIENT_ID),
    clientSecret: blankAsUndefined(env.PHONEPE_CLIENT_SECRET),
    // Not a number → NaN, which the schema reports as PHONEPE_CLIENT_VERSION.
    clientVersion:
      version === undefined ? undefined : /^\d+$/.test(version) ? Number(version) : Number.NaN,
    env: blankAsUndefined(env.PHONEPE_ENV)?.toLowerCase(),
    callbackUsername: blankAsUndefined(env.PHONEPE_CALLBACK_USERNAME),
    callbackPassword: blankAsUndefined(env.PHONEPE_CALLBACK_PASSWORD),
    authBaseUrl: blankAsUndefined(env.PHONEPE_AUTH_BASE_URL),
    pgBaseUrl: blankAsUndefined(env.PHONEPE_PG_BASE_URL),
  };
  const parsed = phonePeConfigSchema.safeParse(input);
  if (parsed.success) return parsed.data;

  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path[0] as keyof typeof ENV_NAMES;
    const name = ENV_NAMES[field] ?? String(field);
    if (input[field] === undefined) return `${name} is required`;
    if (field === 'clientVersion') return `${name} must be a positive whole number`;
    if (field === 'env') return `${name} must be "sandbox" or "production"`;
    return `${name}: ${issue.message}`;
  });
  throw new Error(`PhonePe configuration is incomplete: ${[...new Set(problems)].join('; ')}`);
}
