import type { MoveReturnInput, ReturnRequest } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Who decides: the order's fulfilling seller, or an admin. */
export type ReturnDecider = 'seller' | 'admin';

/**
 * PATCH /api/returns/{id} (the fulfilling seller) or /api/admin/returns/{id} (an admin):
 * approve, reject with a remark, or mark the goods received back.
 */
export function moveReturn({
  id,
  as,
  body,
}: {
  id: string;
  as: ReturnDecider;
  body: MoveReturnInput;
}): Promise<ReturnRequest> {
  const path = `${as === 'admin' ? 'admin/returns' : 'returns'}/${encodeURIComponent(id)}`;
  return api.patch<ReturnRequest>(path, body);
}

/** An approved exchange makes a replacement order, a received return a refund: orders reload too. */
export function useMoveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveReturn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.returns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.seller.ordersAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
      ]),
  });
}
