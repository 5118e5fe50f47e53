import { RETURN_LIMITS } from '@campus-threads/contract';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { IMAGE_ACCEPT } from '@/components/upload/image-file';
import { UploadProgressBar } from '@/components/upload/upload-progress-bar';
import { useObjectUrls } from '@/components/upload/use-object-urls';
import { RETURN_TEXTS } from './return-texts';
import type { ReturnPhotos } from './use-return-photos';

/** The request's photos: previews with Remove, a picker up to three, the upload's progress. */
export function ReturnPhotosField({ photos, busy }: { photos: ReturnPhotos; busy: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(photos.files);
  const hintId = useId();
  const full = photos.files.length >= RETURN_LIMITS.photosMax;
  return (
    <section aria-label={RETURN_TEXTS.photosLabel} className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-800">
          {RETURN_TEXTS.photosLabel}{' '}
          <span className="font-normal text-zinc-500 tabular-nums">
            ({photos.files.length} of {RETURN_LIMITS.photosMax})
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || full}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus className="size-4" aria-hidden="true" /> {RETURN_TEXTS.addPhotos}
        </Button>
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-label={RETURN_TEXTS.addPhotos}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          photos.pick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id={hintId} className="text-xs text-zinc-500">
        {RETURN_TEXTS.photosHint}
      </p>
      {photos.files.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="relative size-20 overflow-hidden rounded-lg bg-zinc-100"
            >
              <img
                src={previews[index]}
                alt={RETURN_TEXTS.photoAlt(index + 1)}
                className="size-full object-cover"
              />
              <button
                type="button"
                aria-label={RETURN_TEXTS.removePhoto(index + 1)}
                disabled={busy}
                onClick={() => photos.remove(file)}
                className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-sm hover:bg-danger-50 hover:text-danger-700 disabled:cursor-not-allowed"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.progress ? (
        <UploadProgressBar label={photos.progress.label} percent={photos.progress.percent} />
      ) : null}
      {photos.error ? <FieldError>{photos.error}</FieldError> : null}
    </section>
  );
}
