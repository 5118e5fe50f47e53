import { Suspense, type ReactNode } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { REVIEWS_ANCHOR } from '@/components/ui/star-rating';

/**
 * Where a product page's reviews go: the spot the rating by the title scrolls to, holding the
 * section's space until the shopper comes near and its code (`children`, lazy) has loaded.
 */
export function ReviewsAnchor({ children }: { children: ReactNode }) {
  return (
    <div id={REVIEWS_ANCHOR} className="scroll-mt-24">
      <WhenVisible minHeight="20rem">
        <Suspense fallback={<div className="min-h-80" aria-hidden="true" />}>{children}</Suspense>
      </WhenVisible>
    </div>
  );
}
