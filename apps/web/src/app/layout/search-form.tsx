import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { searchPath, searchQueryOf } from './search-query';

/**
 * 'Search designs...' → /search?q=... (DECISIONS.md row 13). On the search page the box shows the
 * address's q, also after back/forward or a link; leaving the page empties it.
 */
export function SearchForm({
  dark,
  className,
  onSubmitted,
}: {
  dark: boolean;
  className?: string;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const fromUrl = searchQueryOf(location.pathname, location.search);
  const [query, setQuery] = useState(fromUrl);
  const [syncedWith, setSyncedWith] = useState(fromUrl);
  if (syncedWith !== fromUrl) {
    // The address changed: show what it searches for (adjusting state while rendering).
    setSyncedWith(fromUrl);
    setQuery(fromUrl);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPath(query));
    onSubmitted?.();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={className}>
      <SearchInput
        name="q"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search designs..."
        aria-label="Search designs"
        iconClassName={dark ? 'text-zinc-400' : 'text-zinc-500'}
        className={cn(
          'h-10 w-full rounded-full border pr-4 text-sm transition-colors focus:ring-3 focus:outline-none',
          dark
            ? 'border-white/10 bg-white/10 text-white placeholder:text-zinc-400 focus:border-saffron-400 focus:ring-saffron-500/25'
            : 'border-zinc-200 bg-zinc-100 text-ink-900 placeholder:text-zinc-500 focus:border-saffron-500 focus:bg-white focus:ring-saffron-500/20',
        )}
      />
    </form>
  );
}
