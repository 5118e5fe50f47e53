import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function UploadHistoryPage() {
  return <ComingSoon title="Upload History" bare />;
}

export default UploadHistoryPage;
