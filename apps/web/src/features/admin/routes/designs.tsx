import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function AdminDesignsPage() {
  return <ComingSoon title="Designs" />;
}

export default AdminDesignsPage;
