import {
  formatRupees,
  PAYOUT_MESSAGES,
  periodBounds,
  toPaise,
  toRupees,
  type AdminPayoutRow,
  type AdminPayoutsResponse,
  type Payout,
  type RecordPayoutInput,
} from '@campus-threads/contract';
import { and, asc, eq, gte, isNotNull, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { earnings, payoutDetails, payouts } from '../../db/schema/earnings';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { NotificationsService } from '../notifications/notifications.service';
import { joinSeller, sellerContact, sellerIsAdmin } from '../users/seller-names';
import type { UsersService } from '../users/users.service';
import { entrySums, payoutSum, toBalance, toSummary } from './earning-balances';
import { coveredEntries, lockOpenLedger, markPaid } from './payout-coverage';
import { lockSellerLedgers } from './seller-ledger-lock';
import { toPayout } from './seller-earnings.service';
import type { PayoutExportRow } from './payouts-export';

/** Who a row is about, as the admin's list and the CSV name them. */
const sellerNameEmail = {
  sellerName: sellerContact.sellerName,
  sellerEmail: sellerContact.sellerEmail,
};

type SellerFacts = {
  sellerName: string;
  sellerEmail: string;
  upiId: string | null;
  pendingPaise: number;
  settledPaise: number;
  paidPaise: number;
  lastPayoutAt: Date | null;
};

/**
 * The admin's side of the ledger (docs/decisions/0048): every seller's balances, recording a
 * payout made outside the shop, and the payouts of a period for the CSV.
 */
export function createPayouts(deps: {
  db: Db;
  notifications: NotificationsService;
  users: Pick<UsersService, 'findById'>;
  now: () => Date;
}) {
  const { db, notifications, users } = deps;

  /**
   * GET /api/admin/payouts: one row per user with entries or payout details, most available first.
   * Admins are left out, with their totals: the shop does not pay itself (docs/decisions/0057).
   */
  async function list(): Promise<AdminPayoutsResponse> {
    const now = deps.now();
    const [entryRows, payoutRows, detailRows] = await Promise.all([
      db
        .select({ sellerId: earnings.sellerId, ...sellerNameEmail, ...entrySums(now) })
        .from(earnings)
        .innerJoin(...joinSeller(earnings.sellerId))
        .where(eq(sellerIsAdmin, false))
        .groupBy(earnings.sellerId, sellerContact.sellerName, sellerContact.sellerEmail),
      db
        .select({ sellerId: payouts.sellerId, paise: payoutSum, last: max(payouts.createdAt) })
        .from(payouts)
        .where(isNotNull(payouts.sellerId))
        .groupBy(payouts.sellerId),
      db
        .select({
          sellerId: payoutDetails.sellerId,
          upiId: payoutDetails.upiId,
          ...sellerNameEmail,
        })
        .from(payoutDetails)
        .innerJoin(...joinSeller(payoutDetails.sellerId))
        .where(eq(sellerIsAdmin, false)),
    ]);
    const sellers = new Map<string, SellerFacts>();
    const facts = (id: string, name: string, email: string) => {
      const known = sellers.get(id);
      if (known) return known;
      const fresh: SellerFacts = {
        sellerName: name,
        sellerEmail: email,
        upiId: null,
        pendingPaise: 0,
        settledPaise: 0,
        paidPaise: 0,
        lastPayoutAt: null,
      };
      sellers.set(id, fresh);
      return fresh;
    };
    for (const row of entryRows) {
      Object.assign(facts(row.sellerId!, row.sellerName, row.sellerEmail), {
        pendingPaise: row.pendingPaise,
        settledPaise: row.settledPaise,
      });
    }
    for (const row of detailRows)
      facts(row.sellerId, row.sellerName, row.sellerEmail).upiId = row.upiId;
    for (const row of payoutRows) {
      const known = sellers.get(row.sellerId!);
      // A payout needs payout details, and they go only with the account: a seller paid is listed.
      if (known) Object.assign(known, { paidPaise: row.paise, lastPayoutAt: row.last });
    }
    const rows = [...sellers].map(([sellerId, f]) => {
      const balance = toBalance(f, f.paidPaise);
      return {
        row: {
          sellerId,
          sellerName: f.sellerName,
          sellerEmail: f.sellerEmail,
          upiId: f.upiId,
          ...toSummary(balance),
          lastPayoutAt: f.lastPayoutAt?.toISOString() ?? null,
        } satisfies AdminPayoutRow,
        balance,
      };
    });
    rows.sort(
      (a, b) =>
        b.balance.availablePaise - a.balance.availablePaise ||
        a.row.sellerName.localeCompare(b.row.sellerName),
    );
    const total = (key: keyof (typeof rows)[number]['balance']) =>
      rows.reduce((sum, r) => sum + r.balance[key], 0);
    return {
      sellers: rows.map((r) => r.row),
      totals: {
        pending: toRupees(total('pendingPaise')),
        available: toRupees(total('availablePaise')),
        paid: toRupees(total('paidPaise')),
      },
    };
  }

  /**
   * POST /api/admin/payouts. The seller's payout_details row is locked while the available
   * balance is summed and the payout written, so concurrent payouts of the whole balance make
   * exactly one (the others then see nothing left). Refused: an unknown seller (404), one without
   * a UPI id, nothing available or more than is available (409). The entries the payouts now
   * cover are marked paid, the change is audited and the seller told, all in that transaction.
   */
  async function record(actor: AuditActor, input: RecordPayoutInput): Promise<Payout> {
    const seller = isUuid(input.sellerId) ? await users.findById(input.sellerId) : undefined;
    if (!seller) throw new AppError('NOT_FOUND', PAYOUT_MESSAGES.sellerNotFound);
    const amountPaise = toPaise(input.amount);
    const now = deps.now();
    return db.transaction(async (tx) => {
      // First the seller's ledger lock, which a balance collection and a return's reversal take
      // too: an entry they write now is counted here or waits for this payout (0057).
      await lockSellerLedgers(tx, [seller.id]);
      const [details] = await tx
        .select()
        .from(payoutDetails)
        .where(eq(payoutDetails.sellerId, seller.id))
        .for('update');
      if (!details) throw new AppError('CONFLICT', PAYOUT_MESSAGES.noPayoutDetails);
      const { open, creditPaise, availablePaise } = await lockOpenLedger(tx, seller.id, now);
      if (availablePaise <= 0) throw new AppError('CONFLICT', PAYOUT_MESSAGES.nothingAvailable);
      if (amountPaise > availablePaise)
        throw new AppError('CONFLICT', PAYOUT_MESSAGES.amountTooHigh(formatRupees(availablePaise)));
      const [payout] = await tx
        .insert(payouts)
        .values({
          sellerId: seller.id,
          amountPaise,
          reference: input.reference,
          upiId: details.upiId,
          recordedBy: actor.id,
          createdAt: now,
        })
        .returning();
      const covered = await markPaid(
        tx,
        coveredEntries(open, creditPaise + amountPaise),
        payout!.id,
      );
      await recordAudit(tx, actor, {
        action: 'payout.record',
        entityType: 'user',
        entityId: seller.id,
        before: null,
        after: {
          payoutId: payout!.id,
          amount: input.amount,
          reference: input.reference,
          upiId: details.upiId,
          entriesPaid: covered,
        },
      });
      await notifications.notify(
        [
          {
            userId: seller.id,
            type: 'PAYOUT_SENT',
            message: PAYOUT_MESSAGES.sellerNotice(formatRupees(amountPaise), input.reference),
          },
        ],
        tx,
      );
      return toPayout(payout!);
    });
  }

  /** The payouts recorded on the days `from`..`to` (India), oldest first, for the CSV. */
  async function inPeriod(from: string, to: string): Promise<PayoutExportRow[]> {
    const { start, end } = periodBounds(from, to);
    const rows = await db
      .select({
        id: payouts.id,
        createdAt: payouts.createdAt,
        amountPaise: payouts.amountPaise,
        reference: payouts.reference,
        upiId: payouts.upiId,
        recordedBy: payouts.recordedBy,
        ...sellerNameEmail,
      })
      .from(payouts)
      .leftJoin(...joinSeller(payouts.sellerId))
      .where(and(gte(payouts.createdAt, start!), lt(payouts.createdAt, end!)))
      .orderBy(asc(payouts.createdAt), asc(payouts.id));
    // The admins who recorded them: a handful of accounts, looked up once each.
    const recorderIds = [...new Set(rows.flatMap((r) => (r.recordedBy ? [r.recordedBy] : [])))];
    const recorders = new Map(
      await Promise.all(
        recorderIds.map(async (id) => [id, (await users.findById(id))?.fullName ?? ''] as const),
      ),
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      amountPaise: r.amountPaise,
      reference: r.reference,
      upiId: r.upiId,
      sellerName: r.sellerName ?? '',
      sellerEmail: r.sellerEmail ?? '',
      recordedBy: r.recordedBy ? (recorders.get(r.recordedBy) ?? '') : '',
    }));
  }

  return { list, record, inPeriod };
}

export type PayoutsService = ReturnType<typeof createPayouts>;
