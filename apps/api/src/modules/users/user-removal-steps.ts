import type { Db } from '../../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What one module did to a deleted account's rows (docs/decisions/0018). */
export type UserRemovalOutcome = {
  /** Counts for the deletion's audit entry, by name (`cartLines: 2`). */
  audit: Record<string, number>;
  /** Orders the account was to ship that are still open: the admin's answer names them. */
  openOrdersToFulfil?: number;
  /** Runs once the deletion committed (the catalogue drops its cached totals). */
  afterCommit?: () => void | Promise<void>;
};

/**
 * One module's part of deleting an account, run in the deletion's transaction. Each module that
 * keeps a user's rows exports its step and app.ts hands the list to the users module, so users
 * imports none of them (docs/decisions/0037).
 */
export type UserRemovalStep = (tx: Tx, userId: string) => Promise<UserRemovalOutcome>;
