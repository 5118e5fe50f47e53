import { ADMIN_DESIGN_MESSAGES, DESIGN_FORM_MESSAGES } from '@campus-threads/contract';
import { batchFailureMessage } from '@/lib/upload';

export type UploadFailure = { name: string; message: string; proof: boolean };

/** Where a submit is: uploading file i of n, saving the design, failed (retry keeps uploaded files), done. */
export type SubmitState =
  | { phase: 'idle' }
  | {
      phase: 'uploading';
      fileIndex: number;
      fileCount: number;
      fileName: string;
      filePercent: number;
      overallPercent: number;
    }
  | { phase: 'saving' }
  | { phase: 'failed'; message: string; failures: UploadFailure[] }
  | { phase: 'done' };

/** The batch's percent, each file weighed by its size (like lib/upload's `uploadAll`). */
export function overallPercent(
  sizes: readonly number[],
  fileIndex: number,
  filePercent: number,
): number {
  const total = sizes.reduce((sum, s) => sum + s, 0);
  if (total === 0) return 100;
  const before = sizes.slice(0, fileIndex).reduce((sum, s) => sum + s, 0);
  return Math.round(((before + ((sizes[fileIndex] ?? 0) * filePercent) / 100) / total) * 100);
}

/** The line shown for a batch with failures: the proof's own text first, else the images' summary. */
export function uploadFailureMessage(failures: readonly UploadFailure[]): string {
  if (failures.some((f) => f.proof)) return DESIGN_FORM_MESSAGES.proofUploadFailed;
  return batchFailureMessage(failures.map((f) => f.name)) ?? DESIGN_FORM_MESSAGES.uploadFailed;
}

/**
 * The toast after a save: a new design awaits approval; a seller's edit sends the design back to
 * review (decision 0017), whatever its status was; an admin's edit keeps the status.
 */
export function submitSuccessMessage(editing: boolean, isAdmin: boolean): string {
  if (!editing) return DESIGN_FORM_MESSAGES.uploaded;
  return isAdmin ? ADMIN_DESIGN_MESSAGES.updated : DESIGN_FORM_MESSAGES.updatedInReview;
}
