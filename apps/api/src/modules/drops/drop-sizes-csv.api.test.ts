import {
  DROP_MESSAGES,
  DROP_OWNER_MESSAGES,
  DROP_SIZES_COLUMNS,
  DROP_SIZES_ROWS,
  CUSTOMIZATION_FEE_PAISE,
  dropSizesFileName,
  shortOrderId,
  toRupees,
  type Drop,
} from '@campus-threads/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { dropJoining } from '../../../test/drop-joining';
import {
  bearer,
  buildDeliveryDetails,
  createAdmin,
  createDesign,
  createUser,
  type CreatedUser,
} from '../../../test/factories';

type CsvRow = Record<(typeof DROP_SIZES_COLUMNS)[number], string>;

// GET /api/drops/:id/sizes.csv (docs/decisions/0049): the drop's size tally and one row per buyer's
// line, for its owner or an admin; cancelled orders do not count; contact details only for whoever
// delivers the order.
describe.each(testDatabaseKinds())('the size tally CSV of a drop on %s', (kind) => {
  const t = useTestApp(kind, { env: { DROP_MIN_LEAD_SECONDS: '5' } });
  const { openDrop } = dropsKit(t);
  const { join, pay, joinAndPay, ordersOfDrop, deliveryOf } = dropJoining(t);
  let owner: CreatedUser;
  let otherSeller: CreatedUser;
  let admin: CreatedUser;
  let buyers: CreatedUser[];
  let selfDelivered: Drop;
  let shopDelivered: Drop;

  const sizesOf = (drop: Pick<Drop, '_id'>, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/drops/${drop._id}/sizes.csv`,
      headers: token ? bearer(token) : {},
    });

  const rowsOf = (csv: string): CsvRow[] => parse(csv, { columns: true, bom: true });

  /** The tally rows as "size/colour" → quantity, and the Total row's quantity. */
  function tally(rows: CsvRow[]) {
    const counts = Object.fromEntries(
      rows
        .filter((r) => r.Row === DROP_SIZES_ROWS.tally)
        .map((r) => [`${r.Size}/${r.Colour}`, Number(r.Quantity)]),
    );
    const total = rows.find((r) => r.Row === DROP_SIZES_ROWS.total)?.Quantity;
    return { counts, total: Number(total) };
  }

  beforeAll(async () => {
    owner = await createUser(t.app);
    otherSeller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    buyers = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    // The owner ships this design (Self Service); the shop ships the other.
    const self = await createDesign(t.app, owner.user._id, {
      sizes: ['S', 'M', 'L'],
      deliverWithPlatform: false,
      customizable: true,
      customizableParts: ['Back'],
    });
    const shop = await createDesign(t.app, owner.user._id);
    // It closes a minute ahead with two people, so that one order can then be cancelled by hand.
    selfDelivered = await openDrop(owner, self.id, {
      title: 'Hostel 7 Fest Tee',
      minQuantity: 2,
      tiers: [],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    shopDelivered = await openDrop(owner, shop.id, { title: 'Shop Printed Tee', tiers: [] });

    // A drop's t-shirts carry no name (decision 0054): a join with one is refused.
    const named = await join(buyers[0]!, selfDelivered, {
      item: { size: 'L', quantity: 2, wantsCustomization: true, customName: 'ANU' },
      body: {
        amount:
          (selfDelivered.basePrice + toRupees(CUSTOMIZATION_FEE_PAISE)) * 2 +
          (await deliveryOf(self.id)),
      },
    });
    expect(named.status).toBe(422);
    expect(named.body).toMatchObject({ message: DROP_MESSAGES.noName });

    // Two joins that count: 2 × L Black, 1 × M White.
    const first = await join(buyers[0]!, selfDelivered, {
      item: { size: 'L', quantity: 2 },
      body: {
        amount: selfDelivered.basePrice * 2 + (await deliveryOf(self.id)),
        deliveryDetails: buildDeliveryDetails({ fullName: 'Anu Bora', phone: '9876501234' }),
      },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await pay(buyers[0]!, first.body.merchantOrderId)).body.state).toBe('COMPLETED');
    expect((await joinAndPay(buyers[1]!, selfDelivered, { color: 'White' })).body.state).toBe(
      'COMPLETED',
    );
    // A third join whose order the admin cancels once the drop has succeeded: it leaves the tally.
    expect((await joinAndPay(buyers[2]!, selfDelivered, { size: 'S' })).body.state).toBe(
      'COMPLETED',
    );
    const closedAt = new Date(new Date(selfDelivered.deadline).getTime() + 1000);
    expect(await t.app.services.flows.closeDueDrops(closedAt)).toBe(1);
    const cancelled = (await ordersOfDrop(selfDelivered._id)).find(
      (o) => o.userId === buyers[2]!.user._id,
    )!;
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelled.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled', remark: 'Asked to cancel' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect((await joinAndPay(buyers[0]!, shopDelivered, { size: 'XL' })).body.state).toBe(
      'COMPLETED',
    );
  });

  it('gives the owner the tally and one row per buyer, as an attachment named by the slug', async () => {
    const response = await sizesOf(selfDelivered, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${dropSizesFileName(selfDelivered.slug)}"`,
    );
    const rows = rowsOf(response.body);
    expect(Object.keys(rows[0]!)).toEqual([...DROP_SIZES_COLUMNS]);
    expect(tally(rows)).toEqual({ counts: { 'M/White': 1, 'L/Black': 2 }, total: 3 });
    // Sizes in the shop's order: M before L.
    expect(rows.filter((r) => r.Row === DROP_SIZES_ROWS.tally).map((r) => r.Size)).toEqual([
      'M',
      'L',
    ]);

    const orders = await ordersOfDrop(selfDelivered._id);
    const anu = orders.find((o) => o.userId === buyers[0]!.user._id)!;
    const buyerRows = rows.filter((r) => r.Row === DROP_SIZES_ROWS.order);
    expect(buyerRows).toHaveLength(2);
    expect(buyerRows[0]).toMatchObject({
      'Order ID': shortOrderId(anu.id),
      'Order Status': 'confirmed',
      Buyer: 'Anu Bora',
      Phone: '9876501234',
      Email: 'ananya@example.com',
      Address: 'Room 12, Kapili Hostel, Tezpur University',
      District: 'Sonitpur',
      State: 'Assam',
      'PIN Code': '784028',
      Size: 'L',
      Colour: 'Black',
      Quantity: '2',
    });
    expect(buyerRows[1]).toMatchObject({ Size: 'M', Colour: 'White' });
    expect(Object.keys(buyerRows[0]!)).not.toContain('Personalised Name');
  });

  it("gives an admin any drop's CSV with the buyers' details", async () => {
    const response = await sizesOf(shopDelivered, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const rows = rowsOf(response.body);
    expect(tally(rows)).toEqual({ counts: { 'XL/Black': 1 }, total: 1 });
    expect(rows.find((r) => r.Row === DROP_SIZES_ROWS.order)).toMatchObject({
      Address: 'Room 12, Kapili Hostel, Tezpur University',
      'PIN Code': '784028',
    });
  });

  it('keeps the contact and address of an order the shop delivers from its owner', async () => {
    const response = await sizesOf(shopDelivered, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const [line] = rowsOf(response.body).filter((r) => r.Row === DROP_SIZES_ROWS.order);
    expect(line).toMatchObject({
      Buyer: 'Ananya Das',
      Size: 'XL',
      Phone: '',
      Email: '',
      Address: DROP_OWNER_MESSAGES.deliveredByShop,
      'PIN Code': '',
    });
  });

  it('refuses another seller (403), a guest (401) and an id that names no drop (404)', async () => {
    const stranger = await sizesOf(selfDelivered, otherSeller.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: DROP_OWNER_MESSAGES.notSizesViewer });
    // A buyer of the drop is no more its owner than anyone else.
    expect((await sizesOf(selfDelivered, buyers[0]!.token)).statusCode).toBe(403);
    expect((await sizesOf(selfDelivered)).statusCode).toBe(401);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await sizesOf({ _id: id }, owner.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: DROP_MESSAGES.dropNotFound });
    }
  });

  it('writes the header and a zero total for a drop nobody has joined', async () => {
    const empty = await openDrop(owner, selfDelivered.designId!, { title: 'Nobody Yet Tee' });
    const response = await sizesOf(empty, owner.token);
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows).toEqual([expect.objectContaining({ Row: DROP_SIZES_ROWS.total, Quantity: '0' })]);
  });
});
