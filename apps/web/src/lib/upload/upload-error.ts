import { UPLOAD_MESSAGES } from '@campus-threads/contract';

/** Why one file did not upload; `message` is always one of the spec's upload texts (or the server's). */
export type UploadErrorKind = 'presign' | 'status' | 'network' | 'aborted' | 'check';

export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  readonly status: number | undefined;

  constructor(kind: UploadErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'UploadError';
    this.kind = kind;
    this.status = status;
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}

/** The PUT answered with something other than 2xx (spec: 'Upload failed with status: {code}'). */
export function statusError(status: number): UploadError {
  return new UploadError('status', UPLOAD_MESSAGES.uploadFailedStatus(status), status);
}

export function networkUploadError(): UploadError {
  return new UploadError('network', UPLOAD_MESSAGES.network);
}

export function abortedUploadError(): UploadError {
  return new UploadError('aborted', UPLOAD_MESSAGES.aborted);
}

/**
 * The presign call failed. A 422 carries the server's own reason (the spec's 'File size exceeds
 * 1MB limit: …' / 'File type … is not supported'), and a 429 the upload limit's wait ('You have
 * uploaded too many files. Please try again in …'), worth more than the generic text; anything
 * else (network, 401, 5xx) is 'Failed to get upload URL'.
 */
export function presignError(
  status: number | undefined,
  serverMessage: string | undefined,
): UploadError {
  const explained = status === 422 || status === 429;
  const message = explained && serverMessage ? serverMessage : UPLOAD_MESSAGES.presignFailed;
  return new UploadError('presign', message, status);
}

/** After the bytes were sent, the server refused them (not the declared type, too large). */
export function checkError(
  status: number | undefined,
  serverMessage: string | undefined,
): UploadError {
  return new UploadError(
    'check',
    serverMessage ??
      (status ? UPLOAD_MESSAGES.uploadFailedStatus(status) : UPLOAD_MESSAGES.network),
    status,
  );
}

/** The line a wizard shows for a batch: per file 'Failed to upload {file}', then the summary. */
export function batchFailureMessage(failedFileNames: readonly string[]): string | null {
  if (failedFileNames.length === 0) return null;
  if (failedFileNames.length === 1) return UPLOAD_MESSAGES.fileFailed(failedFileNames[0]!);
  return UPLOAD_MESSAGES.someImagesFailed;
}
