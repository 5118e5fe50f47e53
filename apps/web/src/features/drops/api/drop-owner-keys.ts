/**
 * The React Query keys of the owner's drops, under the `drops` prefix the drop page's key
 * (`dropQueryKey`) shares, so opening or cancelling a drop can refresh everything about drops.
 * Keyed by the user: another account signing in on the same tab never sees these.
 */
export const dropOwnerKeys = {
  all: ['drops'] as const,
  mineAll: (userId: string) => ['drops', 'mine', userId] as const,
  mine: (userId: string, page: number) => ['drops', 'mine', userId, page] as const,
};
