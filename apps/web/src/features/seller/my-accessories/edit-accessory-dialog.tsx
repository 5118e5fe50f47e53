import {
  ACCESSORY_FORM_MESSAGES,
  ACCESSORY_LIMITS,
  type Accessory,
} from '@campus-threads/contract';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { accessoryWriteError } from '@/components/accessory/accessory-error';
import { BasicInfoFields, DetailFields } from '@/components/accessory/accessory-fields';
import {
  accessoryToFormValues,
  toAccessoryWriteBody,
  validateAccessoryEdit,
  type AccessoryFormValues,
  type FieldErrors,
} from '@/components/accessory/accessory-form-values';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormAlert } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/upload/image-file';
import { UploadProgressBar } from '@/components/upload/upload-progress-bar';
import { useObjectUrls } from '@/components/upload/use-object-urls';
import { notify } from '@/lib/notify';
import { batchFailureMessage, createUploader } from '@/lib/upload';
import { useAccessoryForEdit } from '../api/get-accessory-for-edit';
import { useUpdateAccessory } from '../api/update-accessory';
import { focusFirstError } from '../components/focus-first-error';
import { addImages, finalImages } from './my-accessories';

const uploader = createUploader();
const M = ACCESSORY_FORM_MESSAGES;

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
 * The edit dialog (spec: seller-admin §5): loads the accessory with its full images (a list only
 * has thumbnails), then the form.
 */
export function EditAccessoryDialog({
  accessoryId,
  onDone,
}: {
  accessoryId: string;
  onDone: () => void;
}) {
  const query = useAccessoryForEdit(accessoryId);
  if (query.data) return <EditAccessoryForm accessory={query.data} onDone={onDone} />;
  return (
    <DialogContent title="Edit Accessory" className="max-w-2xl">
      {query.isError ? (
        <div className="space-y-4">
          <FormAlert>{query.error.message || M.notFound}</FormAlert>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button variant="dark" loading={query.isFetching} onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <div className="space-y-4" role="status" aria-label="Loading the accessory">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
        </div>
      )}
    </DialogContent>
  );
}

/** Every field, kept images plus new ones, at most 5 in all. */
function EditAccessoryForm({ accessory, onDone }: { accessory: Accessory; onDone: () => void }) {
  const update = useUpdateAccessory();
  const [values, setValues] = useState<AccessoryFormValues>(() => accessoryToFormValues(accessory));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [kept, setKept] = useState<string[]>(accessory.images);
  const [pending, setPending] = useState<File[]>([]);
  const [uploaded, setUploaded] = useState<Map<File, string>>(new Map());
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const previews = useObjectUrls(pending);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = progress !== null || update.isPending;

  const change = (patch: Partial<AccessoryFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      return next;
    });
  };

  const pick = (files: File[]) => {
    const problems = files.map(imageFileProblem).filter((p): p is string => p !== null);
    if (problems.length > 0) return setErrors((e) => ({ ...e, images: problems[0] }));
    const result = addImages(kept.length, pending, files);
    setPending(result.pending);
    setErrors((e) => ({ ...e, images: result.error ?? undefined }));
    if (result.error) notify.error(result.error);
  };

  const save = async () => {
    // New files count as images for the checks; their keys come after the upload.
    const placeholder = pending.map((file, i) => uploaded.get(file) ?? `new-image-${i}`);
    const found = validateAccessoryEdit(values, finalImages(kept, placeholder));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);

    setUploadError(null);
    const waiting = pending.filter((file) => !uploaded.has(file));
    const keys = new Map(uploaded);
    if (waiting.length > 0) {
      setProgress({ label: `Uploading image 1 of ${waiting.length}`, percent: 0 });
      const outcomes = await uploader.uploadAll(waiting, 'accessories', {
        onProgress: (p) =>
          setProgress({
            label: `Uploading image ${p.fileIndex + 1} of ${p.fileCount} · this file ${Math.round(p.filePercent)}%`,
            percent: p.overallPercent,
          }),
      });
      setProgress(null);
      for (const outcome of outcomes)
        if (outcome.ok) keys.set(outcome.file, outcome.uploaded.fileKey);
      setUploaded(keys);
      const failed = outcomes.filter((o) => !o.ok);
      if (failed.length > 0) {
        setUploadError(
          `${batchFailureMessage(failed.map((o) => o.file.name))} ${failed[0]!.ok ? '' : failed[0]!.error.message}`,
        );
        notify.error(M.updateFailed(M.imageUploadFailed));
        return;
      }
    }
    const images = finalImages(
      kept,
      pending.map((file) => keys.get(file)!),
    );
    try {
      await update.mutateAsync({
        accessoryId: accessory.accessoryId,
        body: toAccessoryWriteBody(values, images, accessory),
      });
      notify.success(M.updated);
      onDone();
    } catch (error) {
      notify.error(accessoryWriteError(error, M.updateFailed));
    }
  };

  const total = kept.length + pending.length;
  return (
    <DialogContent
      title="Edit Accessory"
      description="Changes show in the shop as soon as they are saved."
      className="max-w-2xl"
      onInteractOutside={(e) => busy && e.preventDefault()}
    >
      <form
        ref={formRef}
        noValidate
        className="space-y-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <BasicInfoFields values={values} errors={errors} onChange={change} />
        <DetailFields values={values} errors={errors} onChange={change} />

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
              <ImagePlus className="size-4" aria-hidden="true" /> Add images
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
              pick(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {kept.map((src, i) => (
              <li
                key={src}
                className="relative aspect-square overflow-hidden rounded-lg bg-zinc-100"
              >
                <ProductImage
                  kind="accessory"
                  src={accessory.thumbnails[accessory.images.indexOf(src)] ?? src}
                  alt={`Image ${i + 1}`}
                  width={160}
                  height={160}
                />
                <RemoveButton
                  label={`Remove image ${i + 1}`}
                  disabled={busy}
                  onClick={() => setKept((k) => k.filter((x) => x !== src))}
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
                  onClick={() => setPending((p) => p.filter((f) => f !== file))}
                />
              </li>
            ))}
          </ul>
          {errors.images ? <FieldError>{errors.images}</FieldError> : null}
          {progress ? (
            <UploadProgressBar label={progress.label} percent={progress.percent} />
          ) : null}
          {uploadError ? (
            <FormAlert>
              {uploadError.trim()} Press Save Changes to try the failed image again.
            </FormAlert>
          ) : null}
        </section>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="dark" loading={busy}>
            Save Changes
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
