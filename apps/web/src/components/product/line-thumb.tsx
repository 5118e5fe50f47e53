import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A cart or order line's square thumbnail, with a placeholder when the image is missing or broken. */
export function LineThumb({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={cn(
        'relative aspect-[4/5] w-20 shrink-0 overflow-hidden rounded-lg bg-zinc-100 sm:w-24',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          width={96}
          height={120}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-zinc-400">
          <ImageOff className="size-6" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}
