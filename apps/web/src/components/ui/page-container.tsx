import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Horizontal rhythm shared by every page: centred, max 80rem, 16/24/32 px gutters. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  );
}
