export { AuthProvider } from './components/auth-provider';
export { PasswordChecklist } from './components/password-checklist';
