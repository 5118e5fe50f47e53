/** An order on the admin's orders screen: the search finds it by its full id. */
export function adminOrderHref(orderId: string): string {
  return `/admin/orders?${new URLSearchParams({ q: orderId }).toString()}`;
}
