import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetClose = D.Close;

type SheetContentProps = ComponentProps<typeof D.Content> & {
  title: string;
  side?: 'left' | 'right';
  /** Show the title visually (it is always announced). */
  showTitle?: boolean;
};

/** A panel that slides in from the side: the mobile menu and other drawers. */
export function SheetContent({ title, side = 'right', showTitle = true, className, children, ...props }: SheetContentProps) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-ink-950/60 data-[state=open]:animate-fade-in" />
      <D.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(22rem,calc(100vw-3rem))] flex-col bg-white shadow-pop focus:outline-none',
          side === 'right' ? 'right-0 data-[state=open]:animate-slide-in-right' : 'left-0 data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-200 px-4">
          <D.Title className={cn('text-base font-semibold text-ink-900', !showTitle && 'sr-only')}>{title}</D.Title>
          <D.Close className="ml-auto rounded-md p-2 text-zinc-500 hover:bg-zinc-100 hover:text-ink-900" aria-label="Close menu">
            <X className="size-5" aria-hidden="true" />
          </D.Close>
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </D.Content>
    </D.Portal>
  );
}
