import { readFileSync } from 'node:fs';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  CHECKOUT_MESSAGES,
  SETTINGS_MESSAGES,
  SITE,
  type AdminSiteSettings,
  type CheckoutSettings,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
  type PublicSiteSettings,
  type Tshirt,
  toRupees,
} from '@campus-threads/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { siteSettings } from '../../db/schema/settings';
import { apiCaller } from '../../../test/api-request';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  quotedTotalPaise,
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
  simulatorSettleUrl,
} from '../../../test/factories';
import { saveDeliverySettings } from '../../../test/delivery-fixtures';

const apiVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Settings stored on the server and applied (docs/decisions/0020). */
describe.each(testDatabaseKinds())('site settings on %s', (kind) => {
  const t = useTestApp(kind);
  const call = apiCaller(t);
  let admin: CreatedUser;
  let customer: CreatedUser;
  let seller: CreatedUser;
  let tee: Tshirt;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    customer = await createUser(t.app);
    seller = await createUser(t.app, { fullName: 'Sana Seller' });
    await createAccessory(t.app, seller.user._id);
    const design = await createDesign(t.app, seller.user._id);
    tee = (await call<Tshirt>('GET', `/api/tshirts/${design.id}`)).body;
  });

  const body = (over: Record<string, unknown> = {}) => ({
    siteName: 'Campus Threads',
    siteDescription: SITE.tagline,
    maintenanceMode: false,
    deliverablePinCodes: ['784028'],
    ...over,
  });
  const save = (over: Record<string, unknown> = {}, token = admin.token) =>
    call<AdminSiteSettings>('PUT', '/api/admin/settings', token, body(over));

  /** A buy-now of the test tee, delivered to `pinCode`, at the amount its quote names. */
  const startPayment = async (user: CreatedUser, pinCode = '784028') => {
    const item = {
      productType: 'tshirt',
      tshirtId: tee._id,
      size: 'M',
      color: tee.colors[0],
      quantity: 1,
    };
    const amount = await quotedTotalPaise(t.app, [item], pinCode).catch(() => 0);
    return call<CreatePaymentResponse>('POST', '/api/payments/create', user.token, {
      source: 'buyNow',
      items: [item],
      amount: toRupees(amount),
      // The state follows the PIN code (decision 0056).
      deliveryDetails: buildDeliveryDetails(
        pinCode === '110001' ? { pinCode, state: 'Delhi', district: 'New Delhi' } : { pinCode },
      ),
    });
  };

  it('lets only admins read or change the admin settings and list every accessory', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings'],
      ['GET', '/api/accessories/admin'],
    ] as const) {
      const payload = method === 'PUT' ? body({ siteName: 'Hijacked' }) : undefined;
      expect((await call(method, url, undefined, payload)).status, `${method} ${url}`).toBe(401);
      for (const user of [customer, seller]) {
        const refused = await call(method, url, user.token, payload);
        expect(refused.status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call<PublicSiteSettings>('GET', '/api/settings')).body.siteName).not.toBe(
      'Hijacked',
    );
  });

  it('starts from the shop defaults and reports the real system facts', async () => {
    const publicView = await call<PublicSiteSettings>('GET', '/api/settings');
    expect(publicView.status).toBe(200);
    expect(publicView.body).toEqual({
      siteName: SITE.name,
      siteDescription: SITE.tagline,
      maintenanceMode: false,
      // No demo accounts on this server: the login page does not offer them.
      demoAccounts: [],
      returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
      dropMinLeadSeconds: t.config.dropMinLeadSeconds,
    });

    const adminView = await call<AdminSiteSettings>('GET', '/api/admin/settings', admin.token);
    expect(adminView.status).toBe(200);
    expect(adminView.body).toMatchObject({
      siteName: SITE.name,
      deliverablePinCodes: t.config.deliverablePinCodes,
      // A new shop knows where its own campus's code is (docs/decisions/0034).
      pinCodePlaces: { '784028': { district: 'Sonitpur', state: 'Assam' } },
      systemInfo: {
        version: apiVersion,
        environment: t.config.environment,
        database: { status: 'connected', kind },
      },
    });
    expect(Date.parse(adminView.body.systemInfo.lastUpdated)).not.toBeNaN();
    const rows = await t.database.db.select().from(siteSettings);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ siteName: '   ' }, SETTINGS_MESSAGES.siteNameRequired],
    [{ siteName: 'x'.repeat(61) }, SETTINGS_MESSAGES.siteNameMax],
    [{ siteDescription: 'y'.repeat(301) }, SETTINGS_MESSAGES.siteDescriptionMax],
    [{ deliverablePinCodes: [] }, SETTINGS_MESSAGES.pinCodesRequired],
    [{ deliverablePinCodes: ['784028', '12345'] }, SETTINGS_MESSAGES.pinCodeInvalid('12345')],
    [{ deliverablePinCodes: ['012345'] }, SETTINGS_MESSAGES.pinCodeInvalid('012345')],
    [{ deliverablePinCodes: ['78402A'] }, SETTINGS_MESSAGES.pinCodeInvalid('78402A')],
  ])('refuses %j with its text and changes nothing', async (over, message) => {
    const before = await call<AdminSiteSettings>('GET', '/api/admin/settings', admin.token);
    const refused = await save({ ...over, siteDescription: 'Should not be stored', ...over });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(message);
    const after = await call<AdminSiteSettings>('GET', '/api/admin/settings', admin.token);
    expect(after.body).toEqual(before.body);
  });

  it('stores every field, shows it at once and audits the change with before and after', async () => {
    const saved = await save({
      siteName: '  Hostel Threads  ',
      siteDescription: 'Tees from the hostels',
      deliverablePinCodes: ['784028', '110 001', '784028'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      siteName: 'Hostel Threads',
      siteDescription: 'Tees from the hostels',
      maintenanceMode: false,
      deliverablePinCodes: ['784028', '110001'],
      updatedBy: admin.user._id,
    });
    expect((await call<PublicSiteSettings>('GET', '/api/settings')).body).toEqual({
      siteName: 'Hostel Threads',
      siteDescription: 'Tees from the hostels',
      maintenanceMode: false,
      demoAccounts: [],
      returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
      dropMinLeadSeconds: t.config.dropMinLeadSeconds,
    });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, admin.user._id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      entityType: 'settings',
      entityId: '1',
      before: { siteName: SITE.name, deliverablePinCodes: ['784028'] },
      after: { siteName: 'Hostel Threads', deliverablePinCodes: ['784028', '110001'] },
    });
    expect(entry!.before).not.toHaveProperty('maintenanceMode');

    await save();
    expect((await call<PublicSiteSettings>('GET', '/api/settings')).body.siteName).toBe(
      'Campus Threads',
    );
    // Saving the same values again is no change: no second entry.
    const entries = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')))
        .length;
    const counted = await entries();
    expect((await save()).status).toBe(200);
    expect(await entries()).toBe(counted);
  });

  it('delivers only to the PIN codes of the setting when the shop serves its campuses alone, at checkout and on payment', async () => {
    await saveDeliverySettings(t, (s) => ({ ...s, coverage: 'campuses' }));
    expect((await save({ deliverablePinCodes: ['110001'] })).status).toBe(200);
    const checkout = await call<CheckoutSettings>('GET', '/api/checkout/settings');
    expect(checkout.body).toMatchObject({ coverage: 'campuses', deliverablePinCodes: ['110001'] });

    const refused = await startPayment(customer, '784028');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(CHECKOUT_MESSAGES.pinCodeNotServed('Sonitpur, Assam'));
    const accepted = await startPayment(customer, '110001');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);

    await save();
    expect((await startPayment(customer, '110001')).status).toBe(422);
    expect((await startPayment(customer, '784028')).status).toBe(201);
    // India-wide (the default), the list is only where campus delivery applies.
    await saveDeliverySettings(t, (s) => s);
    expect((await startPayment(customer, '110001')).status).toBe(201);
  });

  it('keeps a district and state with each PIN code and gives them to the checkout', async () => {
    const saved = await save({
      deliverablePinCodes: ['784028', '781039'],
      pinCodePlaces: {
        '781039': { district: 'Kamrup Metropolitan', state: 'Assam' },
        '784028': { district: 'Sonitpur', state: 'Assam' },
        '110001': { district: 'New Delhi', state: 'Delhi' },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const both = {
      '784028': { district: 'Sonitpur', state: 'Assam' },
      '781039': { district: 'Kamrup Metropolitan', state: 'Assam' },
    };
    // A place for a code not in the list is not kept.
    expect(saved.body.pinCodePlaces).toEqual(both);
    expect(
      (await call<AdminSiteSettings>('GET', '/api/admin/settings', admin.token)).body.pinCodePlaces,
    ).toEqual(both);
    expect(
      (await call<CheckoutSettings>('GET', '/api/checkout/settings')).body.pinCodePlaces,
    ).toEqual(both);

    // A save that leaves the places out keeps them; dropping a code drops its place.
    expect((await save({ deliverablePinCodes: ['784028', '781039'] })).body.pinCodePlaces).toEqual(
      both,
    );
    expect((await save()).body.pinCodePlaces).toEqual({ '784028': both['784028'] });

    const refused = await save({
      pinCodePlaces: { '784028': { district: 'Sonitpur', state: 'Atlantis' } },
    });
    expect(refused.status).toBe(422);
  });

  it('pauses new payments in maintenance mode while started ones complete', async () => {
    const started = await startPayment(customer);
    expect(started.status).toBe(201);

    expect((await save({ maintenanceMode: true })).status).toBe(200);
    expect((await call<PublicSiteSettings>('GET', '/api/settings')).body.maintenanceMode).toBe(
      true,
    );

    const paused = await startPayment(customer);
    expect(paused.status).toBe(503);
    expect(paused.body).toEqual({ message: SETTINGS_MESSAGES.paymentsPaused });
    expect((await startPayment(seller)).status).toBe(503);
    // Admins are not blocked; guests and shoppers still read the shop.
    expect((await startPayment(admin)).status).toBe(201);
    expect((await call('GET', `/api/tshirts/${tee._id}`)).status).toBe(200);
    expect((await call('GET', '/api/checkout/settings', customer.token)).status).toBe(200);

    // The payment started before completes: simulator page, settle, status check makes its order.
    const page = await t.app.inject({ method: 'GET', url: started.body.redirectUrl });
    expect(page.statusCode).toBe(200);
    const settled = await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, started.body.merchantOrderId),
      payload: { outcome: 'COMPLETED' },
    });
    expect(settled.statusCode).toBe(303);
    const status = await call<PaymentStatusResponse>(
      'POST',
      `/api/payments/status/${started.body.merchantOrderId}`,
      customer.token,
    );
    expect(status.status).toBe(200);
    expect(status.body.order?._id).toEqual(expect.any(String));

    expect((await save({ maintenanceMode: false })).status).toBe(200);
    expect((await startPayment(customer)).status).toBe(201);
  });
});

// The web showed the contract's default return window whatever RETURN_WINDOW_DAYS said.
describe.each(testDatabaseKinds())('the return window on %s', (kind) => {
  const t = useTestApp(kind, { env: { RETURN_WINDOW_DAYS: '14' } });
  it("tells the web the server's RETURN_WINDOW_DAYS with the public settings", async () => {
    const reply = await apiCaller(t)<PublicSiteSettings>('GET', '/api/settings');
    expect(reply.body.returnWindowDays).toBe(14);
  });
});
