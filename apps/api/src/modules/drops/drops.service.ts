import type { Db } from '../../db/client';
import type { DesignsService } from '../designs/designs.service';
import { createDropReads, type DropJoinLine } from './drop-reads';
import { createDropSizesExport, type DropBuyerLine } from './drop-sizes-csv';
import { createDropOpening } from './open-drop';

/**
 * The drops module (docs/decisions/0049): it owns `drops`. It reads designs through the designs
 * module's own functions and copies the price onto the drop. `now` is the clock every rule reads
 * (tests pass their own).
 */
export function createDropsService(deps: {
  db: Db;
  designs: Pick<DesignsService, 'findWithSeller'>;
  /** The lines of a drop's orders that count, for the size tally CSV (the orders module's read). */
  buyerLines: (dropId: string) => Promise<DropBuyerLine[]>;
  /** A signed-in buyer's orders of a drop that count (the orders module's read; decision 0054). */
  joinsOf?: (dropId: string, userId: string) => Promise<DropJoinLine[]>;
  /** DROP_MIN_LEAD_SECONDS. */
  minLeadSeconds: number;
  now?: () => Date;
  slugSuffix?: () => string;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    ...createDropOpening({
      db: deps.db,
      designs: deps.designs,
      minLeadSeconds: deps.minLeadSeconds,
      now,
      slugSuffix: deps.slugSuffix,
    }),
    ...createDropReads({ db: deps.db, designs: deps.designs, joinsOf: deps.joinsOf, now }),
    ...createDropSizesExport({ db: deps.db, buyerLines: deps.buyerLines }),
  };
}

export type DropsService = ReturnType<typeof createDropsService>;
