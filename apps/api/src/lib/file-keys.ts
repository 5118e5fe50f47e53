import { HTTP_ERROR_MESSAGES } from '@campus-threads/contract';
import { AppError } from './errors';
import { fileKeyFromUrl } from './file-urls';

/** The uploads module's check that each key was uploaded, finished, by this user, in this area. */
export type AssertUploadedBy = (
  userId: string,
  fileKeys: readonly string[],
  category: 'tshirts' | 'documents' | 'accessories',
) => Promise<void>;

/** A file the browser names by its address (`/files/<key>`, the CDN's) or by its storage key. */
export function toFileKey(fileRef: string): string {
  const key = fileKeyFromUrl(fileRef) ?? fileRef;
  if (key.includes('..') || key.startsWith('/') || key.includes('\\'))
    throw new AppError('VALIDATION', HTTP_ERROR_MESSAGES.validation);
  return key;
}
