import { UPLOAD_MESSAGES, type PresignRequest } from '@campus-threads/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-errors';
import type { UploadXhr } from './put-file';
import { createUploader, type UploadProgress } from './upload-client';
import { batchFailureMessage } from './upload-error';

type Script = (xhr: FakeXhr) => void;

/** A stand-in XMLHttpRequest: each send() runs the next script (progress, then load/error/abort). */
class FakeXhr implements UploadXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  onabort: UploadXhr['onabort'] = null;
  ontimeout: UploadXhr['ontimeout'] = null;
  constructor(private readonly script: Script) {}
  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
    queueMicrotask(() => this.script(this));
  }
  abort() {
    this.onabort?.({} as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  finish(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.({} as ProgressEvent);
  }
}

const ok: Script = (xhr) => {
  xhr.progress(50, 100);
  xhr.finish(200);
};

function file(name: string, size: number, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function setup(scripts: Script[]) {
  const xhrs: FakeXhr[] = [];
  const presign = vi.fn(async (request: PresignRequest) => ({
    uploadUrl: `/api/uploads/tshirts/u/${request.fileName}?signature=x`,
    fileKey: `tshirts/u/${request.fileName}.webp`,
  }));
  const complete = vi.fn(async (fileKey: string) => ({
    fileKey,
    url: `/files/${fileKey}`,
    size: 1,
  }));
  const uploader = createUploader({
    presign,
    complete,
    createXhr: () => {
      const xhr = new FakeXhr(scripts.shift() ?? ok);
      xhrs.push(xhr);
      return xhr;
    },
  });
  return { uploader, xhrs, presign, complete };
}

describe('createUploader', () => {
  it('sends files one at a time with overall percent, file index and file percent', async () => {
    const { uploader, xhrs, presign } = setup([ok, ok]);
    const progress: UploadProgress[] = [];
    const outcomes = await uploader.uploadAll([file('a.png', 100), file('b.png', 300)], 'tshirts', {
      onProgress: (p) => progress.push(p),
    });

    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(outcomes[0]).toMatchObject({
      uploaded: { fileKey: 'tshirts/u/a.png.webp', url: '/files/tshirts/u/a.png.webp' },
    });
    expect(presign).toHaveBeenNthCalledWith(1, {
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: 100,
      category: 'tshirts',
    });
    expect(xhrs.map((x) => [x.method, x.url, x.headers['Content-Type']])).toEqual([
      ['PUT', '/api/uploads/tshirts/u/a.png?signature=x', 'image/png'],
      ['PUT', '/api/uploads/tshirts/u/b.png?signature=x', 'image/png'],
    ]);
    expect(xhrs[0]!.headers.Authorization).toBeUndefined();
    const firstFile = progress.filter((p) => p.fileIndex === 0);
    const secondFile = progress.filter((p) => p.fileIndex === 1);
    expect(firstFile.map((p) => p.filePercent)).toEqual([0, 50, 100, 100]);
    expect(firstFile.map((p) => p.overallPercent)).toEqual([0, 13, 25, 25]);
    expect(secondFile.map((p) => p.overallPercent)).toEqual([25, 63, 100, 100]);
    expect(progress.every((p) => p.fileCount === 2)).toBe(true);
  });

  it('maps every failure to the spec texts and carries on with the next file', async () => {
    const { uploader } = setup([
      (xhr) => xhr.finish(403),
      (xhr) => xhr.onerror?.({} as ProgressEvent),
      (xhr) => xhr.ontimeout?.({} as ProgressEvent),
      ok,
    ]);
    const outcomes = await uploader.uploadAll(
      [file('a.png', 10), file('b.png', 10), file('c.png', 10), file('d.png', 10)],
      'tshirts',
    );
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.message))).toEqual([
      'Upload failed with status: 403',
      'Network error during upload',
      'Network error during upload',
      'ok',
    ]);
    const failed = outcomes.filter((o) => !o.ok).map((o) => o.file.name);
    expect(batchFailureMessage(failed)).toBe('Failed to upload one or more images.');
    expect(batchFailureMessage(['a.png'])).toBe('Failed to upload a.png');
    expect(batchFailureMessage([])).toBeNull();
  });

  it('says why the presign or the check failed', async () => {
    const { uploader, presign, complete } = setup([]);
    presign.mockRejectedValueOnce(
      new ApiRequestError({
        status: 422,
        kind: 'http',
        message: 'x',
        statusText: 'x',
        serverMessage: 'File size exceeds 1MB limit: big.png',
      }),
    );
    presign.mockRejectedValueOnce(
      new ApiRequestError({ status: 0, kind: 'network', message: 'x', statusText: 'x' }),
    );
    presign.mockRejectedValueOnce(
      new ApiRequestError({ status: 500, kind: 'http', message: 'x', statusText: 'x' }),
    );
    await expect(uploader.uploadOne(file('big.png', 10), 'tshirts')).rejects.toMatchObject({
      kind: 'presign',
      message: 'File size exceeds 1MB limit: big.png',
    });
    for (let i = 0; i < 2; i += 1)
      await expect(uploader.uploadOne(file('a.png', 10), 'tshirts')).rejects.toMatchObject({
        message: UPLOAD_MESSAGES.presignFailed,
      });
    complete.mockRejectedValueOnce(
      new ApiRequestError({
        status: 415,
        kind: 'http',
        message: 'x',
        statusText: 'x',
        serverMessage: 'File content does not match image/png',
      }),
    );
    await expect(uploader.uploadOne(file('fake.png', 10), 'tshirts')).rejects.toMatchObject({
      kind: 'check',
      status: 415,
      message: 'File content does not match image/png',
    });
  });

  it('shows the server’s reason for an upload limit and for refused bytes', async () => {
    const json = (message: string) => JSON.stringify({ message });
    const { uploader, presign } = setup([
      (xhr) => xhr.finish(422, json(UPLOAD_MESSAGES.pdfHasScripts)),
      (xhr) => xhr.finish(415, json(UPLOAD_MESSAGES.contentMismatch('application/pdf'))),
      (xhr) => xhr.finish(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>'),
      (xhr) => xhr.finish(422, 'not json'),
    ]);
    presign.mockRejectedValueOnce(
      new ApiRequestError({
        status: 429,
        kind: 'http',
        message: 'x',
        statusText: 'x',
        serverMessage: UPLOAD_MESSAGES.tooManyUploads(12),
      }),
    );
    await expect(uploader.uploadOne(file('a.png', 10), 'tshirts')).rejects.toMatchObject({
      kind: 'presign',
      status: 429,
      message: 'You have uploaded too many files. Please try again in 12 minutes.',
    });
    const pdf = file('proof.pdf', 10, 'application/pdf');
    const outcomes = await uploader.uploadAll([pdf, pdf, pdf, pdf], 'documents');
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.message))).toEqual([
      'This PDF contains scripts or actions. Please upload a plain PDF.',
      'File content does not match application/pdf',
      'Upload failed with status: 403',
      'Upload failed with status: 422',
    ]);
  });

  it('lets a failed file be retried alone', async () => {
    const { uploader, xhrs } = setup([ok, (xhr) => xhr.finish(500), ok]);
    const outcomes = await uploader.uploadAll(
      [file('a.png', 10), file('b.png', 10)],
      'accessories',
    );
    const failed = outcomes.find((o) => !o.ok)!;
    expect(failed.file.name).toBe('b.png');
    const retried = await uploader.uploadOne(failed.file, 'accessories');
    expect(retried).toMatchObject({ fileKey: 'tshirts/u/b.png.webp', fileName: 'b.png' });
    expect(xhrs).toHaveLength(3);
  });

  it('an abort stops the batch with "Upload was aborted"', async () => {
    const controller = new AbortController();
    const { uploader, xhrs } = setup([
      (xhr) => {
        xhr.progress(10, 100);
        controller.abort();
      },
    ]);
    const outcomes = await uploader.uploadAll([file('a.png', 10), file('b.png', 10)], 'tshirts', {
      signal: controller.signal,
    });
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.message))).toEqual([
      UPLOAD_MESSAGES.aborted,
      UPLOAD_MESSAGES.aborted,
    ]);
    expect(xhrs).toHaveLength(1);
  });
});
