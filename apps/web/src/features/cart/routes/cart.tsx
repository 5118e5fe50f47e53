import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function CartPage() {
  return <ComingSoon title="Your cart" />;
}

export default CartPage;
