import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './return-focus';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

type DialogContentProps = ComponentProps<typeof D.Content> & {
  title: string;
  description?: ReactNode;
  /** Hide the corner close button (e.g. when the footer has Cancel). */
  hideClose?: boolean;
};

/** A centred modal with title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  hideClose,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-2xl bg-white p-6 shadow-pop focus:outline-none data-[state=open]:animate-fade-in',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        {...focus}
      >
        <D.Title className="pr-8 text-lg font-semibold text-ink-900">{title}</D.Title>
        {description ? (
          <D.Description className="mt-2 text-sm text-zinc-600">{description}</D.Description>
        ) : null}
        <div className="mt-5">{children}</div>
        {hideClose ? null : (
          <D.Close
            className="absolute top-4 right-4 rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-ink-900"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
