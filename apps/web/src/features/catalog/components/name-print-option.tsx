import { RETURN_MESSAGES, SHOP_FACTS } from '@campus-threads/contract';
import { cn } from '@/lib/cn';

const FEE_LABEL = `Add your name (+${SHOP_FACTS.customizationFee})`;

type NamePrintOptionProps = {
  customizableParts: readonly string[] | undefined;
  on: boolean;
  onToggle: () => void;
  name: string;
  onName: (name: string) => void;
  error: string | null;
};

/** The printed-name switch and, when it is on, the name to print (spec: storefront §2). */
export function NamePrintOption({
  customizableParts,
  on,
  onToggle,
  name,
  onName,
  error,
}: NamePrintOptionProps) {
  return (
    <div className="rounded-xl border border-zinc-200 bg-zinc-50 p-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          {/* A label of the switch: clicking the words turns it on too (docs/decisions/0034). */}
          <label
            id="customise-label"
            htmlFor="customise-switch"
            className="block cursor-pointer text-sm font-semibold text-ink-900"
          >
            {FEE_LABEL}
          </label>
          <p className="text-xs text-zinc-500">
            {customizableParts?.length
              ? `Printed on: ${customizableParts.join(', ')}`
              : 'Make it yours with a printed name.'}
          </p>
        </div>
        <button
          id="customise-switch"
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="customise-label"
          onClick={onToggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
            on ? 'bg-saffron-500' : 'bg-zinc-300',
          )}
        >
          <span
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      {on ? (
        <div className="mt-3">
          <label htmlFor="custom-name" className="text-sm font-medium text-ink-900">
            Name to print
          </label>
          <input
            id="custom-name"
            value={name}
            onChange={(e) => onName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'custom-name-error' : undefined}
            autoComplete="off"
            placeholder="e.g. RIYA"
            className={cn(
              'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base focus:ring-3 focus:outline-none',
              error
                ? 'border-danger-500 focus:ring-danger-500/20'
                : 'border-zinc-300 focus:border-saffron-500 focus:ring-saffron-500/20',
            )}
          />
          {error ? (
            <p id="custom-name-error" className="mt-1 text-sm text-danger-600">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="mt-3 text-xs text-zinc-500" data-personalised-note>
        {RETURN_MESSAGES.personalisedNote}
      </p>
    </div>
  );
}
