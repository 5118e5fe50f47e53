export { focusFirstError } from '@/lib/focus-first-error';
