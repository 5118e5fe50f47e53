import { IMAGE_UPLOAD_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@campus-threads/contract';

/** The `accept` of an image input: the spec's jpeg, png, webp and gif. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/** Why a picked image cannot be uploaded (type, then size), or null when it can. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return UPLOAD_MESSAGES.typeNotSupported(file.type || file.name);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileTooLarge(file.name);
  return null;
}
