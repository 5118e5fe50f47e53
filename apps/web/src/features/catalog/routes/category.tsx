import { isTshirtCategory } from '@campus-threads/contract';
import { Navigate, useParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';

const TITLES: Record<string, string> = {
  casual: 'Casual T-shirts',
  hostel: 'Hostel Collection',
  university: 'University Collection',
  event: 'Event Collection',
};

/** /category/:category — an unknown category goes home (DECISIONS #1). Placeholder listing. */
export function CategoryPage() {
  const { category } = useParams();
  if (!isTshirtCategory(category)) return <Navigate to="/" replace />;
  return <ComingSoon title={TITLES[category] ?? 'Collection'} />;
}

export default CategoryPage;
