import { NOTIFICATION_MESSAGES, type Notification } from '@campus-threads/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCircle2, Package, RotateCcw, Users, Wallet, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationHref, showsProduct } from '../notification-view';
import { setNotificationsOpen } from '../panel-store';

/** The product's picture for order notifications (a placeholder when it is missing or broken), else an icon. */
function Picture({ notification }: { notification: Notification }) {
  if (showsProduct(notification) && notification.productInfo) {
    return (
      <span className="size-12 shrink-0 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100">
        <ProductImage
          src={notification.productInfo.image ?? undefined}
          alt=""
          width={48}
          height={48}
        />
      </span>
    );
  }
  const rejected = notification.type === 'DESIGN_REJECTED';
  const Icon =
    notification.type === 'ORDER_REFUND'
      ? RotateCcw
      : showsProduct(notification)
        ? Package
        : notification.type === 'DESIGN_APPROVED'
          ? CheckCircle2
          : rejected
            ? XCircle
            : notification.type === 'PAYOUT_SENT'
              ? Wallet
              : notification.type === 'DROP_STATUS'
                ? Users
                : Bell;
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-lg',
        rejected ? 'bg-danger-50 text-danger-600' : 'bg-saffron-50 text-saffron-600',
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

function NotificationRow({
  notification,
  onSelect,
}: {
  notification: Notification;
  onSelect: (n: Notification) => void;
}) {
  const unread = !notification.isRead;
  const product = showsProduct(notification) ? notification.productInfo?.name : null;
  return (
    <li>
      <button
        type="button"
        data-notification-id={notification._id}
        data-unread={unread || undefined}
        onClick={() => onSelect(notification)}
        className={cn(
          'flex w-full cursor-pointer gap-3 px-4 py-3 text-left transition-colors hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:outline-offset-[-2px]',
          unread && 'bg-saffron-50/50',
        )}
      >
        <Picture notification={notification} />
        <span className="min-w-0 flex-1">
          {unread ? <span className="sr-only">Unread: </span> : null}
          <span
            className={cn(
              'block text-sm break-words text-ink-900',
              unread ? 'font-semibold' : 'font-normal',
            )}
          >
            {notification.message}
          </span>
          {product ? (
            <span className="mt-0.5 block truncate text-xs text-zinc-500">{product}</span>
          ) : null}
          <time dateTime={notification.createdAt} className="mt-1 block text-xs text-zinc-500">
            {relativeTime(notification.createdAt)}
          </time>
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2.5 shrink-0 rounded-full',
            unread ? 'bg-saffron-500' : 'bg-transparent',
          )}
        />
      </button>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading notifications" className="space-y-1 p-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 px-2 py-2">
          <Skeleton className="size-12 rounded-lg" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

type NotificationPanelProps = {
  userId: string;
  /** The panel's title element: a Dialog or Popover title for assistive technology. */
  title: ReactNode;
  /** A close button (phones). */
  closeButton?: ReactNode;
  className?: string;
  listClassName?: string;
};

/** The notification list with 'Mark all as read', shared by the desktop dropdown and the phone screen. */
export function NotificationPanel({
  userId,
  title,
  closeButton,
  className,
  listClassName,
}: NotificationPanelProps) {
  const query = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notifications = query.data?.notifications ?? [];
  const unread = query.data?.unreadCount ?? 0;

  const select = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification._id);
    if (notification.orderId) {
      // The order may be newer than the cached list (a fresh purchase, a status change).
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    }
    // A seller's page (a new sale, a reviewed design, a payout) may be cached from before the news.
    void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.earnings.all });
    setNotificationsOpen(false);
    void navigate(notificationHref(notification));
  };

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: (error) => notify.error(errorMessage(error, 'Could not mark notifications as read')),
    });

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-zinc-200 pr-2 pl-4">
        {title}
        {unread > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-saffron-700"
            onClick={markAllRead}
          >
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        ) : null}
        {closeButton ? (
          <span className={cn(unread > 0 ? '' : 'ml-auto')}>{closeButton}</span>
        ) : null}
      </div>
      <div className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain', listClassName)}>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError && notifications.length === 0 ? (
          <div role="alert" className="flex flex-col items-center px-6 py-10 text-center">
            <p className="text-sm text-zinc-600">
              {errorMessage(query.error, 'Could not load notifications')}
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              Try Again
            </Button>
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-400">
              <Bell className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-3 text-sm font-medium text-zinc-600">{NOTIFICATION_MESSAGES.empty}</p>
          </div>
        ) : (
          <ul aria-label={NOTIFICATION_MESSAGES.title} className="divide-y divide-zinc-100">
            {notifications.map((n) => (
              <NotificationRow key={n._id} notification={n} onSelect={select} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
