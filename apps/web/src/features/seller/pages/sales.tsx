import { SalesView } from '../sales/sales-view';

/** /dashboard/orders: the seller's sales history (spec: seller-admin §2 "Sales History"). */
export function SalesPage() {
  return <SalesView />;
}

export default SalesPage;
