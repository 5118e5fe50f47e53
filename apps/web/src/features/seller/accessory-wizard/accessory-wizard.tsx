import { ACCESSORY_FORM_MESSAGES, formatRupees, toPaise } from '@campus-threads/contract';
import { ArrowLeft, ArrowRight, ImagePlus, RotateCcw, Trash2, UploadCloud } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BasicInfoFields,
  DetailFields,
  EMPTY_ACCESSORY_FORM,
  toAccessoryWriteBody,
  validateWizardStep,
  WIZARD_STEPS,
  type AccessoryFormValues,
  type FieldErrors,
  type WizardStep,
} from '@/features/accessories';
import { errorText, fieldErrorsResolver, Form, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError, FormAlert } from '@/components/ui/form-field';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/upload/image-file';
import { UploadProgressBar } from '@/components/upload/upload-progress-bar';
import { useObjectUrls } from '@/components/upload/use-object-urls';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { createUploader, isUploadError } from '@/lib/upload';
import { useCreateAccessory } from '../api/create-accessory';
import { focusFirstError } from '../components/focus-first-error';
import { WizardSteps } from '../components/wizard-steps';

const uploader = createUploader();

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'failed'; message: string }
  | { phase: 'done'; fileKey: string };

const M = ACCESSORY_FORM_MESSAGES;

/** The wizard's form: the accessory's fields and the terms box of the last step. */
type WizardValues = AccessoryFormValues & {
  terms: boolean;
  /** Held for its error only: the chosen file is kept apart. */
  images?: null;
};

/**
 * Checks the steps up to `step` in order (Next checks the current one, the earlier ones having
 * passed; Upload checks all four) and notes the first step that fails, to go back to it.
 */
function wizardResolver(step: WizardStep, imageCount: number, failedStep: { current: WizardStep }) {
  return fieldErrorsResolver<WizardValues>((values) => {
    for (let s = 0 as WizardStep; s <= step; s = (s + 1) as WizardStep) {
      const found = validateWizardStep(s, values, { imageCount, termsAccepted: values.terms });
      if (Object.keys(found).length > 0) {
        failedStep.current = s;
        return { errors: found, data: null };
      }
    }
    return { errors: {}, data: values };
  });
}

