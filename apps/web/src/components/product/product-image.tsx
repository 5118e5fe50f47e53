import type { ProductType } from '@campus-threads/contract';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

type PlaceholderProps = { className?: string; label?: string };

function placeholderBox(label: string | undefined, className: string | undefined) {
  return {
    role: label ? 'img' : undefined,
    'aria-label': label,
    'aria-hidden': label ? undefined : true,
    className: cn(
      'flex size-full items-center justify-center bg-zinc-100 text-zinc-300',
      className,
    ),
  } as const;
}

/** An inline t-shirt outline: shown while there is no image or when one fails (no network). */
function TshirtPlaceholder({ className, label }: PlaceholderProps) {
  return (
    <div {...placeholderBox(label, className)}>
      <svg
        viewBox="0 0 64 64"
        className="w-2/5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path
          d="M24 8c1.5 3.5 4.5 5 8 5s6.5-1.5 8-5l13 6 5 13-9 4-2-4v29H17V27l-2 4-9-4 5-13 13-6Z"
          fill="currentColor"
          fillOpacity=".35"
        />
      </svg>
    </div>
  );
}

/** A parcel outline: an accessory without a (working) image. */
function AccessoryPlaceholder({ className, label }: PlaceholderProps) {
  return (
    <div {...placeholderBox(label, className)}>
      <Package className="size-1/4" strokeWidth={1.5} aria-hidden="true" />
    </div>
  );
}

/** The stand-in for a missing or broken image: one per product kind (spec §9). */
export function ProductPlaceholder({
  kind = 'tshirt',
  ...props
}: PlaceholderProps & { kind?: ProductType }) {
  return kind === 'accessory' ? (
    <AccessoryPlaceholder {...props} />
  ) : (
    <TshirtPlaceholder {...props} />
  );
}

/** http image addresses are upgraded to https on an https page (spec: storefront §9). */
export function secureImageUrl(url: string): string {
  if (
    typeof window !== 'undefined' &&
    window.location.protocol === 'https:' &&
    url.startsWith('http://')
  ) {
    return `https://${url.slice('http://'.length)}`;
  }
  return url;
}

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** The page's largest image: load now with high priority; others lazily at low priority. */
  priority?: boolean;
  sizes?: string;
  className?: string;
  kind?: ProductType;
};

/**
 * A product photo filling a box whose size the parent reserves (aspect ratio), so nothing moves
 * when it arrives. A failed image becomes the placeholder.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes,
  className,
  kind = 'tshirt',
}: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return <ProductPlaceholder kind={kind} label={alt || undefined} className={className} />;
  }
  return (
    <img
      src={secureImageUrl(src)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      // The first images are the page's largest paint: decoded with the frame, not after it.
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'low'}
      onError={() => setFailed(src)}
      className={cn('size-full bg-zinc-100 object-cover', className)}
    />
  );
}
