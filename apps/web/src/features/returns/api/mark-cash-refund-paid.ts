import type { MarkCashRefundPaidInput, ReturnRequest } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReturnDecider } from './move-return';

/**
 * PATCH /api/returns/{id}/cash-refund (the seller who owes it) or /api/admin/returns/{id}/cash-refund
 * (an admin): the cash refund was paid to the buyer, with its UPI or bank reference (decision 0058).
 */
export function markCashRefundPaid({
  id,
  as,
  body,
}: {
  id: string;
  as: ReturnDecider;
  body: MarkCashRefundPaidInput;
}): Promise<ReturnRequest> {
  const path = `${as === 'admin' ? 'admin/returns' : 'returns'}/${encodeURIComponent(id)}/cash-refund`;
  return api.patch<ReturnRequest>(path, body);
}

/** The seller's earnings change with it (a `cash_refund` entry): their pages reload too. */
export function useMarkCashRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCashRefundPaid,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.returns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.seller.ordersAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.earnings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
      ]),
  });
}
