import {
  DROP_MESSAGES,
  DROP_SLUG_PATTERN,
  toRupees,
  type AdminDropsResponse,
  type DropListItem,
  type DropResponse,
  type DropStatus,
  type OwnerDropsResponse,
} from '@campus-threads/contract';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drops } from '../../db/schema/drops';
import { AppError } from '../../lib/errors';
import { thumbnailUrl } from '../../lib/file-urls';
import { pageOffset, toPagination } from '../../lib/pagination';
import { designsByIds } from '../designs/design-lookups';
import type { DesignsService } from '../designs/designs.service';
import { toTshirt } from '../designs/tshirt-presenter';
import { joinSeller, sellerName } from '../users/seller-names';
import { priceNowPaise, toDrop } from './drop-presenter';

/** Longer than any slug `dropSlug` makes; anything longer is no drop's. */
const SLUG_MAX = 80;

type Page = { page: number; limit: number };

/** One of a buyer's orders of a drop (the orders module's `dropJoinsOf`). */
export type DropJoinLine = {
  orderId: string;
  size: string | null;
  color: string | null;
  quantity: number;
  totalPaise: number;
};

/** The drop page's read and the owner's and admin's lists (docs/decisions/0049). */
export function createDropReads(deps: {
  db: Db;
  designs: Pick<DesignsService, 'findWithSeller'>;
  joinsOf?: (dropId: string, userId: string) => Promise<DropJoinLine[]>;
  now: () => Date;
}) {
  const { db } = deps;

  /**
   * GET /api/drops/:slug, for anyone: the drop and its design as the product page shows it, in
   * any status (a drop stays readable after it closes). The admin's remarks on a design are for
   * its seller, never for the drop's visitors. `viewerId`: the signed-in reader, told their own
   * joins (decision 0054).
   */
  async function bySlug(slug: string, viewerId: string | null = null): Promise<DropResponse> {
    const [row] =
      slug.length <= SLUG_MAX && DROP_SLUG_PATTERN.test(slug)
        ? await db.select().from(drops).where(eq(drops.slug, slug)).limit(1)
        : [];
    const design = row?.designId ? await deps.designs.findWithSeller(row.designId) : undefined;
    if (!row || !design) throw new AppError('NOT_FOUND', DROP_MESSAGES.dropNotFound);
    const joins = viewerId && deps.joinsOf ? await deps.joinsOf(row.id, viewerId) : [];
    return {
      drop: toDrop(row),
      design: { ...toTshirt(design, 'page', deps.now()), adminRemarks: null },
      mine: joins.map((j) => ({
        orderId: j.orderId,
        size: j.size,
        color: j.color,
        quantity: j.quantity,
        paid: toRupees(j.totalPaise),
      })),
    };
  }

  /** One page of drops, newest first, with the owner's name and the design's title and picture. */
  async function page(where: SQL | undefined, { page, limit }: Page) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ drop: drops, ownerName: sellerName })
        .from(drops)
        .innerJoin(...joinSeller(drops.ownerId))
        .where(where)
        .orderBy(desc(drops.createdAt), desc(drops.id))
        .limit(limit)
        .offset(pageOffset(page, limit)),
      db.select({ n: count() }).from(drops).where(where),
    ]);
    const designIds = [...new Set(rows.flatMap((r) => (r.drop.designId ? [r.drop.designId] : [])))];
    const designs = new Map((await designsByIds(db, designIds)).map((d) => [d.id, d]));
    const items = rows.map(({ drop, ownerName }): DropListItem => {
      const design = drop.designId ? designs.get(drop.designId) : undefined;
      const picture = design?.colorVariants[0]?.images[0];
      return {
        ...toDrop(drop),
        ownerName,
        designTitle: design?.title ?? null,
        designImage: picture ? thumbnailUrl(picture) : null,
        // A failed or cancelled drop paid everyone back: it raised nothing.
        raised: toRupees(
          drop.status === 'failed' || drop.status === 'cancelled'
            ? 0
            : drop.quantity * priceNowPaise(drop),
        ),
      };
    });
    return { drops: items, pagination: toPagination(page, limit, total?.n ?? 0) };
  }

  /** GET /api/drops/mine: the caller's own drops (the drops_owner index). */
  function mine(ownerId: string, query: Page): Promise<OwnerDropsResponse> {
    return page(eq(drops.ownerId, ownerId), query);
  }

  /** GET /api/admin/drops: every drop, of one status when asked. */
  function all(query: Page & { status?: DropStatus }): Promise<AdminDropsResponse> {
    return page(query.status ? eq(drops.status, query.status) : undefined, query);
  }

  return { bySlug, mine, all };
}
