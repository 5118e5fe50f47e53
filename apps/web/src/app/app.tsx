import { STORAGE_KEYS } from '@campus-threads/contract';
import { AppProvider } from './provider';
import { AppRouter } from './router';

// A wishlist refresh interrupted by closing the tab must not block the next one (seller-admin §2).
try {
  window.localStorage.removeItem(STORAGE_KEYS.wishlistRefreshing);
} catch {
  // Storage may be unavailable (private mode); nothing to clean.
}

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
