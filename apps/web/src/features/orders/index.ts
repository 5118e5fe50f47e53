/**
 * Public surface of the orders feature: the order row shell with its buttons (`orderActions`, from
 * the contract's allowed moves), the heading, status badge, price details, shipment facts, tax
 * document links, balance, and the cancel, ship and record-balance dialogs the admin's and the
 * seller's lists open.
 */
export { RECORD_BALANCE_LABEL, canRecordBalance } from './balance';
export { BalanceNote } from './components/balance-note';
export { CancelOrderDialog } from './components/cancel-order-dialog';
export { OrderStatusAndTotal, OrderTitle } from './components/order-heading';
export {
  DeliveryContact,
  OrderRemark,
  OrderRow,
  OrderRowActions,
  OrderRowSection,
} from './components/order-row';
export { OrderStatusBadge } from './components/order-status-badge';
export { ParcelNote } from './components/parcel-note';
export { PriceDetails } from './components/price-details';
export { RecordBalanceDialog } from './components/record-balance-dialog';
export { ShipOrderDialog } from './components/ship-order-dialog';
export { ShipmentFacts } from './components/shipment-facts';
export { TaxDocumentLinks } from './components/tax-document-links';
export { type ShipmentDetails } from './ship-order-form';
export { orderActions, type OrderAction } from './order-actions';
