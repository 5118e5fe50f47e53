import { Check, X } from 'lucide-react';
import { timelineSteps, type Order, type TimelineStep } from '@campus-threads/contract';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';

function Marker({ step }: { step: TimelineStep }) {
  const cancelled = step.status === 'cancelled' && step.state === 'current';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2 bg-white',
        step.state === 'done' && 'border-saffron-500 bg-saffron-500 text-white',
        step.state === 'current' &&
          !cancelled &&
          'border-saffron-500 text-saffron-600 ring-4 ring-saffron-100',
        cancelled && 'border-danger-600 bg-danger-600 text-white ring-4 ring-danger-50',
        step.state === 'upcoming' && 'border-zinc-300',
        step.state === 'skipped' && 'border-dashed border-zinc-300',
      )}
    >
      {step.state === 'done' ? <Check className="size-4" strokeWidth={3} /> : null}
      {cancelled ? <X className="size-4" strokeWidth={3} /> : null}
      {step.state === 'current' && !cancelled ? (
        <span className="size-2.5 rounded-full bg-saffron-500" />
      ) : null}
    </span>
  );
}

const STATE_TEXT: Record<TimelineStep['state'], string> = {
  done: 'completed',
  current: 'current step',
  upcoming: 'not reached yet',
  skipped: 'not reached',
};

/** The order timeline, top to bottom, the current step highlighted (Cancelled only once it happened). */
export function OrderTimelineList({
  order,
}: {
  order: Pick<Order, 'status' | 'statusHistory' | 'expectedDeliveryDate'>;
}) {
  const steps = timelineSteps(order);
  return (
    <ol aria-label="Order timeline" className="relative">
      {steps.map((step, index) => {
        const next = steps[index + 1];
        const reached = step.state === 'done' || step.state === 'current';
        // A cancelled order never reaches the rest: no solid line leads there.
        const toAlternative = next?.state === 'skipped';
        return (
          <li
            key={step.status}
            data-step={step.status}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {next ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-[13px] w-0.5',
                  toAlternative
                    ? 'border-l-2 border-dotted border-zinc-200'
                    : step.state === 'done'
                      ? 'bg-saffron-500'
                      : 'bg-zinc-200',
                )}
              />
            ) : null}
            <Marker step={step} />
            <div className="min-w-0 flex-1 pt-0.5">
              <p
                className={cn(
                  'text-sm font-semibold',
                  reached ? 'text-ink-900' : 'text-zinc-400',
                  step.state === 'current' && step.status !== 'cancelled' && 'text-saffron-700',
                  step.state === 'current' && step.status === 'cancelled' && 'text-danger-700',
                )}
              >
                {step.label}
                <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
              </p>
              {step.timestamp && reached ? (
                <p className="text-xs text-zinc-500">
                  <time dateTime={step.timestamp}>{formatDateTime(step.timestamp)}</time>
                </p>
              ) : null}
              {step.remark && reached ? (
                <p className="mt-0.5 text-sm text-zinc-600">{step.remark}</p>
              ) : null}
              {step.expectedDeliveryDate ? (
                <p className="mt-1.5 inline-flex rounded-md bg-saffron-50 px-2 py-1 text-xs font-medium text-saffron-700">
                  Expected delivery by&nbsp;
                  <time dateTime={step.expectedDeliveryDate}>
                    {formatDate(step.expectedDeliveryDate)}
                  </time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
