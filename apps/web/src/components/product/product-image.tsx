import { useState } from 'react';
import { cn } from '@/lib/cn';

/** An inline t-shirt outline: shown while there is no image or when one fails (no network). */
export function TshirtPlaceholder({ className, label }: { className?: string; label?: string }) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        'flex size-full items-center justify-center bg-zinc-100 text-zinc-300',
        className,
      )}
    >
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
  /** Above the fold: load now with high priority instead of lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
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
}: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <TshirtPlaceholder label={alt} className={className} />;
  return (
    <img
      src={secureImageUrl(src)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(src)}
      className={cn('size-full bg-zinc-100 object-cover', className)}
    />
  );
}
