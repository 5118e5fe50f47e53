/**
 * Public surface of the accessories feature: the listing used by /credential/accessories, and the
 * one accessory editor (fields, values and checks, manage card, delete dialog) the seller's and the
 * admin's screens compose.
 */
export { CredentialAccessories } from './components/credential-accessories';
export {
  EMPTY_ACCESSORY_FORM,
  WIZARD_STEPS,
  toAccessoryWriteBody,
  type AccessoryFormValues,
  type FieldErrors,
  type WizardStep,
  validateWizardStep,
} from './accessory-form-values';
export { type AccessoryWriteBody } from './accessory-write-body';
export { AccessoryEditor, AccessoryEditorLoading } from './components/accessory-editor';
export { BasicInfoFields, DetailFields } from './components/accessory-fields';
export { AccessoryManageCard } from './components/accessory-manage-card';
export { DeleteAccessoryDialog } from './components/delete-accessory-dialog';
