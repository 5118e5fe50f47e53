import { ChevronDown } from 'lucide-react';
import { Accordion as A } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = A.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof A.Item>) {
  return <A.Item className={cn('border-b border-zinc-200', className)} {...props} />;
}

/** `level`: the heading level of the row (an <h3> unless the outline needs another). */
export function AccordionTrigger({
  className,
  children,
  level = 3,
  ...props
}: ComponentProps<typeof A.Trigger> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <A.Header asChild className="flex">
      <Heading>
        <A.Trigger
          className={cn(
            'group flex flex-1 cursor-pointer items-center justify-between gap-4 py-4 text-left text-base font-medium text-ink-900 hover:text-saffron-700',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            className="size-5 shrink-0 text-zinc-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </A.Trigger>
      </Heading>
    </A.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof A.Content>) {
  return (
    <A.Content className="overflow-hidden text-zinc-600" {...props}>
      <div className={cn('pb-5 leading-relaxed', className)}>{children}</div>
    </A.Content>
  );
}
