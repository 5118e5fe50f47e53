import type { ReturnRequest } from '@campus-threads/contract';
import { useState } from 'react';
import type { ReturnMove } from './components/move-return-dialog';

/**
 * Which request's move dialog is open, and which request's cash refund is being marked paid: a
 * list of requests shares one MoveReturnDialog and one MarkCashRefundDialog.
 */
export function useReturnMoves() {
  const [moving, setMoving] = useState<{ request: ReturnRequest; move: ReturnMove } | null>(null);
  const [paying, setPaying] = useState<ReturnRequest | null>(null);
  return {
    request: moving?.request ?? null,
    move: moving?.move ?? null,
    start: (request: ReturnRequest, move: ReturnMove) => setMoving({ request, move }),
    close: () => setMoving(null),
    paying,
    startPaying: (request: ReturnRequest) => setPaying(request),
    closePaying: () => setPaying(null),
  };
}
