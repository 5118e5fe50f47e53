import { REVIEW_LIMITS, REVIEW_SCREEN_TEXTS as T } from '@campus-threads/contract';
import { FormFieldError } from '@/components/form';
import { PhotoPicker } from '@/components/upload/photo-picker';

const TEXTS = {
  label: T.photosLabel,
  add: T.addPhotos,
  hint: T.photosHint,
  photoAlt: (_index: number, file: File) => file.name,
  remove: (_index: number, file: File) => T.removePhoto(file.name),
};

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
  return (
    <PhotoPicker
      files={photos}
      max={REVIEW_LIMITS.photosMax}
      busy={busy}
      texts={TEXTS}
      onPick={onPick}
      onRemove={onRemove}
    >
      <FormFieldError name="photos" />
    </PhotoPicker>
  );
}
