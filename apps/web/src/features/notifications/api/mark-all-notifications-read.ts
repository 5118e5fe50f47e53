import type { NotificationsResponse } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { markEveryRead } from '../notification-view';

/** PATCH /api/notifications/read-all */
export function markAllNotificationsRead(): Promise<{ success: boolean; updated: number }> {
  return api.patch<{ success: boolean; updated: number }>('notifications/read-all');
}

/** Clears every unread dot at once in the cache, then asks the server again. */
export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.list(userId);
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationsResponse>(key);
      if (previous) queryClient.setQueryData(key, markEveryRead(previous));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
