import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function AdminSettingsPage() {
  return <ComingSoon title="Site Settings" />;
}

export default AdminSettingsPage;
