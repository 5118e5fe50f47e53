import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container';

type PolicyLayoutProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  updated?: string;
  children: ReactNode;
};

/** Dark title band (continuing the dark header) and a readable prose column. */
export function PolicyLayout({
  eyebrow = 'Help centre',
  title,
  intro,
  updated,
  children,
}: PolicyLayoutProps) {
  return (
    <>
      <div className="bg-ink-900 text-white">
        <PageContainer className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wider text-saffron-400 uppercase">
            {eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {intro ? (
            <p className="mt-4 max-w-2xl text-base text-zinc-300 sm:text-lg">{intro}</p>
          ) : null}
          {updated ? <p className="mt-4 text-xs text-zinc-500">Last updated {updated}</p> : null}
        </PageContainer>
      </div>
      <PageContainer className="py-10 sm:py-14">{children}</PageContainer>
    </>
  );
}
