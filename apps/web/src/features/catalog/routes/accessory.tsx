import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function AccessoryPage() {
  return <ComingSoon title="Accessory details" />;
}

export default AccessoryPage;
