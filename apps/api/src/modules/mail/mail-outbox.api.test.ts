import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAIL_SUBJECTS,
  formatDeliveryDay,
  ORDER_MAIL_TEXTS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_MESSAGES,
  shortOrderId,
  type CreatePaymentResponse,
  type Order,
} from '@campus-threads/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { apiCaller } from '../../../test/api-request';
import {
  buildDeliveryDetails,
  createAccessory,
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  simulatorSettleUrl,
  type CreatedUser,
} from '../../../test/factories';
import { startSmtpTestServer } from '../../../test/smtp-test-server';
import { emailOutbox, users } from '../../db/schema';
import { createMailService } from './mail.service';
import { createMailTransport } from './mail-transport';
import { retryDelayMs } from './mail-outbox';
import { sharedJwtSecret } from '../auth/shared-secret';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

// The outbox against a real SMTP server the test starts (docs/decisions/0051): messages queued in
// the event's transaction, sent once by the job even when two processes run it, kept through a
// mail server that is down, and written as .eml files when no SMTP_URL is set.
describe.each(testDatabaseKinds())('e-mail through the outbox on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Campus Threads <orders@campusthreads.test>' },
  });
  let seller: CreatedUser;
  let admin: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    designId = (await createDesign(t.app, seller.user._id)).id;
  });

  /** Sends everything due (as the job would, a minute on, past any first retry). */
  const sendAll = (at = new Date(Date.now() + 60_000)) => t.app.services.mail.sendDue(at);
  // Every new account is also welcomed with a verification link (docs/decisions/0053): these
  // tests are about the order messages, so they leave that one out.
  const outboxOf = (to: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), ne(emailOutbox.kind, 'email_verification')));
  const mailTo = (to: string) => smtp.toBesidesWelcome(to);

  it('e-mails the order confirmation with its lines and totals, and a status change, each once', async () => {
    const buyer = await createUser(t.app);
    const order = await createPaidOrder(t.app, buyer, designId);
    // Queued in the order's own transaction, before any job ran.
    expect((await outboxOf(buyer.user.email)).map((m) => m.kind)).toEqual(['order_confirmation']);
    await sendAll();
    await sendAll();
    const [confirmation, ...more] = mailTo(buyer.user.email);
    expect(more).toHaveLength(0);
    expect(confirmation!.subject).toBe(MAIL_SUBJECTS.orderConfirmation([shortOrderId(order._id)]));
    expect(confirmation!.from?.text).toContain('orders@campusthreads.test');
    expect(confirmation!.text).toContain(order.items[0]!.title);
    expect(confirmation!.text).toContain('Total');
    expect(confirmation!.html).toContain('View your order');
    // The tax invoice rides along as a PDF.
    expect(confirmation!.attachments.map((a) => [a.contentType, a.filename])).toEqual([
      ['application/pdf', expect.stringMatching(/\.pdf$/)],
    ]);
    expect(confirmation!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status: 'confirmed', remark: 'Printing <b>this</b> week' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await sendAll();
    const status = mailTo(buyer.user.email).slice(1);
    expect(status).toHaveLength(1);
    expect(status[0]!.subject).toBe(MAIL_SUBJECTS.orderStatus(shortOrderId(order._id)));
    expect(status[0]!.text).toContain(
      ORDER_STATUS_MESSAGES.buyerNotice(shortOrderId(order._id), ORDER_STATUS_LABELS.confirmed),
    );
    expect(status[0]!.text).toContain('Note: Printing <b>this</b> week');
    // A remark is text, never markup, in the HTML.
    expect(status[0]!.html).toContain('Printing &lt;b&gt;this&lt;/b&gt; week');
    expect((await outboxOf(buyer.user.email)).every((m) => m.state === 'sent' && m.sentAt)).toBe(
      true,
    );
  });

  it('names every order of a split payment, its total, and says the invoices are attached', async () => {
    const call = apiCaller(t);
    const buyer = await createUser(t.app);
    const mugSeller = await createUser(t.app);
    const mug = await createAccessory(t.app, mugSeller.user._id, {
      title: 'Campus Mug',
      pricePaise: 20_000,
      stock: 5,
    });
    const tee = await createDesign(t.app, seller.user._id, { pricePaise: 50_000 });
    for (const item of [
      { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black', quantity: 1 },
      { productType: 'accessory', accessoryId: mug.id, quantity: 2 },
    ])
      expect((await call('POST', '/api/cart/add', buyer.token, item)).status).toBe(201);
    const created = await call<CreatePaymentResponse>('POST', '/api/payments/create', buyer.token, {
      source: 'cart',
      amount: 900,
      isPartialPaymentAllowed: false,
      deliveryDetails: buildDeliveryDetails(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.merchantOrderId;
    await t.app.inject({
      method: 'POST',
      url: simulatorSettleUrl(t.app, id),
      payload: { outcome: 'COMPLETED' },
    });
    await call('POST', `/api/payments/status/${id}`, buyer.token);
    const mine = (await call<Order[]>('GET', '/api/orders/myorders', buyer.token)).body;
    expect(mine).toHaveLength(2);
    await sendAll();
    const [confirmation, ...more] = mailTo(buyer.user.email);
    expect(more).toHaveLength(0);
    const shortIds = mine.map((o) => shortOrderId(o._id));
    for (const shortId of shortIds) expect(confirmation!.subject).toContain(`#${shortId}`);
    expect(confirmation!.text).toMatch(new RegExp(`${ORDER_MAIL_TEXTS.paymentTotal}\\W+₹900\\.00`));
    expect(confirmation!.text).toContain(ORDER_MAIL_TEXTS.invoicesAttached(2));
    expect(confirmation!.text).not.toContain('once it is issued');
    // Each order's parcel: its zone and the last day it is promised for (decision 0066).
    expect(confirmation!.text).toContain(ORDER_MAIL_TEXTS.delivery('Campus delivery'));
    const lastDay = formatDeliveryDay(mine[0]!.parcel!.estimatedDelivery!.to);
    expect(confirmation!.text).toMatch(new RegExp(`${ORDER_MAIL_TEXTS.deliversBy}\\W+${lastDay}`));
    expect(confirmation!.attachments).toHaveLength(2);
  });

  it('keeps a message while the mail server is down and sends it once it is back', async () => {
    const buyer = await createUser(t.app);
    await createPaidOrder(t.app, buyer, designId);
    await smtp.stop();
    const failedAt = new Date(Date.now() + 60_000);
    expect(await sendAll(failedAt)).toBe(0);
    const [waiting] = await outboxOf(buyer.user.email);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/\S/);
    // The first retry comes within 30 s.
    expect(waiting!.nextAttemptAt.getTime() - failedAt.getTime()).toBe(retryDelayMs(1));
    expect(retryDelayMs(1)).toBeLessThanOrEqual(30_000);
    expect(await sendAll(new Date(failedAt.getTime() + 1_000))).toBe(0);

    await smtp.start();
    expect(await sendAll(new Date(failedAt.getTime() + retryDelayMs(1) + 1_000))).toBeGreaterThan(
      0,
    );
    expect(mailTo(buyer.user.email)).toHaveLength(1);
    expect((await outboxOf(buyer.user.email))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends each message once when two API processes run the job at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    for (const buyer of buyers) await createPaidOrder(t.app, buyer, designId);
    // A second process: its own mail service and SMTP connection on the same database.
    const other = createMailService({
      db: t.database.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: t.config.dataDir }),
      from: t.config.mailFrom,
      publicUrl: t.config.publicUrl,
      secret: await sharedJwtSecret(t.database.db, t.config.dataDir),
    });
    const at = new Date(Date.now() + 60_000);
    const runs = await Promise.all([
      t.app.services.mail.sendDue(at),
      other.sendDue(at),
      t.app.services.mail.sendDue(at),
      other.sendDue(at),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(buyers.length);
    for (const buyer of buyers) expect(mailTo(buyer.user.email)).toHaveLength(1);
  });

  it('leaves out the optional messages for a user who turned e-mail updates off', async () => {
    const buyer = await createUser(t.app);
    await t.database.db
      .update(users)
      .set({ emailUpdates: false })
      .where(eq(users.id, buyer.user._id));
    const order = await createPaidOrder(t.app, buyer, designId);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status: 'confirmed', remark: '' },
    });
    // The confirmation is transactional; the status update is not.
    expect((await outboxOf(buyer.user.email)).map((m) => m.kind)).toEqual(['order_confirmation']);
  });
});

describe('e-mail without SMTP_URL', () => {
  const t = useTestApp('pglite');

  it('writes each message to DATA_DIR/outbox as an .eml file', async () => {
    const seller = await createUser(t.app);
    const buyer = await createUser(t.app);
    const designId = (await createDesign(t.app, seller.user._id)).id;
    await createPaidOrder(t.app, buyer, designId);
    expect(t.app.services.mail.transportKind).toBe('file');
    expect(await t.app.services.mail.sendDue(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    const folder = join(t.config.dataDir, 'outbox');
    const files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
    const eml = files
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .filter((text) => text.includes(`To: ${buyer.user.email}`))
      .find((text) => /^Subject: .*is confirmed/m.test(text));
    expect(eml).toBeDefined();
  });
});
