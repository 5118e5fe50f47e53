import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { invoiceKit } from '../../../test/invoice-fixtures';
import { startSmtpTestServer } from '../../../test/smtp-test-server';
import { invoices } from '../../db/schema';
import { TAX_DOCUMENT_LAYOUT_VERSION } from './invoice-pdf';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// A tax document is drawn once, in the worker pool, and stored (docs/decisions/0064): the
// download, the next download and the order confirmation's attachment are the same bytes, read
// from the storage layer; a document drawn with an older layout is drawn again.
describe.each(testDatabaseKinds())('stored tax documents on %s', (kind) => {
  const t = useTestApp(kind, { env: { SMTP_URL: smtp.url } });
  const kit = invoiceKit(t);
  let buyer: CreatedUser;
  let teeId: string;

  beforeAll(async () => {
    const seller = await createUser(t.app);
    buyer = await createUser(t.app);
    teeId = (await createDesign(t.app, seller.user._id)).id;
  });

  const rowOf = async (orderId: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;

  it('draws the invoice once after it is issued and serves the stored bytes every time', async () => {
    const order = await kit.buyNow(buyer, teeId);
    expect((await rowOf(order._id)).pdfKey).toBeNull();

    // The job draws what was issued since it last ran.
    expect(await t.app.services.invoices.renderDue()).toBeGreaterThanOrEqual(1);
    const row = await rowOf(order._id);
    expect(row.pdfKey).toMatch(/^documents\/tax\/invoices\/.+\.pdf$/);
    expect(row.pdfLayoutVersion).toBe(TAX_DOCUMENT_LAYOUT_VERSION);
    const stored = (await t.app.services.storage.read(row.pdfKey!))!;
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');

    const first = await kit.download('invoice', order._id, buyer.token);
    const second = await kit.download('invoice', order._id, buyer.token);
    expect(first.status).toBe(200);
    expect(sha(first.bytes)).toBe(sha(stored));
    expect(sha(second.bytes)).toBe(sha(stored));

    await t.app.services.mail.sendDue(new Date(Date.now() + 60_000));
    const confirmation = smtp
      .toBesidesWelcome(buyer.user.email)
      .find((mail) => mail.attachments.some((a) => a.contentType === 'application/pdf'));
    expect(confirmation).toBeDefined();
    expect(sha(confirmation!.attachments[0]!.content)).toBe(sha(stored));
    // Nothing left for the job: the document is not drawn twice.
    expect(await rowOf(order._id)).toMatchObject({ pdfKey: row.pdfKey });
  });

  it('is a private file: /files does not serve it to anyone', async () => {
    const order = await kit.buyNow(buyer, teeId);
    await kit.download('invoice', order._id, buyer.token);
    const { pdfKey } = await rowOf(order._id);
    expect(pdfKey).toBeTruthy();
    const anonymous = await t.app.inject({ method: 'GET', url: `/files/${pdfKey}` });
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: `/files/${pdfKey}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect([anonymous.statusCode, asBuyer.statusCode]).toEqual([401, 404]);
  });

  it('draws it again when its layout is older, or its file went missing', async () => {
    const order = await kit.buyNow(buyer, teeId);
    await kit.download('invoice', order._id, buyer.token);
    const drawn = await rowOf(order._id);
    // Drawing is deterministic: the same snapshot gives the same bytes, under the same key.
    await t.database.db
      .update(invoices)
      .set({ pdfLayoutVersion: 0 })
      .where(eq(invoices.id, drawn.id));
    await t.app.services.storage.remove(drawn.pdfKey!);
    expect(await t.app.services.invoices.renderDue()).toBeGreaterThanOrEqual(1);
    const redrawn = await rowOf(order._id);
    expect(redrawn.pdfLayoutVersion).toBe(TAX_DOCUMENT_LAYOUT_VERSION);
    expect(redrawn.pdfKey).toBe(drawn.pdfKey);
    expect(await t.app.services.storage.exists(redrawn.pdfKey!)).toBe(true);

    // A file deleted behind the database's back is drawn again on the next download.
    await t.app.services.storage.remove(redrawn.pdfKey!);
    const again = await kit.download('invoice', order._id, buyer.token);
    expect(again.status).toBe(200);
    expect(await t.app.services.storage.exists(redrawn.pdfKey!)).toBe(true);
  });
});
