import {
  ACCESSORY_FORM_MESSAGES,
  type Accessory,
  type AccessoryStatus,
} from '@campus-threads/contract';
import { useRef, useState, type ReactNode } from 'react';
import { errorText, fieldErrorsResolver, Form, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormAlert } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { imageFileProblem } from '@/components/upload/image-file';
import { UploadProgressBar } from '@/components/upload/upload-progress-bar';
import { errorMessage } from '@/lib/api-errors';
import { focusFirstError } from '@/lib/focus-first-error';
import { notify } from '@/lib/notify';
import { batchFailureMessage, createUploader } from '@/lib/upload';
import { accessoryWriteError } from '../accessory-error';
import { BasicInfoFields, DetailFields } from './accessory-fields';
import {
  EMPTY_ACCESSORY_FORM,
  accessoryToFormValues,
  toAccessoryWriteBody,
  validateAccessoryEdit,
  type AccessoryField,
  type AccessoryFormValues,
  type FieldErrors,
} from '../accessory-form-values';
import { AccessoryImageList } from './accessory-image-list';
import { addImages, finalImages } from '../accessory-images';
import type { AccessoryWriteBody } from '../accessory-write-body';

const uploader = createUploader();
const M = ACCESSORY_FORM_MESSAGES;
const ERROR_FIELDS: AccessoryField[] = [
  ...(Object.keys(EMPTY_ACCESSORY_FORM) as (keyof AccessoryFormValues)[]),
  'images',
];

/** What a screen adds to the editor (the admin: a new accessory, the discount preview, status). */
export type AccessoryEditorProps = {
  /** null: a new accessory (Add Accessory). */
  accessory: Accessory | null;
  /** Sends the write: PUT for an accessory, POST for a new one. */
  onSave: (body: AccessoryWriteBody) => Promise<unknown>;
  onDone: () => void;
  /** The status the write sends (default: the accessory's own, a new one active). */
  status?: AccessoryStatus;
  /** Under the prices (the admin's discount preview). */
  priceNote?: (values: Pick<AccessoryFormValues, 'price' | 'discountPrice'>) => ReactNode;
  /** After the details (the admin's status select). */
  extraFields?: ReactNode;
  /** A failed save's reason also stays above the buttons. */
  showSaveError?: boolean;
  /** With no image at all: a large picker in place of the empty grid. */
  dropzone?: boolean;
  /** The picker button's words (default 'Add images'). */
  addLabel?: string;
  /** After an image failed to upload, how to try again. */
  retryHint: string;
};

/**
 * The one accessory editor (spec: seller-admin §5 "Accessory edit", "Accessory add/edit (admin
 * screen)"): every field, kept images plus new ones (at most 5 in all, uploaded to the
 * accessories area on save), checked by the contract's rules on submit (docs/decisions/0045).
 */
