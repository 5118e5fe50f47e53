import { NOTIFICATION_MESSAGES } from '@campus-threads/contract';
import { Bell, X } from 'lucide-react';
import { Dialog, Popover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { useNotifications } from '../api/get-notifications';
import { unreadBadge } from '../notification-view';
import { setNotificationsOpen, useNotificationsOpen } from '../panel-store';
import { NotificationPanel } from './notification-panel';

/** From this width the panel drops down under the bell; below it fills the screen (Tailwind md). */
const DESKTOP = '(min-width: 768px)';

function useUnread(): { userId: string; unread: number } {
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const { data } = useNotifications(userId || undefined);
  return { userId, unread: data?.unreadCount ?? 0 };
}

type BellButtonProps = ComponentProps<'button'> & { unread: number; dark: boolean };

function BellButton({ unread, dark, className, ...props }: BellButtonProps) {
  const badge = unreadBadge(unread);
  // The badge sits beside the button, not in it: the accessible name carries the count, and a
  // name must contain the text shown inside the control (WCAG 2.5.3, label in name).
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={
          unread > 0
            ? `${NOTIFICATION_MESSAGES.title} (${unread} unread)`
            : NOTIFICATION_MESSAGES.title
        }
        className={cn(
          'inline-flex size-10 cursor-pointer items-center justify-center rounded-full transition-colors',
          dark
            ? 'text-zinc-200 hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10'
            : 'text-ink-800 hover:bg-zinc-100 data-[state=open]:bg-zinc-100',
          className,
        )}
        {...props}
      >
        <Bell className="size-5" aria-hidden="true" />
      </button>
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="notifications-count"
          className="pointer-events-none absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-600 px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The header's bell (signed-in only): unread count; a dropdown under the bell from 768 px, a
 * full-screen panel on phones (spec: storefront §2 "Notification panel"). The bell stays in the
 * header at every width, so a shopper on a phone sees the unread count without opening the menu;
 * the phone menu's "Notifications" row opens the same panel.
 */
export function NotificationBell({ dark }: { dark: boolean }) {
  const { userId, unread } = useUnread();
  const open = useNotificationsOpen();
  const desktop = useMediaQuery(DESKTOP);
  if (!userId) return null;

  if (desktop) {
    return (
      <Popover.Root open={open} onOpenChange={setNotificationsOpen}>
        <Popover.Trigger asChild>
          <BellButton unread={unread} dark={dark} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={10}
            collisionPadding={16}
            aria-label={NOTIFICATION_MESSAGES.title}
            className="z-50 w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-zinc-200 bg-white text-ink-900 shadow-pop data-[state=open]:animate-fade-in"
          >
            <NotificationPanel
              userId={userId}
              title={
                <h2 className="text-base font-semibold text-ink-900">
                  {NOTIFICATION_MESSAGES.title}
                </h2>
              }
              listClassName="max-h-[min(28rem,calc(100dvh-10rem))]"
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setNotificationsOpen}>
      <Dialog.Trigger asChild>
        <BellButton unread={unread} dark={dark} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white text-ink-900 focus:outline-none data-[state=open]:animate-fade-in"
        >
          <NotificationPanel
            userId={userId}
            className="h-full"
            title={
              <Dialog.Title className="text-base font-semibold text-ink-900">
                {NOTIFICATION_MESSAGES.title}
              </Dialog.Title>
            }
            closeButton={
              <Dialog.Close
                className="rounded-md p-2 text-zinc-500 hover:bg-zinc-100 hover:text-ink-900"
                aria-label="Close notifications"
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The phone menu's "Notifications" row: closes the menu and opens the full-screen panel. */
export function NotificationsMenuItem({ onSelect }: { onSelect: () => void }) {
  const { unread } = useUnread();
  return (
    <button
      type="button"
      onClick={() => {
        onSelect();
        // Once the menu has let go of focus, so the panel keeps it.
        window.setTimeout(() => setNotificationsOpen(true), 0);
      }}
      className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-ink-800 hover:bg-zinc-100 [&_svg]:size-5 [&_svg]:text-zinc-500"
    >
      <Bell aria-hidden="true" /> {NOTIFICATION_MESSAGES.title}
      <span
        className={cn(
          'ml-auto rounded-full px-2 py-0.5 text-xs font-semibold',
          unread > 0 ? 'bg-saffron-600 text-white' : 'bg-zinc-100 text-zinc-700',
        )}
      >
        {unread > 0 ? <span className="sr-only">Unread: </span> : null}
        {unreadBadge(unread) ?? 0}
      </span>
    </button>
  );
}
