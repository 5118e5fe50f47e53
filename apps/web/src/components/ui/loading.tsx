import { GENERIC_MESSAGES, UI_TIMINGS } from '@campus-threads/contract';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

type LoadingProps = { label?: string; className?: string; timeoutMs?: number };

/** A centred spinner that turns into a refresh prompt after 15 s (spec: accounts-orders §2). */
export function Loading({
  label = 'Loading',
  className,
  timeoutMs = UI_TIMINGS.loadingTimeoutMs,
}: LoadingProps) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  return (
    <div
      className={cn(
        'flex min-h-[40vh] flex-col items-center justify-center gap-3 px-4 py-16 text-center',
        className,
      )}
    >
      {timedOut ? (
        <div role="alert" className="space-y-3">
          <p className="text-lg font-semibold text-ink-900">{GENERIC_MESSAGES.loadingTimedOut}</p>
          <p className="text-sm text-zinc-600">{GENERIC_MESSAGES.tryRefreshing}</p>
          <Button variant="dark" onClick={() => window.location.reload()}>
            Refresh
          </Button>
        </div>
      ) : (
        <Spinner className="size-8 text-saffron-500" label={label} />
      )}
    </div>
  );
}
