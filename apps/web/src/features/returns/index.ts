/**
 * Public surface of the returns feature, every exchange and return screen in one place: the
 * buyer's requests under an order, the seller's and admin's panel on a delivered order, and the
 * admin's /admin/returns view.
 */
export { useMyReturns } from './api/get-my-returns';
export { useHasOpenReturn } from './api/get-order-returns';
export { AdminReturnsView } from './components/admin-returns-view';
export { OrderReturnsPanel } from './components/order-returns-panel';
export { OrderReturns } from './components/order-returns';
export { ReplacesOrderNote } from './components/replaces-order-note';
export { adminOrderHref } from './return-links';
