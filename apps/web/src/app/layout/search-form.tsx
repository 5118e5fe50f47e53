import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

/** 'Search designs...' → /search?q=... (DECISIONS #13). */
export function SearchForm({ dark, className, onSubmitted }: { dark: boolean; className?: string; onSubmitted?: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
    onSubmitted?.();
  };

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <Search
        className={cn('pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2', dark ? 'text-zinc-400' : 'text-zinc-500')}
        aria-hidden="true"
      />
      <input
        type="search"
        name="q"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search designs..."
        aria-label="Search designs"
        className={cn(
          'h-10 w-full rounded-full border pr-4 pl-9 text-sm transition-colors focus:outline-none focus:ring-3',
          dark
            ? 'border-white/10 bg-white/10 text-white placeholder:text-zinc-400 focus:border-saffron-400 focus:ring-saffron-500/25'
            : 'border-zinc-200 bg-zinc-100 text-ink-900 placeholder:text-zinc-500 focus:border-saffron-500 focus:bg-white focus:ring-saffron-500/20',
        )}
      />
    </form>
  );
}
