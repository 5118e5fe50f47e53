import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function AccessoriesPage() {
  return <ComingSoon title="Accessories" />;
}

export default AccessoriesPage;
