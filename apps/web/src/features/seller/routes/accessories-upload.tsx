import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function UploadAccessoryPage() {
  return <ComingSoon title="Upload Accessory" bare />;
}

export default UploadAccessoryPage;
