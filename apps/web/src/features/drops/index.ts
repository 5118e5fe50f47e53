/** Public surface of the drops feature's pieces the admin's /admin/drops screen composes. */
export { CancelDropDialog } from './components/cancel-drop-dialog';
export { DropActions } from './components/drop-actions';
export { DropCard } from './components/drop-card';
export { DropListSkeleton } from './components/drop-list-skeleton';
export { useCancelDropFlow } from './use-cancel-drop-flow';
