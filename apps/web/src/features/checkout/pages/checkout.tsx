import { Navigate } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useCart } from '@/features/cart/lazy';
import { useAuth } from '@/lib/auth-context';
import { CheckoutView } from '../components/checkout-view';

/** /checkout: the cart's lines; an empty cart goes back to /cart (spec: storefront §2). */
export function CheckoutPage() {
  const { isLoading: sessionLoading } = useAuth();
  const { cart, isLoading } = useCart({ fresh: true });
  if (sessionLoading || isLoading) return <Loading label="Loading your cart" />;
  if (cart.items.length === 0) return <Navigate to="/cart" replace />;
  return (
    <CheckoutView
      mode="cart"
      title="Checkout"
      lines={cart.items}
      itemCount={cart.summary.itemCount}
      buyNowItem={null}
    />
  );
}

export default CheckoutPage;
