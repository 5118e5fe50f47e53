import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { DESIGN_STEPS, type StepIndex } from '../step-rules';

/** The four steps as numbered dots; the current one is named under the dots on phones. */
export function WizardStepper({ step }: { step: StepIndex }) {
  return (
    <nav aria-label="Progress">
      <ol className="grid grid-cols-4 gap-2">
        {DESIGN_STEPS.map((s, i) => {
          const done = i < step;
          const current = i === step;
          return (
            <li key={s.id} aria-current={current ? 'step' : undefined} className="min-w-0">
              <div
                className={cn(
                  'h-1.5 rounded-full',
                  done || current ? 'bg-saffron-500' : 'bg-zinc-200',
                )}
              />
              <div className="mt-2 flex items-center gap-2">
                <span
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    done && 'bg-saffron-600 text-white',
                    current && 'bg-ink-900 text-white',
                    !done && !current && 'bg-zinc-100 text-zinc-500',
                  )}
                >
                  {done ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
                </span>
                <span
                  className={cn(
                    'hidden truncate text-sm sm:inline',
                    current ? 'font-semibold text-ink-900' : 'text-zinc-500',
                  )}
                >
                  {s.title}
                </span>
                <span className="sr-only sm:hidden">{s.title}</span>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm font-semibold text-ink-900 sm:hidden">
        Step {step + 1} of {DESIGN_STEPS.length}: {DESIGN_STEPS[step].title}
      </p>
    </nav>
  );
}
