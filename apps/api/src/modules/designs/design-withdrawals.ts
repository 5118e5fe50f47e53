import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit-log';
import type { DesignWithdrawal } from './design-lookups';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a higher module does, in the designs' own transaction, when approved designs leave the
 * shop (rejected, edited back into review, withdrawn with their seller's account): the drops
 * module cancels their open drops and refunds the joiners (decision 0055). Answers what to run
 * once the transaction has committed (asking the provider for the refunds).
 */
export type DesignsWithdrawnStep = (
  tx: Tx,
  designIds: readonly string[],
  why: DesignWithdrawal,
  /** The admin who rejected them; null for a seller's edit or an account's deletion. */
  actor: AuditActor | null,
) => Promise<() => Promise<void>>;

/**
 * The steps app/services.ts registers once every module is built (designs cannot import drops:
 * scripts/eslint/module-dependencies.js). `run` runs them all in the caller's transaction and
 * answers one after-commit function.
 */
export function createDesignWithdrawals() {
  const steps: DesignsWithdrawnStep[] = [];
  return {
    register(step: DesignsWithdrawnStep) {
      steps.push(step);
    },
    async run(
      tx: Tx,
      designIds: readonly string[],
      why: DesignWithdrawal,
      actor: AuditActor | null,
    ): Promise<() => Promise<void>> {
      if (designIds.length === 0) return async () => {};
      const after: (() => Promise<void>)[] = [];
      for (const step of steps) after.push(await step(tx, designIds, why, actor));
      return async () => {
        for (const run of after) await run();
      };
    },
  };
}

export type DesignWithdrawals = ReturnType<typeof createDesignWithdrawals>;

/** What a status change means for the drops of an approved design, or null when it stays on sale. */
export function withdrawalOf(from: string, to: string): DesignWithdrawal | null {
  if (from !== 'approved' || to === 'approved') return null;
  return to === 'rejected' ? 'rejected' : 'inReview';
}
