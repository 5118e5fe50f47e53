import { DROP_PAGE_TEXTS } from '@campus-threads/contract';
import { Timer } from 'lucide-react';
import { useEffect } from 'react';
import { formatCountdownLong, saleTimer } from '@/components/product/countdown';
import { SALE_TICK_MS } from '@/components/product/sale-countdown';
import { useNow } from '@/components/product/use-now';

/**
 * The time left to join, ticking like the shop's sale countdown (the same timer and wording of
 * the time: "2 days and 04:13:09"), with the deadline's date under it. `onEnd` runs once when the
 * deadline passes, so the page can ask how the drop closed.
 */
export function DropCountdown({ deadline, onEnd }: { deadline: string; onEnd: () => void }) {
  const running = saleTimer(deadline, Date.now()).kind === 'running';
  const now = useNow(SALE_TICK_MS, running);
  const timer = saleTimer(deadline, now);
  const ended = timer.kind !== 'running';

  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);

  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-700">
        <Timer className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm">
        {timer.kind === 'running' ? (
          <p className="font-semibold text-ink-900" data-testid="drop-countdown">
            {DROP_PAGE_TEXTS.closesIn}{' '}
            <span className="tabular-nums">{formatCountdownLong(timer.remainingMs)}</span>
          </p>
        ) : (
          <p className="font-semibold text-ink-900">{DROP_PAGE_TEXTS.closing}</p>
        )}
        <p className="text-zinc-600">{DROP_PAGE_TEXTS.closesAt(deadline)}</p>
      </div>
    </div>
  );
}
