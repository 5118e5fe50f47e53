import {
  DEFAULT_GST_RULES,
  GSTIN_MESSAGES,
  gstRateSettingsOf,
  SETTINGS_MESSAGES,
  SITE,
  type AdminSiteSettings,
} from '@campus-threads/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { invoiceKit } from '../../../test/invoice-fixtures';
import { loadConfig } from '../../config';
import { auditLog } from '../../db/schema/audit';
import { invoices } from '../../db/schema/invoices';

const ENV_SHOP = {
  SHOP_LEGAL_NAME: 'Campus Threads LLP',
  SHOP_ADDRESS: 'Napaam, Tezpur, Assam 784028',
  SHOP_STATE: 'Assam',
  SHOP_GSTIN: '18AABCC1234D1ZA',
};

/** A Karnataka GSTIN (state code 29) with its check character. */
const KARNATAKA_GSTIN = '29AABCC1234D1Z7';

// The shop's invoice details and the GST rates are settings (docs/decisions/0050): the server's
// SHOP_* until an admin saves them on /admin/settings, audited like the others, and copied into
// each invoice when it is issued, so a change applies to new invoices only.
describe.each(testDatabaseKinds())('invoice settings on %s', (kind) => {
  const t = useTestApp(kind, { env: ENV_SHOP });
  const call = apiCaller(t);
  const { buyNow } = invoiceKit(t);
  let admin: CreatedUser;
  let buyer: CreatedUser;
  let tee: string;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    buyer = await createUser(t.app);
    tee = (await createDesign(t.app, (await createUser(t.app)).user._id)).id;
  });

  const save = (over: Record<string, unknown>) =>
    call<AdminSiteSettings>('PUT', '/api/admin/settings', admin.token, {
      siteName: SITE.name,
      siteDescription: SITE.tagline,
      maintenanceMode: false,
      deliverablePinCodes: ['784028'],
      ...over,
    });
  const invoiceOf = async (orderId: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!.snapshot;

  it('shows the server’s SHOP_* settings and the default rates until an admin saves others', async () => {
    const settings = await call<AdminSiteSettings>('GET', '/api/admin/settings', admin.token);
    expect(settings.body).toMatchObject({
      shopLegalName: ENV_SHOP.SHOP_LEGAL_NAME,
      shopAddress: ENV_SHOP.SHOP_ADDRESS,
      shopState: 'Assam',
      shopGstin: ENV_SHOP.SHOP_GSTIN,
      ...gstRateSettingsOf(DEFAULT_GST_RULES),
    });
  });

  it('refuses a GSTIN of another state than the shop’s, whichever of the two the save changes', async () => {
    const moved = await save({ shopState: 'Kerala' });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe(GSTIN_MESSAGES.state('Kerala', '32'));
    const typo = await save({ shopGstin: '18AABCC1234D1ZB' });
    expect(typo.status).toBe(422);
    expect(typo.body.message).toBe(GSTIN_MESSAGES.checksum);
    const badState = await save({ shopState: 'Atlantis' });
    expect(badState.status).toBe(422);
    expect(badState.body.message).toBe(SETTINGS_MESSAGES.stateInvalid('Atlantis'));
  });

  it('saves and audits new details and rates, which apply to new invoices only', async () => {
    const before = await buyNow(buyer, tee);
    const saved = await save({
      shopLegalName: 'Campus Threads Bengaluru Pvt Ltd',
      shopAddress: '12 MG Road, Bengaluru 560001',
      shopState: 'Karnataka',
      shopGstin: KARNATAKA_GSTIN.toLowerCase(),
      apparelGstLowPercent: 12,
      accessoryTaxClasses: [{ category: 'Bags', hsn: '420222', gstPercent: 12 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      shopState: 'Karnataka',
      shopGstin: KARNATAKA_GSTIN,
      apparelGstLowPercent: 12,
      apparelGstHighPercent: 18,
      accessoryTaxClasses: [{ category: 'Bags', hsn: '420222', gstPercent: 12 }],
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, admin.user._id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(Object.keys(entry!.after as object).sort()).toEqual(
      ['gstRules', 'shopAddress', 'shopGstin', 'shopLegalName', 'shopState'].sort(),
    );

    const after = await buyNow(buyer, tee);
    const old = await invoiceOf(before._id);
    const fresh = await invoiceOf(after._id);
    expect(old.supplier).toMatchObject({
      name: ENV_SHOP.SHOP_LEGAL_NAME,
      gstin: ENV_SHOP.SHOP_GSTIN,
    });
    expect(old.lines[0]!.rateBasisPoints).toBe(500);
    expect(old.intraState).toBe(true);
    expect(fresh.supplier).toMatchObject({
      name: 'Campus Threads Bengaluru Pvt Ltd',
      state: 'Karnataka',
      stateCode: '29',
      gstin: KARNATAKA_GSTIN,
    });
    expect(fresh.lines[0]!.rateBasisPoints).toBe(1_200);
    // Delivered to Assam from a Karnataka shop: IGST now.
    expect(fresh.intraState).toBe(false);
  });
});

describe('SHOP_* configuration', () => {
  const env = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ct-shop-config' };

  it('defaults to the shop at Tezpur University with no GSTIN, and takes a GSTIN in capitals', () => {
    expect(loadConfig(env).shop).toEqual({
      legalName: SITE.name,
      address: 'Tezpur University, Napaam, Sonitpur, Assam 784028',
      state: 'Assam',
      gstin: '',
    });
    expect(loadConfig({ ...env, SHOP_GSTIN: '18aabcc1234d1za' }).shop.gstin).toBe(
      '18AABCC1234D1ZA',
    );
  });

  it('refuses at start-up a malformed GSTIN, one of another state, or an unknown state', () => {
    expect(() => loadConfig({ ...env, SHOP_GSTIN: '18AABCC1234D1ZB' })).toThrow(
      GSTIN_MESSAGES.checksum,
    );
    expect(() =>
      loadConfig({ ...env, SHOP_GSTIN: ENV_SHOP.SHOP_GSTIN, SHOP_STATE: 'Kerala' }),
    ).toThrow(GSTIN_MESSAGES.state('Kerala', '32'));
    expect(() => loadConfig({ ...env, SHOP_STATE: 'Atlantis' })).toThrow(/SHOP_STATE/);
  });
});
