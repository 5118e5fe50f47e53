import { ComingSoon } from '@/components/ui/coming-soon';

/** Placeholder: a later release fills this page. */
export function UploadDesignPage() {
  return <ComingSoon title="Upload Design" bare />;
}

export default UploadDesignPage;
