export { AuthProvider } from './components/auth-provider';
