/** Public surface of the auth feature: the session provider and the live password checklist. */
export { AuthProvider } from './components/auth-provider';
export { PasswordChecklist } from './components/password-checklist';
