/** Public surface of the collections feature (used by the home page and the seller forms). */
export { LazyCredentialDialog, preloadCredentialDialog } from './components/lazy-credential-dialog';
export { SuggestionCombobox } from './components/suggestion-combobox';
export { suggestionClient } from './api/get-suggestions';
