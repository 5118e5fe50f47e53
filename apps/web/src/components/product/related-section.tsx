import { RELATED_ITEMS_MAX } from '@campus-threads/contract';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * 'You May Also Like' (spec: storefront §2): up to 4 items in 2 columns on a phone and 4 on a
 * desktop, with an optional 'View All' link. While loading, `skeleton` stands in for each item
 * so the section does not grow when the items arrive.
 */
export function RelatedSection({
  viewAllHref,
  loading,
  skeleton,
  children,
}: {
  viewAllHref?: string;
  loading: boolean;
  skeleton: ReactNode;
  /** One <li> per item. */
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-16 border-t border-zinc-200 pt-10">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          You May Also Like
        </h2>
        {viewAllHref ? (
          <Link
            to={viewAllHref}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline"
          >
            View All
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4 lg:gap-6">
        {loading
          ? Array.from({ length: RELATED_ITEMS_MAX }, (_, i) => (
              <li key={i} aria-hidden="true">
                {skeleton}
              </li>
            ))
          : children}
      </ul>
    </section>
  );
}
