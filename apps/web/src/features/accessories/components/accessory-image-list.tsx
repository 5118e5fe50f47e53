import { ACCESSORY_LIMITS, type Accessory } from '@campus-threads/contract';
import { ImagePlus, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { IMAGE_ACCEPT } from '@/components/upload/image-file';
import { useObjectUrls } from '@/components/upload/use-object-urls';
import { cn } from '@/lib/cn';

function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-sm hover:bg-danger-50 hover:text-danger-700 disabled:cursor-not-allowed"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * The editor's images: the kept ones (thumbnails), the new files (marked New), a picker for more,
 * and under them what the editor reports (`children`: the error, the upload's progress).
 */
export function AccessoryImageList({
  accessory,
  kept,
  pending,
  busy,
  addLabel,
  dropzone,
  invalid,
  onPick,
  onRemoveKept,
  onRemovePending,
  children,
}: {
  accessory: Accessory | null;
  kept: readonly string[];
  pending: readonly File[];
  busy: boolean;
  addLabel: string;
  /** With no image at all: a large "Choose up to 5 images" button in place of the empty grid. */
  dropzone: boolean;
  invalid: boolean;
  onPick: (files: File[]) => void;
  onRemoveKept: (src: string) => void;
  onRemovePending: (file: File) => void;
  children: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(pending);
  const total = kept.length + pending.length;
  return (
    <section aria-label="Images" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-800">
          Images{' '}
          <span className="font-normal text-zinc-500 tabular-nums">
            ({total} of {ACCESSORY_LIMITS.maxImages})
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || total >= ACCESSORY_LIMITS.maxImages}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus className="size-4" aria-hidden="true" /> {addLabel}
        </Button>
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-label="Add accessory images"
        className="sr-only"
        onChange={(e) => {
          onPick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {dropzone && total === 0 ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
          className={cn(
            'flex w-full cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm text-zinc-600 hover:bg-zinc-50',
            invalid ? 'border-danger-300' : 'border-zinc-300',
          )}
        >
          <ImagePlus className="size-6 text-zinc-400" aria-hidden="true" />
          <span className="font-medium text-ink-900">
            Choose up to {ACCESSORY_LIMITS.maxImages} images
          </span>
          <span className="text-xs">JPEG, PNG, WebP or GIF, up to 1 MB each</span>
        </button>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {kept.map((src, i) => (
            <li key={src} className="relative aspect-square overflow-hidden rounded-lg bg-zinc-100">
              <ProductImage
                kind="accessory"
                src={accessory?.thumbnails[accessory.images.indexOf(src)] ?? src}
                alt={`Image ${i + 1}`}
                width={160}
                height={160}
              />
              <RemoveButton
                label={`Remove image ${i + 1}`}
                disabled={busy}
                onClick={() => onRemoveKept(src)}
              />
            </li>
          ))}
          {pending.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="relative aspect-square overflow-hidden rounded-lg bg-zinc-100 ring-2 ring-saffron-300"
            >
              {previews[i] ? (
                <img
                  src={previews[i]}
                  alt={`New image ${file.name}`}
                  className="size-full object-cover"
                />
              ) : null}
              <span className="absolute bottom-1 left-1 rounded bg-saffron-600 px-1.5 text-[10px] font-bold text-white uppercase">
                New
              </span>
              <RemoveButton
                label={`Remove new image ${file.name}`}
                disabled={busy}
                onClick={() => onRemovePending(file)}
              />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
