export { suggestionClient } from './api/get-suggestions';
export { SuggestionCombobox } from './components/suggestion-combobox';
