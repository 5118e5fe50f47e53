import type { ReturnRequest } from '@campus-threads/contract';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { RETURN_TEXTS } from '../return-texts';
import { returnTimelineSteps, type ReturnStep } from '../return-view';

function Marker({ step }: { step: ReturnStep }) {
  const rejected = step.status === 'rejected';
  const reached = step.state !== 'upcoming';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative z-10 flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-white',
        reached && !rejected && 'border-saffron-500 bg-saffron-500 text-white',
        reached && rejected && 'border-danger-600 bg-danger-600 text-white',
        !reached && 'border-zinc-300',
      )}
    >
      {reached ? (
        rejected ? (
          <X className="size-3" strokeWidth={3} />
        ) : (
          <Check className="size-3" strokeWidth={3} />
        )
      ) : null}
    </span>
  );
}

/** The request's steps, top to bottom: each reached one with its date and remark. */
export function ReturnTimeline({
  request,
}: {
  request: Pick<ReturnRequest, 'status' | 'timeline' | 'createdAt'>;
}) {
  const steps = returnTimelineSteps(request);
  return (
    <ol aria-label={RETURN_TEXTS.timeline} className="relative">
      {steps.map((step, index) => {
        const next = steps[index + 1];
        return (
          <li
            key={step.status}
            data-return-step={step.status}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-2.5 pb-3 last:pb-0"
          >
            {next ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-5 bottom-0 left-[9px] w-0.5',
                  next.state === 'upcoming' ? 'bg-zinc-200' : 'bg-saffron-500',
                )}
              />
            ) : null}
            <Marker step={step} />
            <div className="min-w-0 flex-1 text-sm">
              <p
                className={cn(
                  'font-semibold',
                  step.state === 'upcoming' ? 'text-zinc-500' : 'text-ink-900',
                  step.state === 'current' && step.status === 'rejected' && 'text-danger-700',
                )}
              >
                {step.label}
                {step.at ? (
                  <>
                    {' '}
                    <span className="font-normal text-zinc-500">
                      · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                    </span>
                  </>
                ) : null}
              </p>
              {step.remark ? (
                <p className="mt-0.5 break-words text-zinc-600" data-return-remark>
                  {step.remark}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
