import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function CheckoutPage() {
  return <ComingSoon title="Checkout" />;
}

export default CheckoutPage;
