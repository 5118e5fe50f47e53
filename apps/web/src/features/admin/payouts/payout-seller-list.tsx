import {
  EARNING_STATE_LABELS as STATE,
  toPaise,
  type AdminPayoutRow,
} from '@campus-threads/contract';
import { BadgeIndianRupee } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { payoutBlockReason, rupees } from './payout-form';

type ListProps = {
  sellers: readonly AdminPayoutRow[];
  onRecord: (row: AdminPayoutRow) => void;
};

/** The seller's UPI id, or that they have none yet (then nobody can pay them). */
function UpiId({ upiId }: { upiId: string | null }) {
  return upiId ? (
    <span className="font-medium break-all text-ink-800">{upiId}</span>
  ) : (
    <span className="text-zinc-500 italic">No payout details</span>
  );
}

function lastPayout(row: AdminPayoutRow): string {
  return row.lastPayoutAt ? formatDate(row.lastPayoutAt) : 'Never';
}

/** Record payout, or why not (no UPI id, nothing available) under the disabled button. */
function RecordButton({
  row,
  onRecord,
  full,
}: {
  row: AdminPayoutRow;
  onRecord: ListProps['onRecord'];
  full?: boolean;
}) {
  const id = useId();
  const reason = payoutBlockReason(row);
  return (
    <div className={cn('space-y-1', full ? 'w-full' : 'ml-auto w-44')}>
      <Button
        // A disabled dark button reads as live; the light one reads as off.
        variant={reason ? 'secondary' : 'dark'}
        size="sm"
        className="w-full"
        disabled={reason !== null}
        aria-describedby={reason ? id : undefined}
        aria-label={`Record payout: ${row.sellerName}`}
        onClick={() => onRecord(row)}
      >
        <BadgeIndianRupee className="size-4" aria-hidden="true" /> Record payout
      </Button>
      {reason ? (
        <p id={id} className="text-xs text-zinc-500" data-block-reason>
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/** Green only when there is something to pay out. */
const availableTone = (row: AdminPayoutRow) =>
  toPaise(row.available) > 0 ? 'text-success-700' : 'text-ink-900';

const money = 'px-4 py-3 text-right whitespace-nowrap tabular-nums';

/** Desktop: one row per seller. */
export function PayoutTable({ sellers, onRecord }: ListProps) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[920px] text-left text-sm">
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Seller
            </th>
            <th scope="col" className="px-4 py-3">
              UPI ID
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {STATE.pending}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {STATE.available}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {STATE.paid}
            </th>
            <th scope="col" className="px-4 py-3">
              Last payout
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {sellers.map((row) => (
            <tr key={row.sellerId} data-seller-id={row.sellerId} className="align-top">
              <td className="px-4 py-3">
                <p className="font-medium break-words text-ink-900">{row.sellerName}</p>
                <p className="[overflow-wrap:anywhere] text-zinc-500">{row.sellerEmail}</p>
              </td>
              <td className="max-w-56 px-4 py-3">
                <UpiId upiId={row.upiId} />
              </td>
              <td className={cn(money, 'text-zinc-700')} data-balance="pending">
                {rupees(row.pending)}
              </td>
              <td
                className={cn(money, 'font-semibold', availableTone(row))}
                data-balance="available"
              >
                {rupees(row.available)}
              </td>
              <td className={cn(money, 'text-zinc-700')} data-balance="paid">
                {rupees(row.paid)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-zinc-600">{lastPayout(row)}</td>
              <td className="px-4 py-3">
                <RecordButton row={row} onRecord={onRecord} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** A phone: one card per seller, the balances in three columns. */
export function PayoutCards({ sellers, onRecord }: ListProps) {
  return (
    <ul className="space-y-3">
      {sellers.map((row) => (
        <li key={row.sellerId} data-seller-id={row.sellerId}>
          <Card className="space-y-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink-900">{row.sellerName}</p>
              <p className="text-sm [overflow-wrap:anywhere] text-zinc-600">{row.sellerEmail}</p>
              <p className="mt-1 text-sm">
                <span className="text-zinc-500">UPI: </span>
                <UpiId upiId={row.upiId} />
              </p>
            </div>
            <dl className="grid grid-cols-3 gap-2 rounded-lg bg-zinc-50 p-2.5 text-center">
              {(
                [
                  ['pending', 'text-ink-900'],
                  ['available', availableTone(row)],
                  ['paid', 'text-ink-900'],
                ] as const
              ).map(([key, tone]) => (
                <div key={key} className="min-w-0">
                  <dt className="text-xs text-zinc-500">{STATE[key]}</dt>
                  <dd
                    className={cn('truncate text-sm font-semibold tabular-nums', tone)}
                    data-balance={key}
                  >
                    {rupees(row[key])}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-zinc-500">Last payout: {lastPayout(row)}</p>
            <RecordButton row={row} onRecord={onRecord} full />
          </Card>
        </li>
      ))}
    </ul>
  );
}
