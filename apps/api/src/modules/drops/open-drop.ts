import { randomInt } from 'node:crypto';
import {
  DROP_MESSAGES,
  dropProblems,
  dropSlug,
  toPaise,
  type CreateDropInput,
  type Drop,
} from '@campus-threads/contract';
import type { Db } from '../../db/client';
import { drops } from '../../db/schema/drops';
import type { Viewer } from '../../lib/auth-guard';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { quoteDesign } from '../designs/design-pricing';
import type { DesignsService } from '../designs/designs.service';
import { toDrop } from './drop-presenter';

/** Slugs tried before giving up: 36^6 suffixes make a second try already rare. */
const SLUG_ATTEMPTS = 5;
const SUFFIX_LENGTH = 6;

/** Six random lowercase letters and digits: the end of every slug. */
function randomSuffix(): string {
  return randomInt(0, 36 ** SUFFIX_LENGTH)
    .toString(36)
    .padStart(SUFFIX_LENGTH, '0');
}

export type DropOpeningDeps = {
  db: Db;
  designs: Pick<DesignsService, 'findWithSeller'>;
  /** DROP_MIN_LEAD_SECONDS. */
  minLeadSeconds: number;
  now: () => Date;
  /** The slug's random end (tests pass a fixed one to force a clash). */
  slugSuffix?: () => string;
};

/**
 * POST /api/drops (docs/decisions/0049). Refused, in this order and with nothing written: an
 * unknown design (404), a caller who is neither its seller nor an admin (403), a design not
 * approved (409), then the contract's `dropProblems` against the clock and the price a shopper
 * pays for the design now (422, one error per field). The design's price is copied onto the drop.
 */
export function createDropOpening(deps: DropOpeningDeps) {
  const suffix = deps.slugSuffix ?? randomSuffix;

  async function open(actor: NonNullable<Viewer>, input: CreateDropInput): Promise<Drop> {
    const design = await deps.designs.findWithSeller(input.designId);
    if (!design) throw new AppError('NOT_FOUND', DROP_MESSAGES.designNotFound);
    if (!actor.isAdmin && design.sellerId !== actor.id)
      throw new AppError('FORBIDDEN', DROP_MESSAGES.notDesignOwner);
    if (design.status !== 'approved')
      throw new AppError('CONFLICT', DROP_MESSAGES.designNotApproved);

    const now = deps.now();
    // What a shopper pays for the design now (its sale price while a sale runs), default colour.
    const basePricePaise = quoteDesign(design, undefined, now).finalPrice;
    const problems = dropProblems(input, {
      basePricePaise,
      now,
      minLeadSeconds: deps.minLeadSeconds,
    });
    if (problems.length > 0) throw new AppError('VALIDATION', problems[0]!.message, problems);

    const values = {
      designId: design.id,
      ownerId: actor.id,
      title: input.title,
      description: input.description ?? '',
      deadline: new Date(input.deadline),
      minQuantity: input.minQuantity,
      maxQuantity: input.maxQuantity ?? null,
      tiers: (input.tiers ?? []).map((tier) => ({
        minQuantity: tier.minQuantity,
        pricePaise: toPaise(tier.price),
      })),
      basePricePaise,
      createdAt: now,
      updatedAt: now,
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const [row] = await deps.db
          .insert(drops)
          .values({ ...values, slug: dropSlug(input.title, suffix()) })
          .returning();
        return toDrop(row!);
      } catch (error) {
        // Only the slug is unique: another drop took this one, so draw another suffix.
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  return { open };
}
