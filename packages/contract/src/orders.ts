import { CUSTOMIZATION_FEE_PAISE, toPaise, type Paise } from './money';
import type { Accessory, Tshirt } from './catalog';

/** Order lifecycle (spec: accounts-orders §2, §4); the customer timeline shows all six. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'] as const;
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

export function expectedDeliveryDate(status: OrderStatus, now: Date = new Date()): Date {
  return new Date(now.getTime() + EXPECTED_DELIVERY_DAYS[status] * 86_400_000);
}

/** Payment states a status check can answer (spec: storefront §4). */
export const PAYMENT_STATES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'UNKNOWN', 'ERROR'] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

export const PRODUCT_TYPES = ['tshirt', 'accessory'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** One line of a cart or order, priced: unit price now, quantity, customisation, delivery. */
export type PricedLine = {
  unitPricePaise: Paise;
  quantity: number;
  wantsCustomization: boolean;
  /** Counted once per line, not per unit (DECISIONS #5). */
  deliveryPricePaise: Paise;
};

export type LineTotals = {
  itemsPaise: Paise;
  customizationPaise: Paise;
  deliveryPaise: Paise;
  totalPaise: Paise;
};

export function lineTotals(line: PricedLine): LineTotals {
  const itemsPaise = line.unitPricePaise * line.quantity;
  const customizationPaise = line.wantsCustomization ? CUSTOMIZATION_FEE_PAISE * line.quantity : 0;
  return {
    itemsPaise,
    customizationPaise,
    deliveryPaise: line.deliveryPricePaise,
    totalPaise: itemsPaise + customizationPaise + line.deliveryPricePaise,
  };
}

export type OrderTotals = LineTotals & {
  /** What is charged now: the whole total, or the 50% advance. */
  payNowPaise: Paise;
  advancePaise: Paise;
  remainingPaise: Paise;
  partial: boolean;
};

/** advance = round(total / 2), remaining = total − advance (DECISIONS #6). */
export function splitAdvance(totalPaise: Paise): { advancePaise: Paise; remainingPaise: Paise } {
  const advancePaise = Math.round(totalPaise / 2);
  return { advancePaise, remainingPaise: totalPaise - advancePaise };
}

/** Order total = Σ price × quantity + Σ delivery per line + 30 × quantity when customised. */
export function orderTotals(lines: readonly PricedLine[], options: { partial?: boolean } = {}): OrderTotals {
  const sum = lines.map(lineTotals).reduce(
    (acc, l) => ({
      itemsPaise: acc.itemsPaise + l.itemsPaise,
      customizationPaise: acc.customizationPaise + l.customizationPaise,
      deliveryPaise: acc.deliveryPaise + l.deliveryPaise,
      totalPaise: acc.totalPaise + l.totalPaise,
    }),
    { itemsPaise: 0, customizationPaise: 0, deliveryPaise: 0, totalPaise: 0 },
  );
  const partial = Boolean(options.partial);
  const { advancePaise, remainingPaise } = partial ? splitAdvance(sum.totalPaise) : { advancePaise: sum.totalPaise, remainingPaise: 0 };
  return { ...sum, partial, advancePaise, remainingPaise, payNowPaise: advancePaise };
}

export const CART_QUANTITY_MIN = 1;

export const CART_MESSAGES = {
  synced: (n: number) => `Synced ${n} items from your guest cart`,
  noLongerAvailable: 'This item is no longer available',
  cartEmpty: 'Cart is empty',
  missingProductId: 'Missing product ID for order item',
  invalidProductData: 'Invalid product data',
  itemNotFound: 'Cart item not found',
  quantityMin: 'Quantity must be at least 1',
  outOfStock: 'Out of Stock',
  onlyLeft: (n: number) => `Only ${n} left in stock`,
  sizeRequired: 'Please select size and color',
  enterCustomName: 'Please enter your name for customization',
  // Cart toasts (spec: storefront §8).
  saveFailed: 'Failed to save to cart. Please try again.',
  removeFailed: 'Failed to remove item. Please try again.',
  updateFailed: 'Failed to update quantity. Please try again.',
  refreshFailed: 'Failed to refresh cart prices',
  itemRemoved: 'Item removed from cart',
  cartCleared: 'Cart cleared',
  pricesRefreshed: 'Prices are up to date',
} as const;

/** The cart page asks the server for fresh prices this often (spec: storefront §9). */
export const CART_PRICE_REFRESH_MS = 5 * 60_000;

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

/** Longest name printed on a shirt. */
export const CUSTOM_NAME_MAX = 30;
/** Most units of one choice in a cart line. */
export const CART_LINE_MAX = 99;

/** A cart line as the API sends it: the choice, priced now from the catalogue (rupees). */
export type CartLine = {
  id: string;
  productId: string;
  productType: ProductType;
  tshirtId?: string;
  accessoryId?: string;
  title: string;
  imageUrl: string | null;
  quantity: number;
  size: string | null;
  color: string | null;
  wantsCustomization: boolean;
  customizableParts: string[];
  customName: string;
  /** Regular unit price for this choice. */
  price: number;
  /** Unit price a shopper pays now (before customisation). */
  finalPrice: number;
  discountPrice: number | null;
  /** True for an accessory whose discount breaks the rule (shown as 'Invalid discount'). */
  invalidDiscount: boolean;
  deliveryPrice: number;
  customizationPrice: number;
  lineTotal: number;
  allowPartialPayment: boolean;
  /** False when the product was removed, unapproved, deactivated or sold out. */
  available: boolean;
  unavailableReason: string | null;
  /** Accessories: units in stock now. */
  stock: number | null;
};

export type CartSummary = {
  itemCount: number;
  subtotal: number;
  customization: number;
  delivery: number;
  total: number;
  /** Some available t-shirt allows the 50% advance. */
  allowPartialPayment: boolean;
};

export type CartResponse = { items: CartLine[]; summary: CartSummary };

/**
 * Totals of the lines a shopper can buy now, from the prices the server sent, by the same
 * `orderTotals` the server charges with: what the checkout shows is what the payment asks for.
 */
export function cartTotals(lines: readonly CartLine[], options: { partial?: boolean } = {}): OrderTotals {
  const priced = lines
    .filter((line) => line.available)
    .map((line) => ({
      unitPricePaise: toPaise(line.finalPrice),
      quantity: line.quantity,
      wantsCustomization: line.wantsCustomization,
      deliveryPricePaise: toPaise(line.deliveryPrice),
    }));
  return orderTotals(priced, options);
}

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

export type OrderStatusEntry = { status: OrderStatus; timestamp: string; remark: string; updatedBy: string | null };

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

export type PaymentStatusResponse = {
  success: boolean;
  state: PaymentStateName;
  message: string;
  merchantOrderId: string;
  transactionId: string | null;
  order: Order | null;
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

export const NOTIFICATION_TYPES = ['ORDER_PLACED', 'ORDER_RECEIVED', 'ORDER_STATUS', 'DESIGN_APPROVED', 'DESIGN_REJECTED'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type Notification = {
  _id: string;
  message: string;
  type: NotificationType;
  orderId: string | null;
  productInfo: { name: string; image: string | null } | null;
  isRead: boolean;
  createdAt: string;
};

export type NotificationsResponse = { notifications: Notification[]; unreadCount: number };

/** A wishlist entry kept on the account; `product` is null once the product is gone. */
export type WishlistEntry =
  | { productType: 'tshirt'; productId: string; addedAt: string; product: Tshirt | null }
  | { productType: 'accessory'; productId: string; addedAt: string; product: Accessory | null };
export type WishlistResponse = { items: WishlistEntry[] };
/** Most entries a wishlist keeps. */
export const WISHLIST_MAX = 200;

/** Recent orders on the dashboard home. */
export const DASHBOARD_RECENT_ORDERS = 3;
export type DashboardSummary = { totalOrders: number; uploadedDesigns: number; totalSpent: number; recentOrders: Order[] };

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

export function allowedNextStatuses(from: OrderStatus, role: 'admin' | 'seller'): readonly OrderStatus[] {
  return (role === 'admin' ? ADMIN_NEXT : SELLER_NEXT)[from];
}

export const ORDER_STATUS_MESSAGES = {
  notAllowed: (from: OrderStatus, to: OrderStatus) => `An order that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
  updated: 'Order status updated',
  updateFailed: 'Failed to update order status',
  buyerNotice: (shortId: string, label: string) => `Your order #${shortId}: ${label}.`,
} as const;

/** Admin review of a design (spec: seller-admin §4). */
export const DESIGN_REVIEW_MESSAGES = {
  reasonRequired: 'Please give a reason for the rejection',
  notAllowed: (from: string, to: string) => `A ${from} design cannot be ${to}`,
  approvedNotice: (title: string) => `Your design "${title}" is approved and now in the shop.`,
  rejectedNotice: (title: string, reason: string) => `Your design "${title}" was not approved: ${reason}`,
} as const;
