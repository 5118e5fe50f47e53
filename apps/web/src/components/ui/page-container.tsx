import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Horizontal rhythm shared by every page: centred, max 80rem, 16/24/32 px gutters. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

export function PageHeader({ title, description, className }: { title: string; description?: string; className?: string }) {
  return (
    <div className={cn('space-y-2', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      {description ? <p className="max-w-2xl text-base text-zinc-600">{description}</p> : null}
    </div>
  );
}
