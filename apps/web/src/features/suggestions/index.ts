/** Public surface of the suggestions feature: the place-name combobox and its client. */
export { suggestionClient } from './api/get-suggestions';
export { SuggestionCombobox } from './components/suggestion-combobox';
