import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function MyAccessoriesPage() {
  return <ComingSoon title="My Accessories" bare />;
}

export default MyAccessoriesPage;
