import type { ReactNode } from 'react';
import { LogoMark } from '@/components/ui/logo';

/** Dark backdrop with a white card: the frame of the login and signup pages. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden bg-ink-900 px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(249_115_22/0.22),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(249_115_22/0.12),transparent_40%)]"
      />
      <div className="mx-auto w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="size-11" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-zinc-400">{subtitle}</p>
        </div>
        <div className="rounded-2xl bg-white p-5 shadow-pop sm:p-8">{children}</div>
      </div>
    </div>
  );
}
