import { abortedUploadError, checkError, networkUploadError, statusError } from './upload-error';

/** The XMLHttpRequest surface the upload uses, so tests can hand in a fake. */
export type UploadXhr = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'timeout' | 'responseText'
> & {
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
  ontimeout: ((event: ProgressEvent) => void) | null;
};

export type CreateXhr = () => UploadXhr;

export const createBrowserXhr: CreateXhr = () => new XMLHttpRequest();

/**
 * Statuses with which our own PUT route (local storage) refuses the bytes and says why in JSON:
 * too large, not the declared type, a scripted PDF. Other answers (403 link, S3's XML) keep the
 * spec's 'Upload failed with status: {code}'.
 */
const REFUSED_CONTENT = new Set([413, 415, 422]);

/** The `message` of our API's JSON error body, if that is what the PUT answered. */
function serverMessage(responseText: string): string | undefined {
  try {
    const message = (JSON.parse(responseText) as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.length > 0 ? message : undefined;
  } catch {
    return undefined;
  }
}

export type PutFileOptions = {
  contentType: string;
  /** 0-100 for this file, from the upload's progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  createXhr?: CreateXhr;
};

/**
 * PUTs the bytes to a signed URL with XMLHttpRequest, because fetch cannot report upload progress.
 * No bearer token: the URL's signature is the authorisation (and an Authorization header would
 * break an S3 presigned URL). The Content-Type is the one that was signed.
 */
export function putFile(url: string, body: Blob, options: PutFileOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortedUploadError());
      return;
    }
    const xhr = (options.createXhr ?? createBrowserXhr)();
    const onAbortSignal = () => xhr.abort();
    const settle = (error?: Error) => {
      options.signal?.removeEventListener('abort', onAbortSignal);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', options.contentType);
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        settle();
      } else {
        const message = REFUSED_CONTENT.has(xhr.status)
          ? serverMessage(xhr.responseText)
          : undefined;
        settle(message ? checkError(xhr.status, message) : statusError(xhr.status));
      }
    };
    xhr.onerror = () => settle(networkUploadError());
    xhr.ontimeout = () => settle(networkUploadError());
    xhr.onabort = () => settle(abortedUploadError());
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}
