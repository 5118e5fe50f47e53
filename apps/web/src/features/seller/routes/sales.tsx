import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function SalesPage() {
  return <ComingSoon title="Sales History" bare />;
}

export default SalesPage;
