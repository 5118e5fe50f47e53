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
