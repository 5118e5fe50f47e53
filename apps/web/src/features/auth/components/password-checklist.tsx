import { PASSWORD_RULES, passwordStrength, type PasswordStrength } from '@campus-threads/contract';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';

const STRENGTH_STYLE: Record<
  PasswordStrength,
  { label: string; bar: string; text: string; width: string }
> = {
  weak: { label: 'Weak', bar: 'bg-danger-500', text: 'text-danger-600', width: 'w-1/3' },
  moderate: { label: 'Moderate', bar: 'bg-warning-500', text: 'text-amber-700', width: 'w-2/3' },
  strong: { label: 'Strong', bar: 'bg-success-500', text: 'text-success-700', width: 'w-full' },
};

/** Live checklist of the five password rules and a strength bar (spec: accounts-orders §2). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  const style = STRENGTH_STYLE[strength];
  return (
    <div id={id} className="space-y-3 rounded-lg border border-zinc-200 bg-zinc-50/70 p-3.5">
      <div>
        <div className="flex items-center justify-between text-xs font-medium">
          <span className="text-zinc-600">Strength</span>
          <span
            className={cn(password ? style.text : 'text-zinc-400')}
            data-strength={password ? strength : 'empty'}
          >
            {password ? style.label : '—'}
          </span>
        </div>
        <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-zinc-200" aria-hidden="true">
          <div
            className={cn(
              'h-full rounded-full transition-all duration-300',
              password ? [style.bar, style.width] : 'w-0',
            )}
          />
        </div>
      </div>
      <ul className="grid gap-1.5 text-sm sm:grid-cols-2" aria-label="Requirements">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              className={cn('flex items-center gap-2', met ? 'text-success-700' : 'text-zinc-500')}
            >
              {met ? (
                <Check className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <Circle className="size-3.5 shrink-0 p-px" aria-hidden="true" />
              )}
              <span>
                {rule.label}
                <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
