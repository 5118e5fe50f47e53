import { z } from 'zod';

/**
 * File uploads (spec seller-admin §5, §7, §8, §9; DESIGN.md "Uploads"; docs/decisions/0015):
 * the presign request, the accepted types per category, the 1 MB limit and every upload text.
 */

/** Storage areas a client may ask to upload into (spec §7). `test` exists for the spec's client. */
export const UPLOAD_CATEGORIES = [
  'accessories',
  'tshirts',
  'documents',
  'test',
  /** A buyer's photos with a review or a return request (docs/decisions/0052). */
  'reviews',
  'returns',
] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** Max image size and max proof PDF size (spec §9): 1MB, counted as 1024 × 1024 bytes. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_UPLOAD_TYPES = ['application/pdf'] as const;
export type UploadContentType =
  (typeof IMAGE_UPLOAD_TYPES)[number] | (typeof DOCUMENT_UPLOAD_TYPES)[number];

/** Which declared types each category takes: images everywhere, a PDF only as a proof document. */
export function acceptedUploadTypes(category: UploadCategory): readonly UploadContentType[] {
  return category === 'documents' ? DOCUMENT_UPLOAD_TYPES : IMAGE_UPLOAD_TYPES;
}

/** Proof PDFs are private (their uploader and admins); every other category is public. */
export function isPrivateUploadCategory(category: UploadCategory): boolean {
  return category === 'documents';
}

/** How long a signed upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** Longest original file name kept with an upload (the key never contains it). */
export const MAX_UPLOAD_FILE_NAME_LENGTH = 255;

/** Files and bytes one account may start in a sliding window. */
export type UploadLimit = { windowMs: number; maxFiles: number; maxBytes: number };
/** An hour's limit, then a day's. */
export type UploadLimits = readonly [hour: UploadLimit, day: UploadLimit];

/**
 * Uploads a seller may start (signed URLs it asks for, counted with their declared sizes),
 * per sliding hour and day (docs/decisions/0032): an account with an approved design or an
 * accessory, and admins. A design is up to 3 images per colour plus a proof, so an hour is two or
 * three complete designs and a day a dozen; files are at most 1 MB, so the byte limits bite
 * before the counts only for large files. UPLOAD_LIMITS_SELLER overrides them.
 */
export const UPLOAD_LIMITS: UploadLimits = [
  { windowMs: 60 * 60 * 1000, maxFiles: 60, maxBytes: 40 * MAX_UPLOAD_BYTES },
  { windowMs: 24 * 60 * 60 * 1000, maxFiles: 300, maxBytes: 150 * MAX_UPLOAD_BYTES },
];

/**
 * Every other account's (docs/decisions/0053): a buyer's review and return photos (3
 * each) fit many times over, and a new seller, whose designs wait for approval, may upload three
 * four-colour designs an hour (13 files of a few hundred kB each) and six a day, while 30 MB in a
 * burst is refused after 20. UPLOAD_LIMITS_NEW_ACCOUNT overrides them.
 */
export const NEW_ACCOUNT_UPLOAD_LIMITS: UploadLimits = [
  { windowMs: 60 * 60 * 1000, maxFiles: 40, maxBytes: 20 * MAX_UPLOAD_BYTES },
  { windowMs: 24 * 60 * 60 * 1000, maxFiles: 80, maxBytes: 40 * MAX_UPLOAD_BYTES },
];

/** An upload no design or accessory uses is deleted (row and stored file) this long after it started. */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** "1 minute", "45 minutes", "3 hours": how long until an upload limit lets the next file in. */
function waitText(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  if (whole < 120) return whole === 1 ? '1 minute' : `${whole} minutes`;
  return `${Math.ceil(whole / 60)} hours`;
}

export const UPLOAD_MESSAGES = {
  // Spec §5 (design wizard images and proof): the texts the form and the server share.
  fileTooLarge: (fileName: string) => `File size exceeds 1MB limit: ${fileName}`,
  typeNotSupported: (fileType: string) => `File type ${fileType} is not supported`,
  proofPdfOnly: 'Invalid proof file: only PDF files are accepted',
  proofTooLarge: 'Invalid proof file: file size exceeds 1MB limit',
  // Spec §8 "File upload".
  presignFailed: 'Failed to get upload URL',
  uploadFailedStatus: (status: number) => `Upload failed with status: ${status}`,
  network: 'Network error during upload',
  aborted: 'Upload was aborted',
  fileFailed: (fileName: string) => `Failed to upload ${fileName}`,
  someImagesFailed: 'Failed to upload one or more images.',
  imagesFailed: (error: string) => `Failed to upload images: ${error}`,
  // Server answers to the PUT and to using a key (not in the spec; worded like it).
  invalidSignature: 'Upload link is invalid',
  expired: 'Upload link has expired',
  tooManyBytes: 'File is larger than the size that was declared',
  contentMismatch: (fileType: string) => `File content does not match ${fileType}`,
  alreadyUploaded: 'File has already been uploaded',
  unknownFile: 'Uploaded file not found',
  notFinished: 'File upload is not finished',
  wrongCategory: 'Uploaded file belongs to another storage area',
  // Upload limits and proof PDF checks (docs/decisions/0032).
  tooManyUploads: (minutes: number) =>
    `You have uploaded too many files. Please try again in ${waitText(minutes)}.`,
  /** A new account's 429: the same, and why its limit is lower. */
  tooManyUploadsNewAccount: (minutes: number) =>
    `You have uploaded too many files. Please try again in ${waitText(minutes)}. Accounts with an approved design may upload more.`,
  pdfHasScripts: 'This PDF contains scripts or actions. Please upload a plain PDF.',
  pdfNotCheckable: 'This PDF could not be checked for scripts. Please upload a plain PDF.',
} as const;

/** POST /api/s3/presigned-url body (spec §7). */
export const presignRequestSchema = z
  .object({
    fileName: z.string().trim().min(1).max(MAX_UPLOAD_FILE_NAME_LENGTH),
    fileType: z.string().trim().min(1).max(100),
    fileSize: z.number().int().min(1),
    category: z.enum(UPLOAD_CATEGORIES),
  })
  .superRefine((value, context) => {
    const accepted = acceptedUploadTypes(value.category) as readonly string[];
    if (!accepted.includes(value.fileType.toLowerCase())) {
      context.addIssue({
        code: 'custom',
        path: ['fileType'],
        message:
          value.category === 'documents'
            ? UPLOAD_MESSAGES.proofPdfOnly
            : UPLOAD_MESSAGES.typeNotSupported(value.fileType),
      });
    }
    if (value.fileSize > MAX_UPLOAD_BYTES) {
      context.addIssue({
        code: 'custom',
        path: ['fileSize'],
        message:
          value.category === 'documents'
            ? UPLOAD_MESSAGES.proofTooLarge
            : UPLOAD_MESSAGES.fileTooLarge(value.fileName),
      });
    }
  });
export type PresignRequest = z.infer<typeof presignRequestSchema>;

/** Spec §3 "Upload-URL response". */
export const presignResponseSchema = z.object({ uploadUrl: z.string(), fileKey: z.string() });
export type PresignResponse = z.infer<typeof presignResponseSchema>;

/** POST /api/s3/complete answer (and the local PUT's): the checked file's public (or private) address. */
export const uploadCompleteResponseSchema = z.object({
  fileKey: z.string(),
  url: z.string(),
  size: z.number(),
});
export type UploadCompleteResponse = z.infer<typeof uploadCompleteResponseSchema>;
