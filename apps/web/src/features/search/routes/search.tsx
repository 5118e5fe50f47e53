import { useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /search?q= — results over t-shirts and accessories arrive in a later release (DECISIONS #13). */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  return (
    <ComingSoon
      title={q ? `Results for “${q}”` : 'Search'}
      description="Search is opening soon. Meanwhile, browse the collections from the home page."
    />
  );
}

export default SearchPage;
