import {
  REQUEST_TIMEOUT_MS,
  type PresignRequest,
  type PresignResponse,
  type UploadCategory,
  type UploadCompleteResponse,
} from '@campus-threads/contract';
import { api } from '../api-client';
import { isApiRequestError } from '../api-errors';
import { putFile, type CreateXhr } from './put-file';
import {
  abortedUploadError,
  checkError,
  isUploadError,
  presignError,
  type UploadError,
} from './upload-error';

/** Where a batch is: the spec's overall percent, file index (0-based) and file percent. */
export type UploadProgress = {
  overallPercent: number;
  fileIndex: number;
  fileCount: number;
  filePercent: number;
};

export type UploadedFile = { fileKey: string; url: string; fileName: string };

export type UploadOutcome =
  { ok: true; file: File; uploaded: UploadedFile } | { ok: false; file: File; error: UploadError };

export type UploaderDeps = {
  presign?: (request: PresignRequest) => Promise<PresignResponse>;
  complete?: (fileKey: string) => Promise<UploadCompleteResponse>;
  createXhr?: CreateXhr;
};

export type UploadOptions = { signal?: AbortSignal };

function statusAndMessage(error: unknown): [number | undefined, string | undefined] {
  if (isApiRequestError(error)) return [error.status || undefined, error.serverMessage];
  return [undefined, undefined];
}

/**
 * Presign → PUT (with progress) → complete, one file at a time (docs/decisions/0015-uploads.md).
 * A batch never stops at a failed file: every file gets an outcome, and a failed one can be sent
 * again alone with `uploadOne`, without starting the wizard over.
 */
export function createUploader(deps: UploaderDeps = {}) {
  const presign =
    deps.presign ??
    ((request: PresignRequest) => api.post<PresignResponse>('s3/presigned-url', request));
  const complete =
    deps.complete ??
    ((fileKey: string) => api.post<UploadCompleteResponse>('s3/complete', { fileKey }));

  async function uploadOne(
    file: File,
    category: UploadCategory,
    options: UploadOptions & { onProgress?: (percent: number) => void } = {},
  ): Promise<UploadedFile> {
    if (options.signal?.aborted) throw abortedUploadError();
    const contentType = file.type.toLowerCase();
    let grant: PresignResponse;
    try {
      grant = await presign({
        fileName: file.name,
        fileType: contentType,
        fileSize: file.size,
        category,
      });
    } catch (error) {
      throw presignError(...statusAndMessage(error));
    }
    await putFile(grant.uploadUrl, file, {
      contentType,
      onProgress: options.onProgress,
      signal: options.signal,
      timeoutMs: REQUEST_TIMEOUT_MS,
      createXhr: deps.createXhr,
    });
    try {
      const checked = await complete(grant.fileKey);
      return { fileKey: checked.fileKey, url: checked.url, fileName: file.name };
    } catch (error) {
      throw checkError(...statusAndMessage(error));
    }
  }

  async function uploadAll(
    files: readonly File[],
    category: UploadCategory,
    options: UploadOptions & { onProgress?: (progress: UploadProgress) => void } = {},
  ): Promise<UploadOutcome[]> {
    // Overall progress weighs files by size, so one large file does not jump the bar.
    const totalBytes = files.reduce((sum, file) => sum + Math.max(file.size, 1), 0);
    let bytesBefore = 0;
    const outcomes: UploadOutcome[] = [];
    for (const [fileIndex, file] of files.entries()) {
      const weight = Math.max(file.size, 1);
      const report = (filePercent: number) =>
        options.onProgress?.({
          overallPercent: Math.round(
            ((bytesBefore + (weight * filePercent) / 100) / totalBytes) * 100,
          ),
          fileIndex,
          fileCount: files.length,
          filePercent,
        });
      report(0);
      try {
        const uploaded = await uploadOne(file, category, {
          signal: options.signal,
          onProgress: report,
        });
        outcomes.push({ ok: true, file, uploaded });
      } catch (error) {
        if (!isUploadError(error)) throw error;
        outcomes.push({ ok: false, file, error });
        // After an abort the rest are not attempted: the user stopped the batch.
        if (error.kind === 'aborted') {
          for (const rest of files.slice(fileIndex + 1))
            outcomes.push({ ok: false, file: rest, error: abortedUploadError() });
          break;
        }
      }
      // A failed file counts as done for the overall bar: the batch moves on to the next one.
      report(100);
      bytesBefore += weight;
    }
    return outcomes;
  }

  return { uploadOne, uploadAll };
}

export type Uploader = ReturnType<typeof createUploader>;
