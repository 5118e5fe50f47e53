import { SettingsView } from '../settings/settings-view';

/** /admin/settings: site name, description, maintenance mode, PIN codes and System Info. */
export function AdminSettingsPage() {
  return <SettingsView />;
}

export default AdminSettingsPage;
