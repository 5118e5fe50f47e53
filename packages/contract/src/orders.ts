import type { ProductType } from './catalog';

/** Order lifecycle (spec: accounts-orders §2, §4); the customer timeline shows all six. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Received',
  confirmed: 'Order Confirmed',
  shipped: 'Order Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Days from now to the expected delivery, by status (spec: accounts-orders §7). */
export const EXPECTED_DELIVERY_DAYS: Record<OrderStatus, number> = {
  pending: 10,
  confirmed: 8,
  shipped: 5,
  out_for_delivery: 1,
  delivered: 0,
  cancelled: 0,
};

/** Orders are shown by the last characters of their id (DECISIONS #8). */
export const SHORT_ORDER_ID_LENGTH = 8;
export function shortOrderId(id: string): string {
  return id.slice(-SHORT_ORDER_ID_LENGTH);
}

export function expectedDeliveryDate(status: OrderStatus, now: Date = new Date()): Date {
  return new Date(now.getTime() + EXPECTED_DELIVERY_DAYS[status] * 86_400_000);
}

export const ORDER_MESSAGES = {
  loginToView: 'Please log in to view your orders.',
  loginToOrder: 'You must be logged in to place an order',
  tooManyRequests: 'Too many requests. Please wait a moment and refresh the page.',
  loadFailed: 'Failed to load orders. Please try again.',
  loadFailedToast: 'Failed to load orders',
  paymentCancelledOrFailed: 'Payment was cancelled or failed',
  paymentNotCompleted: 'Payment not completed',
  paymentVerificationFailed: 'Payment verification failed. Please try again.',
  orderNotFound: 'Order not found',
  productInfoMissing: 'Product information not available',
  pricesChanged: 'Prices have changed. Please review your order.',
  paymentNotFound: 'Payment not found',
  stillPending: 'Payment is still pending. We will check again shortly.',
} as const;

/** An order as the API sends it (spec: accounts-orders §3). Money in rupees. */
export type OrderItem = {
  productType: ProductType;
  tshirtId?: string;
  accessoryId?: string;
  title: string;
  imageUrl: string | null;
  productData: { title: string; image: string | null } | null;
  size: string | null;
  color: string | null;
  quantity: number;
  price: number;
  discountPrice: number | null;
  finalPrice: number;
  deliveryPrice: number;
  wantsCustomization: boolean;
  customizableParts: string[];
  customName: string;
  customizationPrice: number;
};

export type OrderStatusEntry = {
  status: OrderStatus;
  timestamp: string;
  remark: string;
  updatedBy: string | null;
};

export type Order = {
  _id: string;
  userId: string;
  items: OrderItem[];
  deliveryDetails: {
    name: string;
    fullName: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    district: string;
    state: string;
    pinCode: string;
  };
  totalAmount: number;
  deliveryPaymentAmount: number;
  paymentInfo: {
    method: string;
    advancePayment: number;
    advanceAmount: number;
    remainingAmount: number;
    paymentStatus: 'PARTIAL' | 'COMPLETE';
    partialPaymentMade: boolean;
    transactionId: string | null;
    merchantTransactionId: string;
  };
  statusHistory: OrderStatusEntry[];
  expectedDeliveryDate: string;
  status: OrderStatus;
  remark: string | null;
  createdAt: string;
};

/** Where an order may go next (DESIGN.md): admins along the flow, one step at a time, or cancel. */
const ADMIN_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
/** Sellers (spec: seller-admin §4): pending → confirmed or cancelled, confirmed → cancelled. */
const SELLER_NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  shipped: [],
  out_for_delivery: [],
  delivered: [],
  cancelled: [],
};

export function allowedNextStatuses(
  from: OrderStatus,
  role: 'admin' | 'seller',
): readonly OrderStatus[] {
  return (role === 'admin' ? ADMIN_NEXT : SELLER_NEXT)[from];
}

export const ORDER_STATUS_MESSAGES = {
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
  updated: 'Order status updated',
  updateFailed: 'Failed to update order status',
  buyerNotice: (shortId: string, label: string) => `Your order #${shortId}: ${label}.`,
} as const;
