export { useMyReturns } from './api/get-my-returns';
export { useHasOpenReturn } from './api/get-order-returns';
export { AdminReturnsView } from './components/admin-returns-view';
export { OrderReturnsPanel } from './components/order-returns-panel';
export { OrderReturns } from './components/order-returns';
export { ReplacesOrderNote } from './components/replaces-order-note';
export { adminOrderHref } from './return-links';
