/** Public surface of the collections feature (used by the home page). */
export { LazyCredentialDialog, preloadCredentialDialog } from './components/lazy-credential-dialog';
