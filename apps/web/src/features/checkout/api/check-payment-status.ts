import type { PaymentStatusResponse } from '@campus-threads/contract';
import { api } from '@/lib/api-client';

/** POST /api/payments/status/{transactionId}: the server asks the provider and makes the order once. */
export function checkPaymentStatus(
  transactionId: string,
  orderData: unknown,
): Promise<PaymentStatusResponse> {
  return api.post<PaymentStatusResponse>(`payments/status/${encodeURIComponent(transactionId)}`, {
    orderData,
  });
}
