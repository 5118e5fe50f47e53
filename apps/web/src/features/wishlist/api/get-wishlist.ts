import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { loadAccountWishlist } from '../wishlist-account';

/**
 * GET /api/wishlist (or, the first time on this device, PUT /api/wishlist/sync with the guest's
 * list): the signed-in shopper's list, read again whenever the page opens so a change made on
 * another device shows, and copied to the device list the page shows.
 */
export function useAccountWishlist(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.wishlist.account(),
    queryFn: () => loadAccountWishlist(userId!),
    enabled: userId !== null,
    refetchOnMount: 'always',
  });
}
