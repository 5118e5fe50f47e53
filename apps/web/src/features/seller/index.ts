/**
 * What other features (the admin screens) reuse from the seller feature: page scaffolding,
 * accessory form fields, image checks, proof download. Everything else stays internal.
 */
export { PageHeader } from './components/page-header';
export { EmptyState, LoadError } from './components/state-blocks';
export { BasicInfoFields, DetailFields } from './components/accessory-fields';
export { IMAGE_ACCEPT, imageFileProblem } from './components/image-file';
export { downloadProof, type ProofDownloadResult } from './api/download-proof';
export { useAccessoryCategories, useAccessorySubcategories } from './api/get-accessory-categories';
// The admin accessories screen (issue 11 item 5) reuses the accessory form's values, checks and pieces.
export {
  EMPTY_ACCESSORY_FORM,
  accessoryToFormValues,
  toAccessoryWriteBody,
  validateAccessoryEdit,
  type AccessoryFormValues,
  type FieldErrors as AccessoryFieldErrors,
} from './accessory-wizard/accessory-form-values';
export { useObjectUrls } from './components/use-object-urls';
export { UploadProgressBar } from './components/wizard-steps';
export { StatusPill } from './components/status-pill';
export { accessoryWriteError } from './my-accessories/accessory-error';
export { DeleteAccessoryDialog } from './my-accessories/delete-accessory-dialog';
