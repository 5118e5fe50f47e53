import { RELATED_ITEMS_MAX, type Tshirt } from '@campus-threads/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from '@/components/product/product-card';
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
  const viewAll = `/category/casual${audience ? `?targetAudience=${audience}` : ''}`;
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t border-zinc-200 pt-10">
      <div className="flex items-end justify-between gap-4">
        <h2
          id="related-heading"
          className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
        >
          You May Also Like
        </h2>
        <Link
          to={viewAll}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline"
        >
          View All
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4 lg:gap-6">
        {query.data
          ? related.map((t) => (
              <li key={t.id}>
                <ProductCard tshirt={t} />
              </li>
            ))
          : Array.from({ length: RELATED_ITEMS_MAX }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
