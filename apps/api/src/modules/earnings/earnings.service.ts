import type { Db } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { createEarningsLedger, type EarningsLedgerDeps } from './earnings-ledger';
import { createPayouts } from './payouts.service';
import { createSellerEarnings } from './seller-earnings.service';

/**
 * The earnings module (docs/decisions/0048): it owns `earnings`, `payouts` and `payout_details`.
 * `ledger` is what the order flows (apps/api/src/flows) call inside the transactions of the
 * events they run; the rest answers sellers and admins. `now` is the clock states and payouts are read at (tests pass their own).
 */
export function createEarningsService(
  deps: EarningsLedgerDeps & {
    db: Db;
    notifications: NotificationsService;
    users: Pick<UsersService, 'findById'>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  return {
    ledger: createEarningsLedger({ rates: deps.rates, holdDays: deps.holdDays }),
    ...createSellerEarnings({ db: deps.db, holdDays: deps.holdDays, now }),
    payouts: createPayouts({
      db: deps.db,
      notifications: deps.notifications,
      users: deps.users,
      now,
    }),
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
