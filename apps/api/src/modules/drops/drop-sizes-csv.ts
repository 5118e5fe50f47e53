import {
  DROP_MESSAGES,
  DROP_OWNER_MESSAGES,
  DROP_SIZES_COLUMNS,
  DROP_SIZES_ROWS,
  dropSizesFileName,
  shortOrderId,
  TSHIRT_SIZES,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops } from '../../db/schema/drops';
import { csvText, type CsvCell } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { dropBuyerLines } from '../orders/drop-orders';

/** A line of one of the drop's orders (the orders module's read). */
export type DropBuyerLine = Awaited<ReturnType<typeof dropBuyerLines>>[number];

/** Who asks for the CSV (the signed-in user fits). */
export type SizesViewer = { id: string; isAdmin: boolean };

type Column = (typeof DROP_SIZES_COLUMNS)[number];
type Row = Record<Column, CsvCell>;

const BLANK: Row = Object.fromEntries(DROP_SIZES_COLUMNS.map((c) => [c, ''])) as Row;

/** Sizes in the shop's order (S before XXL), anything else after them by name. */
function sizeRank(size: string): number {
  const at = (TSHIRT_SIZES as readonly string[]).indexOf(size);
  return at < 0 ? TSHIRT_SIZES.length : at;
}

/** Units per size and colour, in size order then by colour. */
export function tallyOf(lines: readonly DropBuyerLine[]) {
  const units = new Map<string, { size: string; colour: string; quantity: number }>();
  for (const line of lines) {
    const size = line.size ?? '';
    const colour = line.color ?? '';
    const key = `${size}\u0000${colour}`;
    const entry = units.get(key) ?? { size, colour, quantity: 0 };
    entry.quantity += line.quantity;
    units.set(key, entry);
  }
  return [...units.values()].sort(
    (a, b) =>
      sizeRank(a.size) - sizeRank(b.size) ||
      a.size.localeCompare(b.size) ||
      a.colour.localeCompare(b.colour),
  );
}

/**
 * The CSV text. A buyer's phone, e-mail and address go to whoever delivers the order: an admin,
 * or the seller who fulfils it (a Self Service design). An owner whose drop the shop delivers
 * sees who joined with what, but not where they live (docs/decisions/0048: no buyer details on an
 * order the shop fulfils).
 */
export function dropSizesCsv(lines: readonly DropBuyerLine[], viewer: SizesViewer): string {
  const tally = tallyOf(lines);
  const rows: Row[] = [
    ...tally.map((t) => ({
      ...BLANK,
      Row: DROP_SIZES_ROWS.tally,
      Size: t.size,
      Colour: t.colour,
      Quantity: t.quantity,
    })),
    {
      ...BLANK,
      Row: DROP_SIZES_ROWS.total,
      Quantity: tally.reduce((sum, t) => sum + t.quantity, 0),
    },
    ...lines.map((line): Row => {
      const d = line.deliveryDetails;
      const delivers = viewer.isAdmin || line.fulfillerId === viewer.id;
      return {
        Row: DROP_SIZES_ROWS.order,
        Size: line.size ?? '',
        Colour: line.color ?? '',
        Quantity: line.quantity,
        'Order ID': shortOrderId(line.orderId),
        'Order Status': line.status,
        Buyer: d.fullName,
        Phone: delivers ? d.phone : '',
        Email: delivers ? d.email : '',
        Address: delivers ? d.address : DROP_OWNER_MESSAGES.deliveredByShop,
        District: delivers ? d.district : '',
        State: delivers ? d.state : '',
        'PIN Code': delivers ? d.pinCode : '',
      };
    }),
  ];
  return csvText(rows, DROP_SIZES_COLUMNS, { header: true });
}

/**
 * GET /api/drops/:id/sizes.csv (docs/decisions/0049): the drop's size tally and its buyers, for
 * its owner or an admin (403 for anyone else; 404 for an id that names no drop). Orders that were
 * cancelled do not count.
 */
export function createDropSizesExport(deps: {
  db: Db;
  buyerLines: (dropId: string) => Promise<DropBuyerLine[]>;
}) {
  async function sizesCsv(
    viewer: SizesViewer,
    id: string,
  ): Promise<{ fileName: string; csv: string }> {
    const [row] = isUuid(id)
      ? await deps.db
          .select({ slug: drops.slug, ownerId: drops.ownerId })
          .from(drops)
          .where(eq(drops.id, id))
          .limit(1)
      : [];
    if (!row) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
    if (!viewer.isAdmin && row.ownerId !== viewer.id)
      throw new AppError('FORBIDDEN', DROP_OWNER_MESSAGES.notSizesViewer);
    const lines = await deps.buyerLines(id);
    return { fileName: dropSizesFileName(row.slug), csv: dropSizesCsv(lines, viewer) };
  }

  return { sizesCsv };
}
