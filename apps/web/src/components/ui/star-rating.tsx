import { ratingLabel } from '@campus-threads/contract';
import { cn } from '@/lib/cn';
import { starsFillPercent } from './stars';

// One star in a 24-unit cell; the row is five cells (viewBox 120 × 24).
const STAR =
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';
const STAR_SIZES = { sm: 'h-3.5 w-[4.375rem]', md: 'h-4 w-20', lg: 'h-5 w-[6.25rem]' } as const;
type StarSize = keyof typeof STAR_SIZES;

function StarRow({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 120 24" className={cn('h-full w-auto max-w-none', className)}>
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x})`} />
      ))}
    </svg>
  );
}

/**
 * Five stars filled to `rating`: a grey row under an amber one cut to the rating's width
 * (decorative: whoever shows them names the rating in words).
 */
export function Stars({
  rating,
  size = 'md',
  className,
}: {
  rating: number;
  size?: StarSize;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('relative inline-block shrink-0', STAR_SIZES[size], className)}
    >
      <StarRow className="fill-zinc-200" />
      <span
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${starsFillPercent(rating)}%` }}
      >
        <StarRow className="fill-warning-500" />
      </span>
    </span>
  );
}

/**
 * A product's rating as stars, the average and the count ("★★★★☆ 4.4 (19)"), read out as
 * "4.4 out of 5 from 19 reviews".
 */
export function StarRating({
  rating,
  count,
  size = 'sm',
  className,
}: {
  rating: number;
  count: number;
  size?: StarSize;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, count)}
      className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm', className)}
    >
      <Stars rating={rating} size={size} />
      <span className="font-semibold text-ink-900 tabular-nums">{rating.toFixed(1)}</span>
      <span className="text-zinc-500 tabular-nums">({count})</span>
    </span>
  );
}

/** The id of a product page's reviews section, which the rating by the title scrolls to. */
export const REVIEWS_ANCHOR = 'reviews';

/**
 * The rating beside a product page's title; pressing it scrolls to the reviews section (whose
 * code loads as it comes near). Nothing while the product has no approved review.
 */
export function ProductRating({ rating, count }: { rating: number; count: number }) {
  if (count <= 0) return null;
  return (
    <button
      type="button"
      onClick={() =>
        document.getElementById(REVIEWS_ANCHOR)?.scrollIntoView({ behavior: 'smooth' })
      }
      className="mt-2 inline-flex cursor-pointer items-center rounded-md hover:underline"
      data-testid="product-rating"
    >
      <StarRating rating={rating} count={count} size="md" />
    </button>
  );
}
