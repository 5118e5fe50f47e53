import {
  BILL_OF_SUPPLY_NOTE,
  formatRupees,
  gstLine,
  SITE,
  TAX_DOCUMENT_TITLES,
  toPaise,
  type Order,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { invoiceKit } from '../../../test/invoice-fixtures';
import { invoices } from '../../db/schema';

const REGISTERED_GSTIN = '18AABCC1234D1ZA';

// Until an admin sets the GSTIN the shop is not registered under GST and may not charge it: each
// paid order gets a bill of supply, numbered in the invoice series (docs/decisions/0060).
describe.each(testDatabaseKinds())('bills of supply without a GSTIN on %s', (kind) => {
  const t = useTestApp(kind, { env: { SHOP_GSTIN: '' } });
  const { call, buyNow, documentText } = invoiceKit(t);
  let admin: CreatedUser;
  let buyer: CreatedUser;
  let tee: string;

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    buyer = await createUser(t.app);
    tee = (await createDesign(t.app, (await createUser(t.app)).user._id, { pricePaise: 49_900 }))
      .id;
  });

  const snapshotOf = async (orderId: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!.snapshot;

  it('issues a bill of supply with no tax lines, and a credit note against it without tax', async () => {
    const order = await buyNow(buyer, tee);
    const totalPaise = toPaise(order.totalAmount);
    const snapshot = await snapshotOf(order._id);
    expect(snapshot.documentType).toBe('bill_of_supply');
    expect(snapshot.supplier.gstin).toBe('');
    expect(snapshot.lines[0]).toMatchObject({ hsn: '6109', rateBasisPoints: 0, taxPaise: 0 });
    expect(snapshot.totals).toMatchObject({ taxPaise: 0, taxablePaise: totalPaise, totalPaise });

    const text = await documentText('invoice', order._id, buyer.token);
    for (const words of [
      TAX_DOCUMENT_TITLES.billOfSupply,
      order.invoiceNumber!,
      'GSTIN: not registered',
      BILL_OF_SUPPLY_NOTE,
      `Invoice total ${formatRupees(totalPaise)}`,
    ])
      expect(text).toContain(words);
    for (const words of [TAX_DOCUMENT_TITLES.taxInvoice, 'CGST', 'SGST', 'IGST', 'Total tax'])
      expect(text).not.toContain(words);

    const cancelled = await call<Order>('PATCH', `/api/orders/${order._id}/status`, admin.token, {
      status: 'cancelled',
      remark: 'The print run failed',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const note = await documentText('credit-note', order._id, buyer.token);
    expect(note).toContain(TAX_DOCUMENT_TITLES.creditNote);
    expect(note).toContain(
      `This credit note cancels bill of supply ${order.invoiceNumber} in full.`,
    );
    for (const words of ['CGST', 'SGST', 'IGST', 'Total tax', 'tax invoice'])
      expect(note).not.toContain(words);
  });

  it('issues tax invoices with GST once an admin sets the GSTIN', async () => {
    const saved = await call('PUT', '/api/admin/settings', admin.token, {
      siteName: SITE.name,
      siteDescription: SITE.tagline,
      maintenanceMode: false,
      deliverablePinCodes: [...SITE.defaultDeliverablePinCodes],
      shopGstin: REGISTERED_GSTIN,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const order = await buyNow(buyer, tee);
    const snapshot = await snapshotOf(order._id);
    expect(snapshot.documentType).toBeUndefined();
    const expected = gstLine(toPaise(order.totalAmount), 500, true);
    expect(snapshot.lines[0]).toMatchObject(expected);
    const text = await documentText('invoice', order._id, buyer.token);
    expect(text).toContain(TAX_DOCUMENT_TITLES.taxInvoice);
    expect(text).toContain(`GSTIN: ${REGISTERED_GSTIN}`);
    expect(text).toContain(`CGST ${formatRupees(expected.cgstPaise)}`);
    expect(text).not.toContain(BILL_OF_SUPPLY_NOTE);
  });
});
