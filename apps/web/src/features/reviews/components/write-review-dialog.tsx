import {
  createReviewSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_SCREEN_TEXTS as T,
  type ProductType,
} from '@campus-threads/contract';
import { useRef, useState } from 'react';
import { Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { UploadProgressBar } from '@/components/upload/upload-progress-bar';
import { errorMessage, isApiRequestError } from '@/lib/api-errors';
import { focusFirstError } from '@/lib/focus-first-error';
import { notify } from '@/lib/notify';
import { batchFailureMessage, createUploader } from '@/lib/upload';
import { useCreateReview } from '../api/create-review';
import { RatingField } from './rating-field';
import { ReviewPhotoPicker } from './review-photo-picker';
import { addReviewPhotos } from '../api/add-review-photos';

const uploader = createUploader();
const FIELDS = ['rating', 'comment', 'photos'] as const;
type Field = (typeof FIELDS)[number];

/** The purchase a review is of: one product of one delivered order. */
export type ReviewTarget = {
  orderId: string;
  productType: ProductType;
  productId: string;
  title: string;
};

function CommentCount({ length }: { length: number }) {
  return (
    <span
      className={
        length > REVIEW_LIMITS.commentMax
          ? 'text-xs font-medium text-danger-600 tabular-nums'
          : 'text-xs text-zinc-500 tabular-nums'
      }
      aria-live="polite"
    >
      {length.toLocaleString('en-IN')} / {REVIEW_LIMITS.commentMax.toLocaleString('en-IN')}
    </span>
  );
}

function WriteReviewForm({ target, onDone }: { target: ReviewTarget; onDone: () => void }) {
  const create = useCreateReview();
  const formRef = useRef<HTMLFormElement>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  // Photos already sent keep their keys, so a failed send retries only the rest.
  const [uploaded, setUploaded] = useState<Map<File, string>>(new Map());
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: createReviewSchema,
    defaultValues: {
      orderId: target.orderId,
      productType: target.productType,
      productId: target.productId,
      rating: 0,
      comment: '',
    },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const busy = progress !== null || create.isPending;

  const pick = (files: File[]) => {
    const result = addReviewPhotos(photos, files);
    setPhotos(result.photos);
    if (result.error) form.setError('photos', { message: result.error });
    else form.clearErrors('photos');
  };

  /** The photos' upload keys, uploading those not sent yet; null when one failed. */
  const uploadPhotos = async (): Promise<string[] | null> => {
    const waiting = photos.filter((file) => !uploaded.has(file));
    const keys = new Map(uploaded);
    if (waiting.length > 0) {
      setProgress({ label: T.uploading(1, waiting.length, 0), percent: 0 });
      const outcomes = await uploader.uploadAll(waiting, 'reviews', {
        onProgress: (p) =>
          setProgress({
            label: T.uploading(p.fileIndex + 1, p.fileCount, Math.round(p.filePercent)),
            percent: p.overallPercent,
          }),
      });
      setProgress(null);
      for (const outcome of outcomes)
        if (outcome.ok) keys.set(outcome.file, outcome.uploaded.fileKey);
      setUploaded(keys);
      const failed = outcomes.flatMap((o) => (o.ok ? [] : [o]));
      if (failed.length > 0) {
        const names = batchFailureMessage(failed.map((o) => o.file.name));
        setFailure(`${names}: ${failed[0]!.error.message.replace(/\.$/, '')}. ${T.photosFailed}`);
        notify.error(REVIEW_MESSAGES.submitFailed);
        return null;
      }
    }
    return photos.map((file) => keys.get(file)!);
  };

  const send = async (values: Parameters<typeof create.mutateAsync>[0]) => {
    setFailure(null);
    const keys = await uploadPhotos();
    if (keys === null) return;
    try {
      await create.mutateAsync({ ...values, ...(keys.length > 0 ? { photos: keys } : {}) });
      notify.success(REVIEW_MESSAGES.submitted);
      onDone();
    } catch (error) {
      // Reviewed already (another tab): /orders now says so, and this form has no purpose.
      if (isApiRequestError(error) && error.status === 409) {
        notify.error(error.message);
        onDone();
        return;
      }
      const onFields = isApiRequestError(error)
        ? error.fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.field))
        : [];
      for (const e of onFields) form.setError(e.field as Field, { message: e.message });
      notify.error(REVIEW_MESSAGES.submitFailed);
      if (onFields.length === 0) setFailure(errorMessage(error, REVIEW_MESSAGES.submitFailed));
    }
  };

  return (
    <DialogContent
      title={T.dialogTitle(target.title)}
      description={T.dialogText}
      className="max-w-lg"
      onInteractOutside={(e) => busy && e.preventDefault()}
      onEscapeKeyDown={(e) => busy && e.preventDefault()}
    >
      <Form
        ref={formRef}
        form={form}
        className="space-y-5"
        onValid={send}
        onInvalid={() => focusFirstError(formRef.current)}
      >
        <RatingField />
        <FormField
          name="comment"
          label={T.commentLabel}
          labelAside={<CommentCount length={comment.length} />}
        >
          {(c) => (
            <Textarea
              {...c}
              rows={5}
              maxLength={REVIEW_LIMITS.commentMax + 100}
              placeholder={T.commentPlaceholder}
              disabled={busy}
            />
          )}
        </FormField>
        <ReviewPhotoPicker
          photos={photos}
          busy={busy}
          onPick={pick}
          onRemove={(file) => {
            setPhotos((list) => list.filter((f) => f !== file));
            form.clearErrors('photos');
          }}
        />
        {progress ? <UploadProgressBar label={progress.label} percent={progress.percent} /> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {T.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" variant="dark" loading={busy}>
            {T.submit}
          </Button>
        </DialogFooter>
      </Form>
    </DialogContent>
  );
}

/**
 * "Write a review": a 1-5 star rating, the comment with its count, up to three photos
 * uploaded through the shared upload path (category `reviews`) with their progress, checked by
 * the contract's schema; the review then waits for an admin. Closed while it sends.
 */
export function WriteReviewDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReviewTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <WriteReviewForm target={target} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
