import type { CreateReturnInput, ReturnRequest } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/orders/{id}/returns: the buyer asks for an exchange or a return. */
export function createReturn({
  orderId,
  body,
}: {
  orderId: string;
  body: CreateReturnInput;
}): Promise<ReturnRequest> {
  return api.post<ReturnRequest>(`orders/${encodeURIComponent(orderId)}/returns`, body);
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.returns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
}
