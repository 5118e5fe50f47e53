import { DROP_MESSAGES } from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops } from '../../db/schema/drops';
import { AppError } from '../../lib/errors';
import { designsByIds } from '../designs/design-lookups';

/**
 * Joining a drop (docs/decisions/0049), as the payments module calls it: `dropForJoining` when a
 * payment is created (the rules, read without a lock, each refusal a contract text) and
 * `claimDropPlaces` in the transaction that completes the payment, which takes the places under
 * the drop's row lock. Payments never touches the drops table itself.
 */

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'update'>;

/** The one t-shirt line a buyer joins with. */
export type JoiningLine = {
  designId: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
};

/** What a payment needs of the drop it joins; size and colour as the design spells them. */
export type JoinableDrop = {
  id: string;
  title: string;
  basePricePaise: number;
  size: string;
  color: string;
};

const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const field = (name: string, message: string) => [{ field: name, message }];

/**
 * The drop `slug` names, if this line may join it now: 404 for no such drop, 422 for a line of
 * another design or a size or colour the design lacks, 409 when the drop is not open, past its
 * deadline or has too few places left. The hard maximum is `claimDropPlaces`'s, under the lock.
 */
export async function dropForJoining(
  db: Reader,
  slug: string,
  line: JoiningLine,
  now: Date,
): Promise<JoinableDrop> {
  const [row] = await db.select().from(drops).where(eq(drops.slug, slug)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
  if (!line.designId || line.designId !== row.designId)
    throw new AppError('VALIDATION', DROP_MESSAGES.joinOneLine);
  if (row.status !== 'open') throw new AppError('CONFLICT', DROP_MESSAGES.notOpen);
  if (row.deadline.getTime() <= now.getTime())
    throw new AppError('CONFLICT', DROP_MESSAGES.pastDeadline);
  if (row.maxQuantity !== null && row.quantity + line.quantity > row.maxQuantity)
    throw new AppError('CONFLICT', DROP_MESSAGES.full(row.maxQuantity - row.quantity));
  const [design] = await designsByIds(db, [row.designId]);
  if (!design) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
  const size = design.sizes.find((s) => same(s, line.size));
  if (!size) {
    const message = DROP_MESSAGES.sizeNotOffered(line.size ?? '');
    throw new AppError('VALIDATION', message, field('items.0.size', message));
  }
  const variant = design.colorVariants.find((v) => same(v.color, line.color));
  if (!variant) {
    const message = DROP_MESSAGES.colorNotOffered(line.color ?? '');
    throw new AppError('VALIDATION', message, field('items.0.color', message));
  }
  return {
    id: row.id,
    title: row.title,
    basePricePaise: row.basePricePaise,
    size,
    color: variant.color,
  };
}

/**
 * In the transaction that completes a joining payment: locks the drop's row (`for update`), and if
 * it is still open, before its deadline and has room for every unit under its maximum, adds them
 * to `quantity` and the size tally and answers null. Otherwise nothing changes and the answer is
 * why the payment can make no order (it is refunded whole, docs/decisions/0030), a contract text.
 */
export async function claimDropPlaces(
  tx: Writer,
  dropId: string,
  lines: readonly { size: string | null; quantity: number }[],
  now: Date,
): Promise<string | null> {
  const [row] = await tx.select().from(drops).where(eq(drops.id, dropId)).for('update');
  if (!row) return DROP_MESSAGES.closedWhilePaying('');
  if (row.status !== 'open' || row.deadline.getTime() <= now.getTime())
    return DROP_MESSAGES.closedWhilePaying(row.title);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (row.maxQuantity !== null && row.quantity + units > row.maxQuantity)
    return DROP_MESSAGES.filledWhilePaying(row.title);
  const sizeTally = { ...row.sizeTally };
  for (const line of lines) {
    const size = line.size ?? '';
    sizeTally[size] = (sizeTally[size] ?? 0) + line.quantity;
  }
  await tx
    .update(drops)
    .set({ quantity: row.quantity + units, sizeTally, updatedAt: now })
    .where(eq(drops.id, dropId));
  return null;
}

/** The drop a paid joining made an order for, as its join e-mail names it (decision 0054). */
export async function joinedDrop(
  db: Reader,
  dropId: string,
): Promise<{ title: string; slug: string; deadline: Date; minQuantity: number } | null> {
  const [row] = await db
    .select({
      title: drops.title,
      slug: drops.slug,
      deadline: drops.deadline,
      minQuantity: drops.minQuantity,
    })
    .from(drops)
    .where(eq(drops.id, dropId))
    .limit(1);
  return row ?? null;
}
