export { createUploader } from './upload-client';
export type {
  Uploader,
  UploadedFile,
  UploadOutcome,
  UploadProgress,
  UploaderDeps,
} from './upload-client';
export { putFile, createBrowserXhr } from './put-file';
export type { CreateXhr, UploadXhr } from './put-file';
export { UploadError, isUploadError, batchFailureMessage } from './upload-error';
export type { UploadErrorKind } from './upload-error';
