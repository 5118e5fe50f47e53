import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function BuyNowPage() {
  return <ComingSoon title="Buy now" />;
}

export default BuyNowPage;
