import { NOTIFICATION_POLLING, type NotificationsResponse } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { pollRetryDelay, shouldRetryPoll } from '../notification-view';

/** GET /api/notifications: the signed-in user's latest notifications and the unread count. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('notifications', { signal });
}

/** Polled every 60 s while the tab is visible; a failed poll is retried after 2, 4 and 8 s (spec: storefront §9). */
export function useNotifications(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.notifications.list(userId ?? ''),
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: Boolean(userId),
    staleTime: NOTIFICATION_POLLING.intervalMs / 2,
    refetchInterval: NOTIFICATION_POLLING.intervalMs,
    retry: shouldRetryPoll,
    retryDelay: pollRetryDelay,
  });
}
