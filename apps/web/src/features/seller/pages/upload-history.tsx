import { UploadHistoryView } from '../upload-history/upload-history-view';

/** /dashboard/upload-history (spec: seller-admin §2 "Upload History"). */
export function UploadHistoryPage() {
  return <UploadHistoryView />;
}

export default UploadHistoryPage;
