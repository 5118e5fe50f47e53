/**
 * Links into the orders screen, shared by the orders page, the dashboard and the notification
 * bell (spec: accounts-orders §2 /orders): notifications link to /orders?highlight={orderId}.
 */
export const ORDERS_PATH = '/orders';
export const HIGHLIGHT_PARAM = 'highlight';

/** Order ids are UUIDs; anything else in the address is ignored rather than trusted. */
const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** /orders, or /orders?highlight={orderId} to open and scroll to one order. */
export function ordersHref(orderId?: string | null): string {
  const id = orderId?.trim();
  return id ? `${ORDERS_PATH}?${HIGHLIGHT_PARAM}=${encodeURIComponent(id)}` : ORDERS_PATH;
}

/** The order id the address asks to highlight, or null when absent or malformed. */
export function parseHighlight(params: URLSearchParams): string | null {
  const value = params.get(HIGHLIGHT_PARAM)?.trim();
  return value && ORDER_ID_PATTERN.test(value) ? value : null;
}
