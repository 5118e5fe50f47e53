import { readFileSync } from 'node:fs';
import {
  basisPointsToPercent,
  DEFAULT_PIN_CODE_PLACES,
  percentToBasisPoints,
  type EarningRates,
  DEFAULT_DROP_MIN_LEAD_SECONDS,
  DEMO_ACCOUNTS,
  DEFAULT_RETURN_WINDOW_DAYS,
  placesFor,
  SITE,
  type AdminSiteSettings,
  type DemoAccountHint,
  type GstRules,
  type PinCodePlaces,
  type PublicSiteSettings,
  type ShopTaxDetails,
  type SiteSettingsUpdate,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { siteSettings, type SiteSettingsRow } from '../../db/schema/settings';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import { shopDetailsOf, splitTaxSettings, taxColumnsOf, taxSettingsReplyOf } from './tax-settings';
import { sortedJson } from '../../lib/sorted-json';

/** How long a process reuses the row it read (a save in this process clears it at once). */
export const SETTINGS_CACHE_MS = 5_000;

const ROW_ID = 1;

/** The API package's version, read once. */
function readVersion(): string {
  try {
    const text = readFileSync(new URL('../../../package.json', import.meta.url), 'utf8');
    const version = (JSON.parse(text) as { version?: unknown }).version;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

export type SettingsDeps = {
  database: Pick<Database, 'db' | 'kind' | 'query'>;
  /** Where a missing row starts from: config.deliverablePinCodes (DELIVERABLE_PIN_CODES). */
  defaultPinCodes: readonly string[];
  environment: string;
  /**
   * The shop on its tax invoices until an admin saves it: config SHOP_LEGAL_NAME, SHOP_ADDRESS,
   * SHOP_STATE, SHOP_GSTIN (docs/decisions/0050).
   */
  shopDefaults?: ShopTaxDetails;
  /** Whether the demo accounts exist (the login page offers them outside production). */
  demoAccountsExist?: () => Promise<boolean>;
  /** RETURN_WINDOW_DAYS, told to the web with the public settings (docs/decisions/0059). */
  returnWindowDays?: number;
  /** DROP_MIN_LEAD_SECONDS, which the new-drop form checks with (decision 0054). */
  dropMinLeadSeconds?: number;
  cacheMs?: number;
  now?: () => number;
};

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * Owns site_settings: one row, created with the shop's defaults on first read.
 * Payments ask it for the deliverable PIN codes and whether maintenance mode is on; the row is
 * reused for `cacheMs` per process (other processes follow within it: docs/decisions/0020).
 */
export function createSettingsService(deps: SettingsDeps) {
  const { db } = deps.database;
  const cacheMs = deps.cacheMs ?? SETTINGS_CACHE_MS;
  const now = deps.now ?? Date.now;
  const version = readVersion();
  const shopDefaults: ShopTaxDetails = deps.shopDefaults ?? {
    legalName: SITE.name,
    address: '',
    state: '',
    gstin: '',
  };
  let cached: { row: SiteSettingsRow; at: number } | null = null;
  let loading: Promise<SiteSettingsRow> | null = null;
  /** Bumped by every save: a read that started before it must not cache the older row. */
  let generation = 0;

  const defaults = () => ({
    id: ROW_ID,
    siteName: SITE.name,
    siteDescription: SITE.tagline,
    maintenanceMode: false,
    deliverablePinCodes: [...deps.defaultPinCodes],
    pinCodePlaces: placesFor(deps.defaultPinCodes, DEFAULT_PIN_CODE_PLACES),
  });

  /** The row, inserted with the defaults when missing (two first readers insert it once). */
  async function readRow(executor: Pick<Db, 'insert' | 'select'> = db): Promise<SiteSettingsRow> {
    const [row] = await executor
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.id, ROW_ID))
      .limit(1);
    if (row) return row;
    await executor.insert(siteSettings).values(defaults()).onConflictDoNothing();
    const [created] = await executor
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.id, ROW_ID))
      .limit(1);
    return created!;
  }

  async function current(): Promise<SiteSettingsRow> {
    if (cached && now() - cached.at < cacheMs) return cached.row;
    const started = generation;
    loading ??= readRow()
      .then((row) => {
        if (started === generation) cached = { row, at: now() };
        return row;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  let demo: { value: boolean; at: number } | null = null;

  /** Never in production; elsewhere when the demo accounts exist (looked up once per `cacheMs`). */
  async function demoAccounts(): Promise<DemoAccountHint[]> {
    if (deps.environment === 'production' || !deps.demoAccountsExist) return [];
    if (!demo || now() - demo.at >= cacheMs)
      demo = { value: await deps.demoAccountsExist(), at: now() };
    return demo.value
      ? DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }))
      : [];
  }

  async function toPublic(row: SiteSettingsRow): Promise<PublicSiteSettings> {
    return {
      siteName: row.siteName,
      siteDescription: row.siteDescription,
      maintenanceMode: row.maintenanceMode,
      demoAccounts: await demoAccounts(),
      returnWindowDays: deps.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
      dropMinLeadSeconds: deps.dropMinLeadSeconds ?? DEFAULT_DROP_MIN_LEAD_SECONDS,
    };
  }

  async function databaseStatus(): Promise<AdminSiteSettings['systemInfo']['database']> {
    try {
      await deps.database.query('select 1');
      return { status: 'connected', kind: deps.database.kind };
    } catch {
      return { status: 'disconnected', kind: deps.database.kind };
    }
  }

  async function toAdmin(row: SiteSettingsRow): Promise<AdminSiteSettings> {
    return {
      ...(await toPublic(row)),
      commissionPercent: basisPointsToPercent(row.commissionBasisPoints),
      royaltyPercent: basisPointsToPercent(row.royaltyBasisPoints),
      deliverablePinCodes: [...row.deliverablePinCodes],
      pinCodePlaces: placesFor(row.deliverablePinCodes, row.pinCodePlaces),
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
      systemInfo: {
        version,
        environment: deps.environment,
        database: await databaseStatus(),
        lastUpdated: row.updatedAt.toISOString(),
      },
      ...taxSettingsReplyOf(row, shopDefaults),
    };
  }

  async function getPublic(): Promise<PublicSiteSettings> {
    return toPublic(await current());
  }

  /** The admin page reads the row itself, never the cache. */
  async function getAdmin(): Promise<AdminSiteSettings> {
    return toAdmin(await readRow());
  }

  /** Saves every field and audits 'settings.update' (only the fields that changed) in one transaction. */
  async function update(actor: AuditActor, input: SiteSettingsUpdate): Promise<AdminSiteSettings> {
    const saved = await db.transaction(async (tx) => {
      const existing = await readRow(tx);
      const [locked] = await tx
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.id, existing.id))
        .for('update');
      const before = locked ?? existing;
      // Places, rates and invoice settings left out stay; only the listed codes keep a place.
      const { tax, rest } = splitTaxSettings(input);
      const { commissionPercent, royaltyPercent, ...fields } = rest;
      const values: Omit<typeof rest, 'pinCodePlaces' | 'commissionPercent' | 'royaltyPercent'> & {
        pinCodePlaces: PinCodePlaces;
        commissionBasisPoints: number;
        royaltyBasisPoints: number;
      } & ReturnType<typeof taxColumnsOf> = {
        ...fields,
        ...taxColumnsOf(tax, before, shopDefaults),
        pinCodePlaces: placesFor(
          input.deliverablePinCodes,
          input.pinCodePlaces ?? before.pinCodePlaces,
        ),
        commissionBasisPoints:
          commissionPercent === undefined
            ? before.commissionBasisPoints
            : percentToBasisPoints(commissionPercent),
        royaltyBasisPoints:
          royaltyPercent === undefined
            ? before.royaltyBasisPoints
            : percentToBasisPoints(royaltyPercent),
      };
      const [row] = await tx
        .update(siteSettings)
        .set({ ...values, updatedBy: actor.id, updatedAt: new Date() })
        .where(eq(siteSettings.id, ROW_ID))
        .returning();
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
        (key) => sortedJson(before[key]) !== sortedJson(values[key]),
      );
      // A save that changes nothing is not a change: no entry.
      if (changed.length === 0) return row!;
      await recordAudit(tx, actor, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: String(ROW_ID),
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, values[key]])),
      });
      return row!;
    });
    generation += 1;
    loading = null;
    cached = { row: saved, at: now() };
    return toAdmin(saved);
  }

  return {
    getPublic,
    getAdmin,
    update,
    /** The PIN codes checkout delivers to (payments check each new payment against them). */
    deliverablePinCodes: async (): Promise<string[]> => [...(await current()).deliverablePinCodes],
    /** District and state of the deliverable codes that have one (the checkout fills them in). */
    pinCodePlaces: async (): Promise<PinCodePlaces> => {
      const row = await current();
      return placesFor(row.deliverablePinCodes, row.pinCodePlaces);
    },
    /**
     * The commission and royalty a new ledger entry copies (earnings, docs/decisions/0048). Pass
     * the transaction that makes the entries: the row is read through it (never the cache), as a
     * read outside an open transaction waits for it forever on PGlite's one connection.
     */
    earningRates: async (executor?: Pick<Db, 'insert' | 'select'>): Promise<EarningRates> => {
      const row = executor ? await readRow(executor) : await current();
      return {
        commissionBasisPoints: row.commissionBasisPoints,
        royaltyBasisPoints: row.royaltyBasisPoints,
      };
    },
    /**
     * The shop and the GST rates a new tax invoice copies (docs/decisions/0050), read through the
     * transaction that issues it, as `earningRates` is.
     */
    invoiceSettings: async (
      executor?: Pick<Db, 'insert' | 'select'>,
    ): Promise<{ shop: ShopTaxDetails; gst: GstRules }> => {
      const row = executor ? await readRow(executor) : await current();
      return { shop: shopDetailsOf(row, shopDefaults), gst: row.gstRules };
    },
    /** Whether new payments are paused. */
    maintenanceMode: async (): Promise<boolean> => (await current()).maintenanceMode,
  };
}
