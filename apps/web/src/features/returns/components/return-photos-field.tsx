import { RETURN_LIMITS } from '@campus-threads/contract';
import { FieldError } from '@/components/ui/form-field';
import { PhotoPicker } from '@/components/upload/photo-picker';
import { UploadProgressBar } from '@/components/upload/upload-progress-bar';
import { RETURN_TEXTS } from '../return-texts';
import type { ReturnPhotos } from '../use-return-photos';

const TEXTS = {
  label: RETURN_TEXTS.photosLabel,
  add: RETURN_TEXTS.addPhotos,
  hint: RETURN_TEXTS.photosHint,
  photoAlt: (index: number) => RETURN_TEXTS.photoAlt(index),
  remove: (index: number) => RETURN_TEXTS.removePhoto(index),
};

/** The request's photos: previews with Remove, a picker up to three, the upload's progress. */
export function ReturnPhotosField({ photos, busy }: { photos: ReturnPhotos; busy: boolean }) {
  return (
    <PhotoPicker
      files={photos.files}
      max={RETURN_LIMITS.photosMax}
      busy={busy}
      texts={TEXTS}
      onPick={photos.pick}
      onRemove={photos.remove}
    >
      {photos.progress ? (
        <UploadProgressBar label={photos.progress.label} percent={photos.progress.percent} />
      ) : null}
      {photos.error ? <FieldError>{photos.error}</FieldError> : null}
    </PhotoPicker>
  );
}
