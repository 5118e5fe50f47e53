import type { DesignStatus } from './catalog';

/** Upload history's tabs (spec: seller-admin §2 "Upload History"). */
export const UPLOAD_HISTORY_TABS = [
  'all',
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly ('all' | DesignStatus)[];
export type UploadHistoryTab = (typeof UPLOAD_HISTORY_TABS)[number];

export const SELLER_MESSAGES = {
  sellerNotFound: 'Seller not found',
  noDesigns: 'No designs yet',
} as const;

/** Downloading a design's proof of authority (spec: seller-admin §5, §8 "Proof download"). */
export const PROOF_DOWNLOAD_MESSAGES = {
  started: 'Download started successfully',
  failed: 'Failed to download document',
  invalidUrl: 'Invalid file URL format',
  empty: 'No file available for download',
  notPdf: 'The file might not be a PDF. Proceeding with download anyway.',
  // The spec describes this suffix without wording it.
  accessDenied: 'You do not have access to this file. Contact support if you think this is wrong.',
  missingForCredential: 'Proof file is missing for this design. Contact technical support.',
  none: 'No proof file available for this design',
} as const;