function ImageStep({
  file,
  onPick,
  onRemove,
  error,
  disabled,
}: {
  file: File | null;
  onPick: (files: File[]) => void;
  onRemove: () => void;
  error?: string;
  disabled: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const files = useMemo(() => (file ? [file] : []), [file]);
  const [preview] = useObjectUrls(files);
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-600">
        One clear photo of the accessory: JPEG, PNG, WebP or GIF, up to 1MB.
      </p>
      {file && preview ? (
        <div className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-3 sm:flex-row sm:items-center">
          <img
            src={preview}
            alt={`Preview of ${file.name}`}
            className="aspect-square w-full max-w-48 rounded-lg bg-zinc-100 object-cover"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="truncate text-sm font-medium text-ink-900">{file.name}</p>
            <p className="text-xs text-zinc-500">{(file.size / 1024).toFixed(0)} KB</p>
            <div className="flex flex-wrap gap-2 pt-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => inputRef.current?.click()}
              >
                <ImagePlus className="size-4" aria-hidden="true" /> Replace
              </Button>
              <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemove}>
                <Trash2 className="size-4" aria-hidden="true" /> Remove
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <button
          type="button"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          className="flex w-full cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-zinc-300 bg-zinc-50 px-6 py-10 text-center transition-colors hover:border-saffron-400 hover:bg-saffron-50/40"
        >
          <UploadCloud className="size-8 text-saffron-600" aria-hidden="true" />
          <span className="text-sm font-semibold text-ink-900">Choose an image</span>
          <span className="text-xs text-zinc-500">Exactly one image</span>
        </button>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label="Accessory image"
        className="sr-only"
        onChange={(e) => {
          onPick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}

function Summary({ values, file }: { values: AccessoryFormValues; file: File | null }) {
  const price = Number(values.price);
  const discount = Number(values.discountPrice);
  const rows: [string, string][] = [
    ['Title', values.title.trim()],
    ['Price', Number.isFinite(price) ? formatRupees(toPaise(price)) : '—'],
    [
      'Discount price',
      values.discountPrice.trim() && discount > 0 ? formatRupees(toPaise(discount)) : 'None',
    ],
    [
      'Category',
      [values.category, values.subCategory]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(' · '),
    ],
    ['Stock', values.stock.trim()],
    ['University', values.universityName.trim()],
    ['Department', values.isAllDepartments ? 'All Departments' : values.departmentName.trim()],
    ['Technical', values.isTechnical ? 'Yes' : 'No'],
    ['Image', file?.name ?? '—'],
  ];
  return (
    <div className="rounded-xl border border-zinc-200 bg-zinc-50 p-4">
      <h3 className="text-sm font-semibold text-ink-900">Summary</h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-500">{label}</dt>
            <dd className="truncate font-medium text-ink-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The accessory upload wizard (spec: seller-admin §2, §5, §8). */
export function AccessoryWizard() {
  const navigate = useNavigate();
  const create = useCreateAccessory();
  const [step, setStep] = useState<WizardStep>(0);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const failedStep = useRef<WizardStep>(0);
  const form = useSchemaForm({
    resolver: wizardResolver(step, file ? 1 : 0, failedStep),
    defaultValues: { ...EMPTY_ACCESSORY_FORM, terms: false },
  });
  const { terms, images: _images, ...values } = useWatch({ control: form.control }) as WizardValues;
  const errors: FieldErrors = Object.fromEntries(
    Object.keys(form.formState.errors).map((name) => [
      name,
      errorText(form.formState.errors, name),
    ]),
  );

  const busy = upload.phase === 'uploading' || create.isPending;
  const cardRef = useRef<HTMLDivElement>(null);
  const goTo = (target: WizardStep) => {
    setStep(target);
    window.requestAnimationFrame(() => cardRef.current?.scrollIntoView({ block: 'start' }));
  };

  /** The shared accessory fields report a change as a patch: each changed field drops its error. */
  const change = (patch: Partial<WizardValues>) => {
    const names = Object.keys(patch) as (keyof WizardValues)[];
    for (const name of names) form.setValue(name, patch[name]!);
    form.clearErrors(names);
  };
  const refuseImage = (message: string) => form.setError('images', { message });

  const pick = (picked: File[]) => {
    if (picked.length === 0) return;
    if (picked.length > 1) return refuseImage(M.wizardImageMax);
    const problem = imageFileProblem(picked[0]!);
    if (problem) return refuseImage(problem);
    setFile(picked[0]!);
    setUpload({ phase: 'idle' });
    form.clearErrors('images');
  };

  const save = async () => {
    setSubmitError(null);
    let fileKey = upload.phase === 'done' ? upload.fileKey : null;
    if (!fileKey) {
      setUpload({ phase: 'uploading', percent: 0 });
      try {
        const uploaded = await uploader.uploadOne(file!, 'accessories', {
          onProgress: (percent) => setUpload({ phase: 'uploading', percent: Math.round(percent) }),
        });
        fileKey = uploaded.fileKey;
        setUpload({ phase: 'done', fileKey });
      } catch (error) {
        const message = isUploadError(error) ? error.message : M.imageUploadFailed;
        setUpload({ phase: 'failed', message });
        notify.error(M.imageUploadFailed);
        return;
      }
    }
    try {
      await create.mutateAsync(toAccessoryWriteBody(values, [fileKey]));
      notify.success(M.uploaded);
      void navigate('/dashboard');
    } catch (error) {
      setSubmitError(errorMessage(error, M.uploadFailed));
      notify.error(M.uploadFailed);
    }
  };

  /** Next, or Upload on the last step, once the steps' checks pass. */
  const onValid = async () => {
    if (step < 3) goTo(Math.min(3, step + 1) as WizardStep);
    else await save();
  };
  /** A failed check: Upload goes back to the step that failed; its first error in focus. */
  const onInvalid = () => {
    if (step === 3) goTo(failedStep.current);
    focusFirstError(cardRef.current);
  };
  const submit = form.handleSubmit(onValid, onInvalid);

  return (
    <Card ref={cardRef} className="scroll-mt-24">
      <Form form={form} onValid={onValid} onInvalid={onInvalid}>
        <CardContent className="space-y-6">
          <WizardSteps steps={WIZARD_STEPS} current={step} />
          <div>
            <h2 className="text-lg font-semibold text-ink-900">
              Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
            </h2>
          </div>

          {step === 0 ? (
            <BasicInfoFields values={values} errors={errors} onChange={change} />
          ) : null}
          {step === 1 ? <DetailFields values={values} errors={errors} onChange={change} /> : null}
          {step === 2 ? (
            <ImageStep
              file={file}
              onPick={pick}
              onRemove={() => {
                setFile(null);
                setUpload({ phase: 'idle' });
              }}
              error={errors.images}
              disabled={busy}
            />
          ) : null}
          {step === 3 ? (
            <div className="space-y-4">
              <Summary values={values} file={file} />
              <label className="flex cursor-pointer items-start gap-3 text-sm text-ink-800">
                <input
                  type="checkbox"
                  checked={terms}
                  disabled={busy}
                  onChange={(e) => change({ terms: e.target.checked })}
                  className="mt-0.5 size-4 shrink-0 accent-saffron-600"
                />
                <span>
                  I accept the{' '}
                  <Link
                    to="/terms"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
                  >
                    terms and conditions
                  </Link>{' '}
                  and confirm I can sell this accessory.
                </span>
              </label>
              {errors.terms ? <FieldError>{errors.terms}</FieldError> : null}
              {upload.phase === 'uploading' ? (
                <UploadProgressBar
                  label={`Uploading image 1 of 1 · ${file?.name ?? ''}`}
                  percent={upload.percent}
                />
              ) : null}
              {upload.phase === 'done' && create.isPending ? (
                <UploadProgressBar label="Image uploaded · saving the accessory" percent={100} />
              ) : null}
              {upload.phase === 'failed' ? (
                <FormAlert className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <span>
                    {file ? `Failed to upload ${file.name}: ` : ''}
                    {upload.message}
                  </span>
                  <Button variant="secondary" size="sm" onClick={() => void submit()}>
                    <RotateCcw className="size-4" aria-hidden="true" /> Retry upload
                  </Button>
                </FormAlert>
              ) : null}
              {submitError ? <FormAlert>{submitError}</FormAlert> : null}
            </div>
          ) : null}

          <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 pt-5 sm:flex-row sm:justify-between">
            <Button
              variant="secondary"
              disabled={step === 0 || busy}
              onClick={() => goTo(Math.max(0, step - 1) as WizardStep)}
            >
              <ArrowLeft className="size-4" aria-hidden="true" /> Previous
            </Button>
            {step < 3 ? (
              <Button variant="dark" disabled={busy} onClick={() => void submit()}>
                Next <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
            ) : (
              <Button onClick={() => void submit()} disabled={!terms} loading={busy}>
                {busy ? null : <UploadCloud className="size-4" aria-hidden="true" />} Upload
                Accessory
              </Button>
            )}
          </div>
        </CardContent>
      </Form>
    </Card>
  );
}
