import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { IMAGE_ACCEPT } from './image-file';
import { useObjectUrls } from './use-object-urls';

/** The words of a photo picker, from the contract texts of the screen that uses it. */
export type PhotoPickerTexts = {
  label: string;
  add: string;
  hint: string;
  photoAlt: (index: number, file: File) => string;
  remove: (index: number, file: File) => string;
};

/**
 * A buyer's photos (a review's, a return request's): previews with Remove, a picker up to `max`,
 * and whatever the screen shows under them (the upload's progress, the field's error).
 */
export function PhotoPicker({
  files,
  max,
  busy,
  texts,
  onPick,
  onRemove,
  children,
}: {
  files: readonly File[];
  max: number;
  busy: boolean;
  texts: PhotoPickerTexts;
  onPick: (files: File[]) => void;
  onRemove: (file: File) => void;
  children?: ReactNode;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(files);
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-label`} className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <p id={`${hintId}-label`} className="text-sm font-medium text-ink-800">
          {texts.label}{' '}
          <span className="font-normal text-zinc-500 tabular-nums">
            ({files.length} of {max})
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || files.length >= max}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus className="size-4" aria-hidden="true" /> {texts.add}
        </Button>
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        aria-label={texts.add}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id={hintId} className="text-xs text-zinc-500">
        {texts.hint}
      </p>
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="relative size-20 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100"
            >
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={texts.photoAlt(index + 1, file)}
                  className="size-full object-cover"
                />
              ) : null}
              <button
                type="button"
                aria-label={texts.remove(index + 1, file)}
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
      {children}
    </section>
  );
}
