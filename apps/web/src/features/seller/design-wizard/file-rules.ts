import {
  DESIGN_FORM_MESSAGES,
  DESIGN_LIMITS,
  DOCUMENT_UPLOAD_TYPES,
  IMAGE_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from '@campus-threads/contract';

export const filesNotAdded = DESIGN_FORM_MESSAGES.filesNotAdded;

/** The `accept` attribute of the image and proof inputs. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');
export const PROOF_ACCEPT = DOCUMENT_UPLOAD_TYPES.join(',');

/** Why one image cannot be used (type first, then size), or null. */
export function imageFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(type))
    return UPLOAD_MESSAGES.typeNotSupported(file.type || file.name);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileTooLarge(file.name);
  return null;
}

export type ImagePick<F> = { accepted: F[]; message: string | null };

/**
 * Files chosen for one colour that already has `current` images: good files are taken up to 3 per
 * colour; the rest are refused with the spec's text (one refusal as is, several as a summary).
 */
export function pickImages<F extends Pick<File, 'name' | 'type' | 'size'>>(
  current: number,
  files: readonly F[],
): ImagePick<F> {
  const accepted: F[] = [];
  const reasons: string[] = [];
  for (const file of files) {
    const error = imageFileError(file);
    if (error) reasons.push(error);
    else if (current + accepted.length >= DESIGN_LIMITS.imagesPerColorMax)
      reasons.push(`${file.name}: ${DESIGN_FORM_MESSAGES.imagesMax}`);
    else accepted.push(file);
  }
  let message: string | null = null;
  if (reasons.length === 1)
    message = reasons[0]!.endsWith(DESIGN_FORM_MESSAGES.imagesMax)
      ? DESIGN_FORM_MESSAGES.imagesMax
      : reasons[0]!;
  else if (reasons.length > 1) message = filesNotAdded(reasons.length, reasons.join('; '));
  return { accepted, message };
}

/** The proof of authority: PDF only, at most 1 MB (spec §5). */
export function proofFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type.toLowerCase() !== 'application/pdf') return UPLOAD_MESSAGES.proofPdfOnly;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.proofTooLarge;
  return null;
}
