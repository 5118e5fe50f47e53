import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function WishlistPage() {
  return <ComingSoon title="Your wishlist" />;
}

export default WishlistPage;
