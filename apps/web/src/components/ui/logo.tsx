import { cn } from '@/lib/cn';

/** The Campus Threads mark: a t-shirt silhouette with two print lines. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-8', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="currentColor" className="text-saffron-500" />
      <path
        d="M22 14l-12 7 5 10 5-2.5V50h24V28.5l5 2.5 5-10-12-7c-1.5 3.5-5.2 6-10 6s-8.5-2.5-10-6z"
        fill="#fff"
      />
      <path d="M26 34h12M26 40h8" stroke="#f97316" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
