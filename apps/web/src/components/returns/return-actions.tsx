import { allowedReturnMoves, type ReturnRequest } from '@campus-threads/contract';
import { Button } from '@/components/ui/button';
import { RETURN_TEXTS } from './return-texts';
import type { ReturnMove } from './move-return-dialog';

/** The moves allowed from the request's status as buttons (a finished request says so). */
export function ReturnActions({
  request,
  onMove,
}: {
  request: ReturnRequest;
  onMove: (request: ReturnRequest, move: ReturnMove) => void;
}) {
  const moves = allowedReturnMoves(request.status) as readonly ReturnMove[];
  if (moves.length === 0)
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
    </div>
  );
}
