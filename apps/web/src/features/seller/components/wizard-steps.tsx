import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The wizard's step bar: number and name of each step, the current one marked. */
export function WizardSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="flex items-center gap-2" aria-label="Steps">
      {steps.map((label, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={label}
            className={cn('flex min-w-0 items-center gap-2', active ? 'flex-[2_1_0%]' : 'flex-1')}
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
                done && 'bg-success-600 text-white',
                active && 'bg-ink-900 text-white',
                !done && !active && 'bg-zinc-100 text-zinc-500',
              )}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span
              className={cn(
                'truncate text-sm font-medium',
                active ? 'text-ink-900' : 'hidden text-zinc-500 md:inline',
              )}
            >
              {label}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="hidden h-px flex-1 bg-zinc-200 sm:block" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
