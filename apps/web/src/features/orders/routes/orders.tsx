import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function OrdersPage() {
  return <ComingSoon title="My Orders" />;
}

export default OrdersPage;
