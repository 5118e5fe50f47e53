import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SideSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
};

/** A right-side panel (Radix dialog): closes on Escape, on the close button and on outside click. */
export function SideSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
  footer,
  className,
}: SideSheetProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink-950/50 data-[state=open]:animate-fade-in" />
        <D.Content
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(26rem,calc(100vw-2rem))] flex-col bg-white shadow-pop focus:outline-none data-[state=open]:animate-slide-in-right',
            className,
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-200 px-5">
            <D.Title className="text-lg font-bold tracking-tight text-ink-900">{title}</D.Title>
            <D.Close
              className="-mr-2 cursor-pointer rounded-md p-2 text-zinc-500 hover:bg-zinc-100 hover:text-ink-900"
              aria-label={closeLabel}
            >
              <X className="size-5" aria-hidden="true" />
            </D.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {footer ? <div className="shrink-0 border-t border-zinc-200 p-4">{footer}</div> : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
