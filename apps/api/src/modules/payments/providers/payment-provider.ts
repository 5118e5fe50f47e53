/**
 * What the payments service needs from a payment provider (the built-in simulator, PhonePe).
 * Amounts are integer paise; the service decides them, a provider only carries them.
 */
export type PaymentState = 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export type CreatePaymentInput = {
  /** Our unique id for this payment attempt (the order is created under it exactly once). */
  merchantOrderId: string;
  amountPaise: number;
  /** Where the provider sends the shopper back (our /payment-callback with the ids). */
  redirectUrl: string;
  /** Seconds the shopper has to pay. */
  expireAfterSeconds: number;
  /** Up to a few short strings the provider keeps with the payment (user id, ...). */
  meta?: Record<string, string>;
};

export type CreatedPayment = {
  /** The provider's own id for the payment, when it has one. */
  providerOrderId: string | null;
  /** The page the shopper is sent to. */
  redirectUrl: string;
};

export type PaymentStatus = {
  state: PaymentState;
  amountPaise: number;
  /** The provider's transaction id of the successful (or last) attempt, when known. */
  providerTransactionId: string | null;
};

export type CallbackEvent = { merchantOrderId: string; state: PaymentState };

/** PENDING: accepted, not yet paid back (ask again); COMPLETED: paid back; FAILED: declined. */
export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';

export type RefundInput = {
  /** Our id for the refund, unique: asking twice with the same id never refunds twice. */
  merchantRefundId: string;
  /** The payment it pays back. */
  merchantOrderId: string;
  amountPaise: number;
};

export type RefundStatus = {
  state: RefundState;
  /** The provider's own id for the refund, when it has one. */
  providerRefundId: string | null;
};

export interface PaymentProvider {
  readonly name: 'simulator' | 'phonepe';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the provider, never the browser. */
  getStatus(merchantOrderId: string): Promise<PaymentStatus>;
  /**
   * A server-to-server callback (webhook): the event when it is authentic, else null.
   * `headers` are lower-cased; `rawBody` is the request body as received.
   */
  verifyCallback(input: {
    headers: Record<string, string | undefined>;
    rawBody: string;
  }): Promise<CallbackEvent | null>;
  /**
   * Pays back part or all of a completed payment. Idempotent by `merchantRefundId`: asking again
   * answers the refund already made (its current state) instead of a second one.
   */
  refund(input: RefundInput): Promise<RefundStatus>;
  /** The state of a refund asked for earlier (one the provider accepted as PENDING). */
  getRefundStatus(merchantRefundId: string): Promise<RefundStatus>;
}

/** A provider that could not be reached or answered nonsense; the service retries later. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
