import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { PageContainer } from './page-container';

type ComingSoonProps = { title: string; description?: string; bare?: boolean };

/** Placeholder for a page a later release fills, shown inside the real layout. */
export function ComingSoon({ title, description, bare = false }: ComingSoonProps) {
  const body = (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-saffron-50 text-saffron-600">
        <Construction className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-3 text-base text-zinc-600">
        {description ??
          'This part of the shop is opening soon. Thanks for your patience while we stitch it together.'}
      </p>
      <Link to="/" className={buttonClasses('dark', 'md', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
  return bare ? body : <PageContainer>{body}</PageContainer>;
}
