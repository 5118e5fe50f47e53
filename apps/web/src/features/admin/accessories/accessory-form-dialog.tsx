import {
  ACCESSORY_FORM_MESSAGES,
  ACCESSORY_LIMITS,
  ACCESSORY_STATUSES,
  type Accessory,
  type AccessoryStatus,
} from '@campus-threads/contract';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { accessoryWriteError } from '@/components/accessory/accessory-error';
import { BasicInfoFields, DetailFields } from '@/components/accessory/accessory-fields';
import {
  EMPTY_ACCESSORY_FORM,
  accessoryToFormValues,
  toAccessoryWriteBody,
  validateAccessoryEdit,
  type FieldErrors as AccessoryFieldErrors,
  type AccessoryFormValues,
} from '@/components/accessory/accessory-form-values';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormAlert } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/upload/image-file';
import { UploadProgressBar } from '@/components/upload/upload-progress-bar';
import { useObjectUrls } from '@/components/upload/use-object-urls';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { batchFailureMessage, createUploader } from '@/lib/upload';
import { useAccessoryDetail, useSaveAccessory } from './accessories-api';
import { discountPreviewOf, pickImages } from './accessory-rules';

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

/** Under the prices: what shoppers pay, the saving and the percentage, or the rule it breaks. */
function DiscountPreviewLine({ price, discountPrice }: { price: string; discountPrice: string }) {
  const preview = discountPreviewOf(price, discountPrice);
  if (preview.kind === 'none') return null;
  return (
    <p
      data-discount-preview
      role={preview.kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3.5 py-2.5 text-sm font-medium',
        preview.kind === 'error'
          ? 'bg-danger-50 text-danger-700'
          : 'bg-success-50 text-success-700',
      )}
    >
      {preview.kind === 'error'
        ? preview.text
        : `Shoppers pay ${preview.finalPrice}: ${preview.saving} off (${preview.percent}% discount)`}
    </p>
  );
}

/**
 * The admin's Add and Edit dialogs (spec: seller-admin §5 "Accessory add/edit (admin screen)"):
 * every field, the live discount preview, status, and images uploaded to the accessories area
 * (at least one on create, at most 5 chosen at once, an edit appends to the existing ones).
 */
export function AccessoryFormDialog({
  accessoryId,
  onDone,
}: {
  /** null: Add Accessory. */
  accessoryId: string | null;
  onDone: () => void;
}) {
  if (accessoryId === null) return <AccessoryForm accessory={null} onDone={onDone} />;
  return <EditLoader accessoryId={accessoryId} onDone={onDone} />;
}

function EditLoader({ accessoryId, onDone }: { accessoryId: string; onDone: () => void }) {
  const query = useAccessoryDetail(accessoryId);
  if (query.data) return <AccessoryForm accessory={query.data} onDone={onDone} />;
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

function AccessoryForm({ accessory, onDone }: { accessory: Accessory | null; onDone: () => void }) {
  const editing = accessory !== null;
  const save = useSaveAccessory();
  const statusId = useId();
  const [values, setValues] = useState<AccessoryFormValues>(() =>
    accessory ? accessoryToFormValues(accessory) : EMPTY_ACCESSORY_FORM,
  );
  const [status, setStatus] = useState<AccessoryStatus>(accessory?.status ?? 'active');
  const [errors, setErrors] = useState<AccessoryFieldErrors>({});
  const [kept, setKept] = useState<string[]>(accessory?.images ?? []);
  const [pending, setPending] = useState<File[]>([]);
  const [uploaded, setUploaded] = useState<Map<File, string>>(new Map());
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const previews = useObjectUrls(pending);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = progress !== null || save.isPending;
  const failed = (message: string) => (editing ? M.updateFailed(message) : M.createFailed);

  const change = (patch: Partial<AccessoryFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof AccessoryFieldErrors];
      return next;
    });
  };

  const pick = (files: File[]) => {
    const problems = files.map(imageFileProblem).filter((p): p is string => p !== null);
    if (problems.length > 0) return setErrors((e) => ({ ...e, images: problems[0] }));
    const result = pickImages(kept.length, pending, files);
    setPending(result.pending);
    setErrors((e) => ({ ...e, images: result.error ?? undefined }));
    if (result.error) notify.error(result.error);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(),
    );

  const submit = async () => {
    const placeholder = pending.map((file, i) => uploaded.get(file) ?? `new-image-${i}`);
    const found = validateAccessoryEdit(values, [...kept, ...placeholder]);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();

    setUploadError(null);
    setSaveError(null);
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
      const failures = outcomes.filter((o) => !o.ok);
      if (failures.length > 0) {
        const first = failures[0]!;
        setUploadError(
          `${batchFailureMessage(failures.map((o) => o.file.name))} ${first.ok ? '' : first.error.message}`,
        );
        notify.error(failed(M.imageUploadFailed));
        return;
      }
    }
    const images = [...kept, ...pending.map((file) => keys.get(file)!)];
    try {
      await save.mutateAsync({
        accessoryId: accessory?.accessoryId ?? null,
        body: toAccessoryWriteBody(values, images, {
          status,
          specifications: accessory?.specifications ?? {},
        }),
      });
      notify.success(editing ? M.updated : M.created);
      onDone();
    } catch (error) {
      notify.error(editing ? accessoryWriteError(error, M.updateFailed) : M.createFailed);
      setSaveError(errorMessage(error, editing ? M.updateFailed('') : M.createFailed));
    }
  };

  const total = kept.length + pending.length;
  return (
    <DialogContent
      title={editing ? 'Edit Accessory' : 'Add Accessory'}
      description={
        editing
          ? 'Changes show in the shop as soon as they are saved.'
          : 'A new accessory, listed with you as its seller.'
      }
      className="max-w-2xl"
      onInteractOutside={(e) => busy && e.preventDefault()}
    >
      <form
        ref={formRef}
        noValidate
        className="space-y-6"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-3">
          <BasicInfoFields values={values} errors={errors} onChange={change} />
          <DiscountPreviewLine price={values.price} discountPrice={values.discountPrice} />
        </div>
        <DetailFields values={values} errors={errors} onChange={change} />

        <div className="space-y-1.5">
          <Label htmlFor={statusId}>Status</Label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => setStatus(e.target.value as AccessoryStatus)}
            className={cn(inputClasses, 'capitalize')}
          >
            {ACCESSORY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'active' ? 'Active (shown in the shop)' : 'Inactive (hidden from shoppers)'}
              </option>
            ))}
          </select>
        </div>

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
              <ImagePlus className="size-4" aria-hidden="true" />{' '}
              {editing ? 'Add more' : 'Add images'}
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
          {total === 0 ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => inputRef.current?.click()}
              className={cn(
                'flex w-full cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm text-zinc-600 hover:bg-zinc-50',
                errors.images ? 'border-danger-300' : 'border-zinc-300',
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
                <li
                  key={src}
                  className="relative aspect-square overflow-hidden rounded-lg bg-zinc-100"
                >
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
          )}
          {errors.images ? <FieldError>{errors.images}</FieldError> : null}
          {progress ? (
            <UploadProgressBar label={progress.label} percent={progress.percent} />
          ) : null}
          {uploadError ? (
            <FormAlert>{uploadError.trim()} Press Save again to retry the failed image.</FormAlert>
          ) : null}
        </section>

        {saveError ? <FormAlert>{saveError}</FormAlert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="dark" loading={busy}>
            {editing ? 'Save Changes' : 'Add Accessory'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
