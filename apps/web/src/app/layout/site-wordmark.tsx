import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { splitSiteName, useSiteName } from '@/lib/site-settings';

/** The logo and the site name as the admin set it (header and footer). */
export function SiteWordmark({ dark = false, className }: { dark?: boolean; className?: string }) {
  const name = useSiteName();
  const { lead, accent } = splitSiteName(name);
  return (
    <Link
      to="/"
      className={cn('flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5 md:shrink-0', className)}
      aria-label={`${name} home`}
    >
      <LogoMark className="size-8 shrink-0" />
      <span
        data-site-name
        className={cn(
          'min-w-0 truncate text-base font-extrabold tracking-tight sm:text-lg md:max-w-[16rem]',
          dark && 'text-white',
        )}
      >
        {lead}
        {accent ? (
          <span className={dark ? 'text-saffron-500' : 'text-saffron-600'}>{accent}</span>
        ) : null}
      </span>
    </Link>
  );
}
