import type { Tshirt } from '@campus-threads/contract';
import { ProductCard } from '@/features/products';
import { ProductCardSkeleton } from '@/components/product/card-parts';
import { RelatedSection } from '@/components/product/related-section';
import { useTshirts } from '@/lib/tshirts-api';
import { pickRelated } from '../related';

/** Candidates fetched once; the best four are chosen on the page. */
const CANDIDATES = 24;

/** 'You May Also Like' for casual products (spec: storefront §2). */
export function RelatedProducts({ tshirt }: { tshirt: Tshirt }) {
  const audience = tshirt.targetAudience ?? undefined;
  const query = useTshirts({
    category: 'casual',
    targetAudience: audience,
    limit: CANDIDATES,
    page: 1,
  });
  const related = query.data ? pickRelated(tshirt, query.data.tshirts) : [];
  if (query.isSuccess && related.length === 0) return null;
  return (
    <RelatedSection
      viewAllHref={`/category/casual${audience ? `?targetAudience=${audience}` : ''}`}
      loading={!query.data}
      skeleton={<ProductCardSkeleton />}
    >
      {related.map((t) => (
        <li key={t.id}>
          <ProductCard tshirt={t} />
        </li>
      ))}
    </RelatedSection>
  );
}
