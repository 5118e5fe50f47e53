import { REVIEW_LIMITS, REVIEW_SCREEN_TEXTS as T } from '@campus-threads/contract';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { FormFieldError } from '@/components/form';
import { Button } from '@/components/ui/button';
import { IMAGE_ACCEPT } from '@/components/upload/image-file';
import { useObjectUrls } from '@/components/upload/use-object-urls';

/** Up to three photos for a review: previews with Remove, a picker for more, the error under them. */
export function ReviewPhotoPicker({
  photos,
  busy,
  onPick,
  onRemove,
}: {
  photos: readonly File[];
  busy: boolean;
  onPick: (files: File[]) => void;
  onRemove: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(photos);
  const hintId = useId();
  const full = photos.length >= REVIEW_LIMITS.photosMax;
  return (
    <section aria-labelledby={`${hintId}-label`} className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <p id={`${hintId}-label`} className="text-sm font-medium text-ink-800">
          {T.photosLabel}{' '}
          <span className="font-normal text-zinc-500 tabular-nums">
            ({photos.length} of {REVIEW_LIMITS.photosMax})
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || full}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus className="size-4" aria-hidden="true" /> {T.addPhotos}
        </Button>
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-label={T.addPhotos}
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          onPick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <p id={hintId} className="text-xs text-zinc-500">
        {T.photosHint}
      </p>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="relative size-20 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100"
            >
              {previews[i] ? (
                <img src={previews[i]} alt={file.name} className="size-full object-cover" />
              ) : null}
              <button
                type="button"
                aria-label={T.removePhoto(file.name)}
                disabled={busy}
                onClick={() => onRemove(file)}
                className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-sm hover:bg-danger-50 hover:text-danger-700 disabled:cursor-not-allowed"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormFieldError name="photos" />
    </section>
  );
}
