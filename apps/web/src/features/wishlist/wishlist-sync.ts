import { STORAGE_KEYS } from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-context';
import { getToken } from '@/lib/token';
import { undoWishlistChange, type WishlistChange, type WishlistEntry } from './wishlist-storage';

/**
 * The wishlist's link to the account (DECISIONS.md row 14), as small as it can be: it is on every page
 * and behind every heart. The work is in wishlist-account.ts, loaded only when an account is
 * involved, so a guest never downloads it.
 */
const account = () => import('./wishlist-account');

function hasAccountCopy(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.wishlistOwner) !== null;
  } catch {
    return false;
  }
}

/**
 * Save to the signed-in shopper's account a change the heart already made on the device. When
 * the account refuses, or its code cannot load, the device is put back and false returned, so
 * the caller can say so.
 */
export async function saveWishlistChange(
  entry: WishlistEntry,
  change: WishlistChange,
): Promise<boolean> {
  const loaded = await account().catch(() => null);
  if (loaded) return loaded.saveWishlistChange(entry, change);
  undoWishlistChange(entry, change);
  return false;
}

/**
 * Mounted once in the layout. A session (a sign-in, or a page opened signed in) puts the
 * account's list on the device, joined with a guest's list the first time; signing out empties
 * the device list (it stays on the account).
 */
export function useWishlistSync(): void {
  const { user, isLoading } = useAuth();
  const userId = user?._id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isLoading) return;
    if (userId) {
      // On failure the device list stays as it is; the wishlist page reads the account again.
      account()
        .then((m) => m.startAccountSession(userId, queryClient))
        .catch(() => undefined);
      return;
    }
    // A token still being checked (or a flaky network) is not a sign-out.
    if (getToken() || !hasAccountCopy()) return;
    account()
      .then((m) => m.endAccountSession(queryClient))
      .catch(() => undefined);
  }, [userId, isLoading, queryClient]);
}
