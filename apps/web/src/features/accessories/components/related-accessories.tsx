import { RELATED_ITEMS_MAX, type Accessory } from '@campus-threads/contract';
import { useId } from 'react';
import { priceDisplay } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { CardMedia, CardTitle } from '@/components/product/card-parts';
import { RelatedSection } from '@/components/product/related-section';
import { accessoryQuote } from '@/lib/accessory-price';
import { useAccessories } from '../api/get-accessories';

/** 'You May Also Like': up to 4 other accessories of the same category (spec §2). */
export function RelatedAccessories({ accessory }: { accessory: Accessory }) {
  const query = useAccessories(
    { page: 1, limit: RELATED_ITEMS_MAX + 1, category: accessory.category },
    { enabled: Boolean(accessory.category) },
  );
  const related = (query.data?.accessories ?? [])
    .filter((a) => a?.accessoryId && a.accessoryId !== accessory.accessoryId)
    .slice(0, RELATED_ITEMS_MAX);
  if (!accessory.category || (query.data && related.length === 0) || query.isError) return null;
  return (
    <RelatedSection
      loading={!query.data}
      skeleton={
        <>
          <div className="aspect-[4/5] animate-pulse rounded-2xl bg-zinc-200/70" />
          <div className="mt-3 h-4 w-3/4 animate-pulse rounded bg-zinc-200/80" />
        </>
      }
    >
      {related.map((item) => (
        <li key={item.accessoryId}>
          <RelatedTile accessory={item} />
        </li>
      ))}
    </RelatedSection>
  );
}

function RelatedTile({ accessory }: { accessory: Accessory }) {
  const titleId = useId();
  const href = `/accessory/${accessory.accessoryId}`;
  const display = priceDisplay(accessoryQuote(accessory));
  const images = accessory.thumbnails?.length ? accessory.thumbnails : (accessory.images ?? []);
  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card transition-shadow hover:shadow-pop"
    >
      <CardMedia
        kind="accessory"
        href={href}
        images={images}
        sizes="(min-width: 1024px) 18rem, 50vw"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <CardTitle id={titleId} href={href} className="text-sm sm:text-base">
          {accessory.title}
        </CardTitle>
        <PriceTag display={{ ...display, badge: null }} className="mt-auto" />
      </div>
    </article>
  );
}
