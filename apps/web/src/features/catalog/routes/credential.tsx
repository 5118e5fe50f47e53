import { isCredentialCategory } from '@campus-threads/contract';
import { Navigate, useParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';

const TITLES: Record<string, string> = {
  hostel: 'Hostel Collection',
  university: 'University Collection',
  event: 'Event Collection',
  accessories: 'Campus Accessories',
};

/** /credential/:category — designs for one hostel, university or event. Placeholder. */
export function CredentialPage() {
  const { category } = useParams();
  if (!isCredentialCategory(category)) return <Navigate to="/" replace />;
  return <ComingSoon title={TITLES[category] ?? 'Collection'} />;
}

export default CredentialPage;
