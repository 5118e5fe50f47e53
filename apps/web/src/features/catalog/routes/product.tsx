import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function ProductPage() {
  return <ComingSoon title="Product details" />;
}

export default ProductPage;
