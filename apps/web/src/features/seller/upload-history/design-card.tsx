import { IMAGE_SIZES, newDropPath, type SellerDesign } from '@campus-threads/contract';
import { CalendarDays, Palette, Users } from 'lucide-react';
import { Link } from 'react-router';
import { priceDisplay, quoteForColor } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { ProductImage } from '@/components/product/product-image';
import { StatusPill } from '@/components/ui/status-pill';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { designPlace, designRemark } from './upload-history';

/**
 * One design in upload history; the card opens its detail dialog. An approved design also links
 * to opening a drop on it (a link beside the card's button, not inside it).
 */
export function DesignCard({
  design,
  onOpen,
  priority,
}: {
  design: SellerDesign;
  onOpen: () => void;
  priority?: boolean;
}) {
  const thumb = design.colorVariants[0]?.thumbnails[0] ?? design.images[0];
  const remark = designRemark(design);
  const place = designPlace(design);
  const display = priceDisplay(quoteForColor(design));
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card transition-shadow hover:shadow-pop"
      data-testid="design-card"
    >
      <button
        type="button"
        onClick={onOpen}
        className="group flex flex-1 cursor-pointer flex-col text-left"
        aria-haspopup="dialog"
      >
        <div className="relative aspect-[4/5] overflow-hidden bg-zinc-100">
          <ProductImage
            src={thumb}
            alt=""
            width={IMAGE_SIZES.thumbnail.width}
            height={IMAGE_SIZES.thumbnail.height}
            priority={priority}
            className="transition-transform duration-300 group-hover:scale-[1.03]"
          />
          <StatusPill
            status={design.status}
            className="absolute top-2 left-2 bg-white/95 shadow-sm"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
          <h2 className="line-clamp-2 text-sm font-semibold text-ink-900 sm:text-base">
            {design.title}
          </h2>
          <p className="truncate text-xs text-zinc-500 capitalize">
            {design.category}
            {place ? ` · ${place}` : design.subCategory ? ` · ${design.subCategory}` : ''}
          </p>
          <PriceTag display={{ ...display, badge: null }} />
          <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-zinc-500">
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              {formatDate(design.createdAt)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Palette className="size-3.5" aria-hidden="true" />
              {design.colorVariants.length}{' '}
              {design.colorVariants.length === 1 ? 'colour' : 'colours'}
            </span>
          </div>
          {remark ? (
            <p
              className={cn(
                'line-clamp-2 rounded-md px-2 py-1 text-xs',
                remark.tone === 'danger'
                  ? 'bg-danger-50 text-danger-700'
                  : 'bg-success-50 text-success-700',
              )}
            >
              {remark.text}
            </p>
          ) : null}
        </div>
      </button>
      {design.status === 'approved' ? (
        <div className="border-t border-zinc-100 px-3 py-2 sm:px-4">
          <Link
            to={newDropPath(design.id)}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-saffron-700 underline-offset-4 hover:underline"
            aria-label={`Open a drop: ${design.title}`}
          >
            <Users className="size-4" aria-hidden="true" /> Open a drop
          </Link>
        </div>
      ) : null}
    </article>
  );
}
