import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './return-focus';

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetClose = D.Close;

/**
 * The two looks a sheet has in the shop: `menu` for navigation (the phone menu: narrow, quiet
 * title) and `panel` for content beside the page (filters, size guide: wider, bold title, room
 * for a footer). One primitive, so focus, Escape, outside click and animation behave alike.
 */
const LOOKS = {
  menu: {
    overlay: 'bg-ink-950/60',
    width: 'w-[min(22rem,calc(100vw-3rem))]',
    header: 'px-4',
    title: 'text-base font-semibold text-ink-900',
    close: 'ml-auto rounded-md p-2',
    body: 'flex-1 overflow-y-auto',
  },
  panel: {
    overlay: 'bg-ink-950/50',
    width: 'w-[min(26rem,calc(100vw-2rem))]',
    header: 'px-5',
    title: 'text-lg font-bold tracking-tight text-ink-900',
    close: '-mr-2 cursor-pointer rounded-md p-2',
    body: 'flex-1 overflow-y-auto overscroll-contain',
  },
} as const;

type SheetContentProps = Omit<ComponentProps<typeof D.Content>, 'title'> & {
  title: string;
  side?: 'left' | 'right';
  look?: keyof typeof LOOKS;
  /** Show the title visually (it is always announced). */
  showTitle?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Kept below the scrolling body (e.g. a Clear Filters button). */
  footer?: ReactNode;
};

/** A panel that slides in from the side; put it inside <Sheet open onOpenChange>. */
export function SheetContent({
  title,
  side = 'right',
  look = 'menu',
  showTitle = true,
  closeLabel = 'Close menu',
  footer,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const styles = LOOKS[look];
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <D.Portal>
      <D.Overlay
        className={cn('fixed inset-0 z-50 data-[state=open]:animate-fade-in', styles.overlay)}
      />
      <D.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex flex-col bg-white shadow-pop focus:outline-none',
          styles.width,
          side === 'right'
            ? 'right-0 data-[state=open]:animate-slide-in-right'
            : 'left-0 data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
        {...focus}
      >
        <div
          className={cn(
            'flex h-16 shrink-0 items-center justify-between border-b border-zinc-200',
            styles.header,
          )}
        >
          <D.Title className={cn(styles.title, !showTitle && 'sr-only')}>{title}</D.Title>
          <D.Close
            className={cn(styles.close, 'text-zinc-500 hover:bg-zinc-100 hover:text-ink-900')}
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </D.Close>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className="shrink-0 border-t border-zinc-200 p-4">{footer}</div> : null}
      </D.Content>
    </D.Portal>
  );
}
