import {
  DROP_JOIN_MAIL,
  DROP_MESSAGES,
  formatRupees,
  REFUND_NOTICES,
  shortOrderId,
  toPaise,
  type Order,
} from '@campus-threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { dropJoining } from '../../../test/drop-joining';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { returnsKit, teeItem } from '../../../test/returns-fixtures';
import { startSmtpTestServer } from '../../../test/smtp-test-server';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

// One e-mail per refund, in the words of its kind, sent when it completes with its document
// attached (docs/decisions/0054): a cancel is one e-mail, not three; a return's refund is not "for
// your cancelled order"; a drop that reaches a tier is one message; a failed drop only cancels.
describe.each(testDatabaseKinds())('refund e-mails on %s', (kind) => {
  const t = useTestApp(kind, {
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Campus Threads <orders@campusthreads.test>',
      DROP_MIN_LEAD_SECONDS: '5',
    },
  });
  const kit = returnsKit(t);
  const { openDrop, call } = dropsKit(t);
  const { join, pay, joinAndPay, ordersOfDrop } = dropJoining(t);
  let seller: CreatedUser;
  let admin: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    designId = (await createDesign(t.app, seller.user._id)).id;
  });

  const sendAll = () => t.app.services.mail.sendDue(new Date(Date.now() + 60_000));
  /** The buyer's e-mails from the `from`-th on, once everything due is sent. */
  /** A buyer's e-mails from the `from`th on, leaving out the welcome every account gets (0053). */
  async function mailsOf(buyer: CreatedUser, from = 0) {
    await sendAll();
    return smtp.toBesidesWelcome(buyer.user.email).slice(from);
  }
  const pdfNames = (mail: { attachments: { contentType: string; filename?: string }[] }) =>
    mail.attachments.map((a) => [a.contentType, a.filename]);

  it('sends one e-mail for a cancel: cancelled and refunded, with the credit note', async () => {
    const buyer = await createUser(t.app);
    const order = await createPaidOrder(t.app, buyer, designId);
    const before = (await mailsOf(buyer)).length;
    const cancelled = await kit.call('PATCH', `/api/orders/${order._id}/status`, admin.token, {
      status: 'cancelled',
      remark: 'The print run failed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const mails = await mailsOf(buyer, before);
    expect(mails.map((m) => m.subject)).toEqual([
      REFUND_NOTICES.cancel.subject({
        ref: shortOrderId(order._id),
        amount: formatRupees(toPaise(order.totalAmount)),
        reason: '',
      }),
    ]);
    expect(mails[0]!.text).toContain('The print run failed');
    expect(pdfNames(mails[0]!)).toEqual([
      ['application/pdf', expect.stringMatching(/^credit-note.*\.pdf$/)],
    ]);
  });

  it("tells a received return's refund as a return's, once, with its credit note", async () => {
    const buyer = await createUser(t.app);
    const order: Order = await kit.delivered(buyer, admin, teeItem(designId));
    const request = await kit.asked(buyer, order._id, {
      type: 'return',
      reason: 'Too large',
      items: [{ orderItemId: order.items[0]!._id, quantity: 1 }],
    });
    expect((await kit.decide(admin, request._id, { status: 'approved' })).status).toBe(200);
    const before = (await mailsOf(buyer)).length;
    const received = await kit.decide(admin, request._id, { status: 'received', remark: '' });
    expect(received.status).toBe(200);
    const mails = await mailsOf(buyer, before);
    const amount = formatRupees(toPaise(received.body.refundAmount ?? 0));
    expect(mails.map((m) => m.subject)).toEqual([
      REFUND_NOTICES.return.subject({ ref: shortOrderId(order._id), amount, reason: '' }),
    ]);
    expect(mails[0]!.text).not.toContain('cancelled');
    expect(pdfNames(mails[0]!)).toEqual([
      ['application/pdf', expect.stringMatching(/^credit-note.*\.pdf$/)],
    ]);
  });

  const afterDeadline = (deadline: string) => new Date(new Date(deadline).getTime() + 1000);

  it('tells a drop that reached its tier in one message, with the invoice at the tier price', async () => {
    const design = await call<{ price: number; deliveryPrice: number }>(
      'GET',
      `/api/tshirts/${designId}`,
    );
    const drop = await openDrop(seller, designId, {
      title: 'Tier Mail Tee',
      minQuantity: 1,
      maxQuantity: null,
      tiers: [{ minQuantity: 2, price: design.body.price - 40 }],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    const buyer = await createUser(t.app);
    const joined = await join(buyer, drop, {
      item: { quantity: 2 },
      body: { amount: 2 * drop.basePrice + design.body.deliveryPrice },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect((await pay(buyer, joined.body.merchantOrderId)).body.state).toBe('COMPLETED');
    const before = (await mailsOf(buyer)).length;
    expect(await t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline))).toBe(1);
    const [order] = await ordersOfDrop(drop._id);
    const mails = await mailsOf(buyer, before);
    expect(mails.map((m) => m.subject)).toEqual([
      REFUND_NOTICES.drop_tier.subject({
        ref: shortOrderId(order!.id),
        amount: formatRupees(toPaise(80)),
        reason: '',
      }),
    ]);
    expect(mails[0]!.text).toContain('is confirmed');
    expect(mails[0]!.text).not.toContain('cancelled');
    expect(pdfNames(mails[0]!)).toEqual([
      ['application/pdf', expect.stringMatching(/^invoice.*\.pdf$/)],
    ]);
  });

  it("tells a failed drop's buyer only that the order is cancelled and refunded", async () => {
    const drop = await openDrop(seller, designId, {
      title: 'Failed Mail Tee',
      minQuantity: 2,
      maxQuantity: null,
      tiers: [],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    const buyer = await createUser(t.app);
    expect((await joinAndPay(buyer, drop)).body.state).toBe('COMPLETED');
    const joinMails = await mailsOf(buyer);
    // Joining is not a confirmed order (decision 0054): the e-mail names the drop.
    expect(joinMails.map((m) => m.subject)).toEqual([DROP_JOIN_MAIL.subject('Failed Mail Tee')]);
    expect(await t.app.services.flows.closeDueDrops(afterDeadline(drop.deadline))).toBe(1);
    const [order] = await ordersOfDrop(drop._id);
    const mails = await mailsOf(buyer, joinMails.length);
    expect(mails.map((m) => m.subject)).toEqual([
      REFUND_NOTICES.cancel.subject({
        ref: shortOrderId(order!.id),
        amount: formatRupees(order!.totalAmountPaise),
        reason: '',
      }),
    ]);
    expect(mails[0]!.text).toContain(DROP_MESSAGES.failedRemark);
  });
});
