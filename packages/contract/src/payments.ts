import type { Order } from './orders';

/** Payment states a status check can answer (spec: storefront §4). */
export const PAYMENT_STATES = [
  'PENDING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'UNKNOWN',
  'ERROR',
] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

export type PaymentStatusResponse = {
  success: boolean;
  state: PaymentStateName;
  message: string;
  merchantOrderId: string;
  transactionId: string | null;
  /** The payment's first order (the shop's when it fulfils any line). */
  order: Order | null;
  /** Every order the payment made: one per fulfiller (decision 0016). */
  orders: Order[];
};

export type CreatePaymentResponse = {
  success: true;
  message: string;
  merchantOrderId: string;
  merchantTransactionId: string;
  transactionId: string;
  redirectUrl: string;
  amount: number;
};
