import { allowedReturnMoves, type ReturnRequest } from '@campus-threads/contract';
import { Banknote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import type { ReturnDecider } from '../api/move-return';
import { canMarkCashRefundPaid } from '../cash-refund-view';
import { RETURN_TEXTS } from '../return-texts';
import type { ReturnMove } from './move-return-dialog';

/**
 * The moves allowed from the request's status as buttons, and "Mark paid" for a cash refund this
 * viewer owes (the seller who collected the balance, or an admin); a finished request says so.
 */
export function ReturnActions({
  request,
  as,
  onMove,
  onMarkCashPaid,
}: {
  request: ReturnRequest;
  as: ReturnDecider;
  onMove: (request: ReturnRequest, move: ReturnMove) => void;
  onMarkCashPaid: (request: ReturnRequest) => void;
}) {
  const { user } = useAuth();
  const moves = allowedReturnMoves(request.status) as readonly ReturnMove[];
  const canPay = canMarkCashRefundPaid(request, { as, userId: user?._id ?? null });
  if (moves.length === 0 && !canPay)
    return <p className="text-xs text-zinc-500">{RETURN_TEXTS.nothingToDo}</p>;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={RETURN_TEXTS.actionsLabel}>
      {moves.map((move) => (
        <Button
          key={move}
          size="sm"
          variant={move === 'rejected' ? 'secondary' : 'dark'}
          className={move === 'rejected' ? 'text-danger-700' : undefined}
          data-return-move={move}
          onClick={() => onMove(request, move)}
        >
          {RETURN_TEXTS.moveLabels[move]}
        </Button>
      ))}
      {canPay ? (
        <Button
          size="sm"
          variant="dark"
          data-cash-refund-pay
          onClick={() => onMarkCashPaid(request)}
        >
          <Banknote className="size-4" aria-hidden="true" />
          {RETURN_TEXTS.markCashPaid}
        </Button>
      ) : null}
    </div>
  );
}
