import type { IncomingMessage } from 'node:http';
import type {
  PhonePeConfig,
  PhonePeConfigInput,
} from '../src/modules/payments/providers/phonepe/phonepe.config';

// The fake PhonePe's shapes: its state, its controls and what a test sees of it. The server
// (fake-phonepe-server.ts) and its HTTP side (fake-phonepe-routes.ts) both use them, so they sit
// apart from both (the routes importing the server back was a cycle).

export type FakeEndpoint = 'token' | 'pay' | 'status' | 'refund' | 'refundStatus';
export type FakeOrderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export type FakeAttempt = {
  transactionId: string;
  paymentMode: string;
  timestamp: number;
  amount: number;
  state: 'COMPLETED' | 'FAILED';
  errorCode?: string;
  detailedErrorCode?: string;
};

export type FakeOrder = {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  /** Epoch milliseconds, as PhonePe's expireAt. */
  expireAt: number;
  state: FakeOrderState;
  redirectUrl: string;
  metaInfo?: Record<string, string>;
  paymentDetails: FakeAttempt[];
};

/** A refund as the fake keeps it: PENDING when asked for, until `setRefundOutcome`. */
export type FakeRefund = {
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amount: number;
  /** CONFIRMED: PhonePe accepted it and it is on its way (still pending for us). */
  state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';
  timestamp: number;
};

export type FakeFailure = {
  /** Only a request to this endpoint takes the failure (default: the next request of any kind). */
  endpoint?: FakeEndpoint;
  /** Answer with this status (default 500) ... */
  status?: number;
  /** ... and this raw body (default a PhonePe-style error JSON). */
  body?: string;
  /** Never answer (the client's timeout has to end it). */
  hang?: boolean;
};

export type FakeRequest = {
  endpoint: FakeEndpoint | 'unknown';
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakePhonePeOptions = {
  clientId?: string;
  clientSecret?: string;
  clientVersion?: number;
  callbackUsername?: string;
  callbackPassword?: string;
  tokenTtlSeconds?: number;
  /** The fake's clock in epoch milliseconds (share one with the provider to test expiry). */
  now?: () => number;
};

export type FakePhonePe = {
  url: string;
  authBaseUrl: string;
  pgBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  callbackUsername: string;
  callbackPassword: string;
  /** Lifetime of tokens issued from now on. */
  tokenTtlSeconds: number;
  /** Requests per endpoint, failed and rejected ones included. */
  calls: Record<FakeEndpoint, number>;
  requests: FakeRequest[];
  orders: Map<string, FakeOrder>;
  /** Refunds by merchantRefundId. */
  refunds: Map<string, FakeRefund>;
  /** A provider config pointing at this fake with its credentials. */
  config(overrides?: Partial<PhonePeConfigInput>): PhonePeConfig;
  /** Settles a pending order as the shopper's payment would. */
  setOutcome(merchantOrderId: string, outcome: 'COMPLETED' | 'FAILED'): FakeOrder;
  /** Moves a pending refund along as PhonePe's bank side would. */
  setRefundOutcome(
    merchantRefundId: string,
    outcome: 'CONFIRMED' | 'COMPLETED' | 'FAILED',
  ): FakeRefund;
  /** The next `count` matching requests fail as described. */
  failNext(count: number, failure?: FakeFailure): void;
  /** Every token issued so far now gets 401. */
  revokeTokens(): void;
  /** A webhook as PhonePe would send it for the order's current state. */
  signedCallback(
    merchantOrderId: string,
    options?: { event?: string },
  ): { headers: Record<string, string>; rawBody: string };
  close(): Promise<void>;
};
