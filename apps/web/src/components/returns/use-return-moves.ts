import type { ReturnRequest } from '@campus-threads/contract';
import { useState } from 'react';
import type { ReturnMove } from './move-return-dialog';

/** Which request's move dialog is open: a list of requests shares one MoveReturnDialog. */
export function useReturnMoves() {
  const [moving, setMoving] = useState<{ request: ReturnRequest; move: ReturnMove } | null>(null);
  return {
    request: moving?.request ?? null,
    move: moving?.move ?? null,
    start: (request: ReturnRequest, move: ReturnMove) => setMoving({ request, move }),
    close: () => setMoving(null),
  };
}
