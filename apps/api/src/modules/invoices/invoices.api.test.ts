import {
  SITE,
  DOCUMENT_SERIES,
  financialYearOf,
  formatRupees,
  gstLine,
  INVOICE_MESSAGES,
  toPaise,
  type CartResponse,
  type Order,
} from '@campus-threads/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  buildDeliveryDetails,
  createAccessory,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { invoiceKit } from '../../../test/invoice-fixtures';
import { creditNotes, documentSeries, invoices } from '../../db/schema';

/** The shop as its invoices name it: a registered company in Assam. */
export const TEST_SHOP = {
  SHOP_LEGAL_NAME: 'Campus Threads Private Limited',
  SHOP_ADDRESS: 'Near Main Gate, Napaam, Sonitpur, Assam 784028',
  SHOP_STATE: 'Assam',
  SHOP_GSTIN: '18AABCC1234D1ZA',
} as const;

const NUMBER = /^CT\/\d{2}-\d{2}\/\d{6}$/;
const CREDIT_NUMBER = /^CN\/\d{2}-\d{2}\/\d{6}$/;

// Tax invoices (docs/decisions/0050): one per order, issued in the transaction that
// makes it from a payment, numbered without gaps per financial year; CGST + SGST within the
// shop's state and IGST across states, adding up to each line to the paisa; a credit note after
// a refund; only the buyer and admins may read them.
describe.each(testDatabaseKinds())('tax invoices on %s', (kind) => {
  // Kolkata delivers too: the state follows the PIN code (decision 0056), so IGST needs one there.
  const t = useTestApp(kind, {
    env: {
      ...TEST_SHOP,
      DELIVERABLE_PIN_CODES: [...SITE.defaultDeliverablePinCodes, '700001'].join(','),
    },
  });
  const kit = invoiceKit(t);
  const { call, buyNow, documentText, download, orderOf } = kit;
  let seller: CreatedUser;
  let buyer: CreatedUser;
  let stranger: CreatedUser;
  let admin: CreatedUser;
  let shopTee: string;
  let selfTee: string;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Sameer Sen' });
    buyer = await createUser(t.app);
    stranger = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    shopTee = (await createDesign(t.app, seller.user._id, { pricePaise: 49_900 })).id;
    selfTee = (
      await createDesign(t.app, seller.user._id, {
        pricePaise: 79_900,
        printWithPlatform: false,
        deliverWithPlatform: false,
        allowPartialPayment: true,
      })
    ).id;
  });

  const invoiceRow = async (orderId: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;

  it('issues the invoice when the order is paid: number, GSTIN, HSN 6109, CGST + SGST within the state', async () => {
    const order = await buyNow(buyer, shopTee);
    expect(order.invoiceNumber).toMatch(NUMBER);
    expect(order.invoiceNumber).toContain(`/${financialYearOf(new Date()).slice(2)}/`);
    expect(order.creditNoteNumber).toBeNull();

    const { snapshot } = await invoiceRow(order._id);
    const totalPaise = toPaise(order.totalAmount);
    const expected = gstLine(totalPaise, 500, true);
    expect(snapshot.intraState).toBe(true);
    expect(snapshot.lines).toHaveLength(1);
    expect(snapshot.lines[0]).toMatchObject({ hsn: '6109', ...expected });
    expect(snapshot.totals.totalPaise).toBe(totalPaise);
    expect(expected.cgstPaise + expected.sgstPaise).toBe(expected.taxPaise);
    expect(expected.taxablePaise + expected.taxPaise).toBe(totalPaise);

    const text = await documentText('invoice', order._id, buyer.token);
    for (const words of [
      'Tax Invoice',
      order.invoiceNumber!,
      TEST_SHOP.SHOP_LEGAL_NAME,
      `GSTIN: ${TEST_SHOP.SHOP_GSTIN}`,
      '6109',
      'Assam (18)',
      'Ananya Das',
      `CGST ${formatRupees(expected.cgstPaise)}`,
      `SGST ${formatRupees(expected.sgstPaise)}`,
      `Taxable value ${formatRupees(expected.taxablePaise)}`,
      `Invoice total ${formatRupees(totalPaise)}`,
      'Balance due on delivery ₹0.00',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('IGST');

    const file = await download('invoice', order._id, buyer.token);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.invoiceNumber!.replaceAll('/', '-')}.pdf"`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('charges IGST on a delivery to another state; every line and total adds up to the paisa', async () => {
    const order = await buyNow(buyer, shopTee, {
      quantity: 3,
      delivery: { state: 'West Bengal', district: 'Kolkata', pinCode: '700001' },
    });
    const { snapshot } = await invoiceRow(order._id);
    expect(snapshot.intraState).toBe(false);
    expect(snapshot.placeOfSupply).toBe('West Bengal (19)');
    for (const line of snapshot.lines) {
      expect(line.igstPaise).toBe(line.taxPaise);
      expect(line.cgstPaise + line.sgstPaise).toBe(0);
      expect(line.taxablePaise + line.igstPaise).toBe(line.totalPaise);
    }
    expect(snapshot.totals.totalPaise).toBe(toPaise(order.totalAmount));
    expect(snapshot.totals.taxablePaise + snapshot.totals.igstPaise).toBe(
      snapshot.totals.totalPaise,
    );
    const expected = gstLine(toPaise(order.totalAmount), 500, false);
    const text = await documentText('invoice', order._id, buyer.token);
    expect(text).toContain(`IGST ${formatRupees(expected.igstPaise)}`);
    expect(text).toContain('West Bengal (19)');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('invoices each order of a split cart, consecutively, with each accessory category’s HSN and rate', async () => {
    const mug = await createAccessory(t.app, seller.user._id, {
      category: 'Drinkware',
      pricePaise: 30_000,
    });
    const gadget = await createAccessory(t.app, seller.user._id, {
      category: 'Gadgets',
      pricePaise: 120_000,
    });
    for (const item of [
      { productType: 'tshirt', tshirtId: shopTee, size: 'M', color: 'Black', quantity: 1 },
      { productType: 'accessory', accessoryId: mug.id, quantity: 2 },
      { productType: 'accessory', accessoryId: gadget.id, quantity: 1 },
    ])
      expect((await call('POST', '/api/cart/add', buyer.token, item)).status).toBe(201);
    const cart = await call<CartResponse>('GET', '/api/cart', buyer.token);
    const created = await call<{ merchantOrderId: string }>(
      'POST',
      '/api/payments/create',
      buyer.token,
      {
        source: 'cart',
        amount: cart.body.summary.total,
        isPartialPaymentAllowed: false,
        deliveryDetails: buildDeliveryDetails(),
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const merchantOrderId = created.body.merchantOrderId;
    const first = await kit.complete(buyer, merchantOrderId);
    const mine = (await call<Order[]>('GET', '/api/orders/myorders', buyer.token)).body.filter(
      (o) => o.paymentInfo.merchantTransactionId === first.paymentInfo.merchantTransactionId,
    );
    expect(mine).toHaveLength(2);
    const rows = await t.database.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          mine.map((o) => o._id),
        ),
      );
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual([
      Math.min(...rows.map((r) => r.sequence)),
      Math.min(...rows.map((r) => r.sequence)) + 1,
    ]);
    const sellers = rows.find((r) => r.snapshot.fulfilledBy === 'Sameer Sen')!;
    expect(
      sellers.snapshot.lines.map((l) => [l.description, l.hsn, l.rateBasisPoints, l.quantity]),
    ).toEqual([
      [mug.title, '6912', 500, 2],
      [gadget.title, '3926', 1_800, 1],
    ]);
    const text = await documentText('invoice', sellers.orderId, buyer.token);
    expect(text).toContain('Shipped by Sameer Sen');
    expect(text).toContain('6912');
    expect(text).toContain('3926');
  });

  it('prints the advance paid and the balance due of a 50% advance order', async () => {
    const order = await buyNow(buyer, selfTee, { partial: true });
    const advance = toPaise(order.paymentInfo.advanceAmount);
    const balance = toPaise(order.paymentInfo.remainingAmount);
    expect(balance).toBeGreaterThan(0);
    const text = await documentText('invoice', order._id, buyer.token);
    expect(text).toContain(`Paid with the order ${formatRupees(advance)}`);
    expect(text).toContain(`Balance due on delivery ${formatRupees(balance)}`);
    expect(text).toContain(`Invoice total ${formatRupees(advance + balance)}`);
  });

  it('lets only the buyer and admins read it; anyone else gets the 404 of a missing one, a guest 401', async () => {
    const order = await buyNow(buyer, selfTee);
    expect((await download('invoice', order._id, admin.token)).status).toBe(200);
    for (const token of [stranger.token, seller.token]) {
      const refused = await download('invoice', order._id, token);
      expect(refused.status).toBe(404);
      expect(refused.json().message).toBe(INVOICE_MESSAGES.invoiceNotFound);
    }
    expect((await download('invoice', order._id)).status).toBe(401);
    expect((await download('invoice', crypto.randomUUID(), buyer.token)).status).toBe(404);
    expect((await download('invoice', 'not-an-id', buyer.token)).status).toBe(404);
    const noNote = await download('credit-note', order._id, buyer.token);
    expect(noNote.status).toBe(404);
    expect(noNote.json().message).toBe(INVOICE_MESSAGES.creditNoteNotFound);
  });

  it('issues a credit note in its own series when a paid order is cancelled and refunded', async () => {
    const order = await buyNow(buyer, shopTee);
    const cancelled = await call<Order>('PATCH', `/api/orders/${order._id}/status`, admin.token, {
      status: 'cancelled',
      remark: 'The print run failed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.creditNoteNumber).toMatch(CREDIT_NUMBER);
    const seen = await orderOf(buyer, order._id);
    expect(seen.creditNoteNumber).toBe(cancelled.body.creditNoteNumber);
    expect(seen.invoiceNumber).toBe(order.invoiceNumber);

    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order._id));
    expect(note!.snapshot.invoice.number).toBe(order.invoiceNumber);
    expect(note!.snapshot.refundedPaise).toBe(toPaise(order.paymentInfo.advanceAmount));
    const text = await documentText('credit-note', order._id, buyer.token);
    for (const words of [
      'Credit Note',
      cancelled.body.creditNoteNumber!,
      order.invoiceNumber!,
      'The print run failed',
      `Credit note total ${formatRupees(toPaise(order.totalAmount))}`,
      `Refunded to the buyer ${formatRupees(toPaise(order.paymentInfo.advanceAmount))}`,
    ])
      expect(text).toContain(words);
    expect((await download('credit-note', order._id, admin.token)).status).toBe(200);
    expect((await download('credit-note', order._id, stranger.token)).status).toBe(404);

    // The seller who fulfils a Self Service order cancels it too: a credit note all the same.
    const own = await buyNow(buyer, selfTee);
    const bySeller = await call<Order>('PATCH', `/api/orders/${own._id}/status`, seller.token, {
      status: 'cancelled',
      remark: 'Out of this size',
    });
    expect(bySeller.status).toBe(200);
    expect((await orderOf(buyer, own._id)).creditNoteNumber).toMatch(CREDIT_NUMBER);
  });

  it('numbers the invoices of 20 concurrent payments consecutively, with no gap', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
    const started: string[] = [];
    for (const user of buyers) started.push(await kit.startBuyNow(user, shopTee));
    const made = await Promise.all(buyers.map((user, i) => kit.complete(user, started[i]!)));
    expect(new Set(made.map((o) => o.invoiceNumber)).size).toBe(20);

    const year = financialYearOf(new Date());
    const all = await t.database.db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.financialYear, year));
    const sequences = all.map((r) => r.sequence).sort((a, b) => a - b);
    // Every invoice of the year so far, this file's earlier ones too: 1, 2, 3, … with no gap.
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    const [counter] = await t.database.db
      .select()
      .from(documentSeries)
      .where(eq(documentSeries.series, 'invoice'));
    expect(counter).toMatchObject({ financialYear: year, lastNumber: sequences.length });
    expect(
      all.every((r) => r.number.startsWith(`${DOCUMENT_SERIES.invoice}/${year.slice(2)}/`)),
    ).toBe(true);
  });
});
