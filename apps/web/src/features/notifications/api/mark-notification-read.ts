import type { Notification, NotificationsResponse } from '@campus-threads/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { markOneRead } from '../notification-view';

/** PATCH /api/notifications/:id/read */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.patch<Notification>(`notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one read at once in the cache (the panel closes on click), then asks the server again. */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.list(userId);
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationsResponse>(key);
      if (previous) queryClient.setQueryData(key, markOneRead(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