export function AccessoryEditor({
  accessory,
  onSave,
  onDone,
  status,
  priceNote,
  extraFields,
  showSaveError = false,
  dropzone = false,
  addLabel = 'Add images',
  retryHint,
}: AccessoryEditorProps) {
  const editing = accessory !== null;
  const [kept, setKept] = useState<string[]>(accessory?.images ?? []);
  const [pending, setPending] = useState<File[]>([]);
  const [uploaded, setUploaded] = useState<Map<File, string>>(new Map());
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // New files count as images for the checks; their keys come after the upload.
  const images = finalImages(
    kept,
    pending.map((file, i) => uploaded.get(file) ?? `new-image-${i}`),
  );
  const imagesRef = useRef(images);
  imagesRef.current = images;

  const form = useSchemaForm<AccessoryFormValues>({
    defaultValues: accessory ? accessoryToFormValues(accessory) : EMPTY_ACCESSORY_FORM,
    resolver: fieldErrorsResolver((values: AccessoryFormValues) => {
      const errors = validateAccessoryEdit(values, imagesRef.current);
      return { errors, data: Object.keys(errors).length > 0 ? null : values };
    }),
  });
  const values = useWatch({ control: form.control }) as AccessoryFormValues;
  const errors: FieldErrors = {};
  for (const field of ERROR_FIELDS) {
    const text = errorText(form.formState.errors, field);
    if (text) errors[field] = text;
  }
  const busy = progress !== null || saving;
  const failed = (message: string) => (editing ? M.updateFailed(message) : M.createFailed);

  // The shared field blocks take values and a patch: each edited field drops its own error.
  const change = (patch: Partial<AccessoryFormValues>) => {
    for (const [name, value] of Object.entries(patch) as [keyof AccessoryFormValues, never][])
      form.setValue(name, value);
    form.clearErrors(Object.keys(patch) as (keyof AccessoryFormValues)[]);
  };

  const setImagesError = (message: string | null | undefined) =>
    message
      ? form.setError('images' as keyof AccessoryFormValues, { message })
      : form.clearErrors('images' as keyof AccessoryFormValues);

  const pick = (files: File[]) => {
    const problems = files.map(imageFileProblem).filter((p): p is string => p !== null);
    if (problems.length > 0) return setImagesError(problems[0]);
    const result = addImages(kept.length, pending, files);
    setPending(result.pending);
    setImagesError(result.error);
    if (result.error) notify.error(result.error);
  };

  const save = async (checked: AccessoryFormValues) => {
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
    const body = toAccessoryWriteBody(
      checked,
      finalImages(
        kept,
        pending.map((file) => keys.get(file)!),
      ),
      {
        status: status ?? accessory?.status ?? 'active',
        specifications: accessory?.specifications ?? {},
      },
    );
    setSaving(true);
    try {
      await onSave(body);
      notify.success(editing ? M.updated : M.created);
      onDone();
    } catch (error) {
      notify.error(editing ? accessoryWriteError(error, M.updateFailed) : M.createFailed);
      if (showSaveError)
        setSaveError(errorMessage(error, editing ? M.updateFailed('') : M.createFailed));
    } finally {
      setSaving(false);
    }
  };

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
      <Form
        ref={formRef}
        form={form}
        className="space-y-6"
        onValid={save}
        onInvalid={() => focusFirstError(formRef.current)}
      >
        {priceNote ? (
          <div className="space-y-3">
            <BasicInfoFields values={values} errors={errors} onChange={change} />
            {priceNote(values)}
          </div>
        ) : (
          <BasicInfoFields values={values} errors={errors} onChange={change} />
        )}
        <DetailFields values={values} errors={errors} onChange={change} />
        {extraFields}

        <AccessoryImageList
          accessory={accessory}
          kept={kept}
          pending={pending}
          busy={busy}
          addLabel={addLabel}
          dropzone={dropzone}
          invalid={Boolean(errors.images)}
          onPick={pick}
          onRemoveKept={(src) => setKept((k) => k.filter((x) => x !== src))}
          onRemovePending={(file) => setPending((p) => p.filter((f) => f !== file))}
        >
          {errors.images ? <FieldError>{errors.images}</FieldError> : null}
          {progress ? (
            <UploadProgressBar label={progress.label} percent={progress.percent} />
          ) : null}
          {uploadError ? (
            <FormAlert>
              {uploadError.trim()} {retryHint}
            </FormAlert>
          ) : null}
        </AccessoryImageList>

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
      </Form>
    </DialogContent>
  );
}

/** What the editor waits on while an accessory loads (a TanStack Query result fits). */
type AccessoryLoad = {
  isError: boolean;
  isFetching: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
};

/** The Edit dialog before its accessory is in: skeleton fields, or the failure with Try Again. */
export function AccessoryEditorLoading({ query }: { query: AccessoryLoad }) {
  return (
    <DialogContent title="Edit Accessory" className="max-w-2xl">
      {query.isError ? (
        <div className="space-y-4">
          <FormAlert>{query.error?.message || M.notFound}</FormAlert>
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
