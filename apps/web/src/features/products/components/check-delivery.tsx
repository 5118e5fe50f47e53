import { DELIVERY_MESSAGES, DELIVERY_WEB_TEXTS, toPaise } from '@campus-threads/contract';
import { MapPin, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { completePinCode, pinCodeOutcome, usePinCodeLookup } from '@/lib/pin-code-lookup';

/**
 * "Check delivery" on a product page: a PIN code says when an order would arrive there, or the
 * apology where the shop does not deliver. Looked up once six digits are in, not per keystroke.
 */
export function CheckDelivery({ className }: { className?: string }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState('');
  const lookup = usePinCodeLookup(checked);
  const outcome = pinCodeOutcome(lookup);
  const resultId = `${id}-result`;

  const onChange = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 6);
    setTyped(digits);
    // Six digits are a whole PIN: checked at once, as the shopper would press Check next.
    if (completePinCode(digits)) setChecked(digits);
  };

  return (
    <form
      className={cn('rounded-xl border border-zinc-200 p-4', className)}
      data-testid="check-delivery"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(typed);
      }}
    >
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Truck className="size-4 text-saffron-600" aria-hidden="true" />
        {DELIVERY_WEB_TEXTS.checkDelivery}
      </label>
      <div className="mt-2 flex gap-2">
        <Input
          id={id}
          value={typed}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="PIN code"
          aria-label={DELIVERY_WEB_TEXTS.checkDeliveryLabel}
          aria-describedby={resultId}
          aria-invalid={outcome.kind === 'error' || undefined}
          className="max-w-40"
        />
        <Button type="submit" variant="secondary" disabled={!completePinCode(typed)}>
          {DELIVERY_WEB_TEXTS.checkDeliveryButton}
        </Button>
      </div>
      <p
        id={resultId}
        aria-live="polite"
        className={cn(
          'mt-2 flex items-start gap-1.5 text-sm',
          outcome.kind === 'error' ? 'text-danger-600' : 'text-zinc-600',
        )}
      >
        {outcome.kind === 'ok' ? (
          <>
            <MapPin className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
            <span className="font-medium text-success-700">
              {DELIVERY_WEB_TEXTS.deliversTo(
                outcome.place.message,
                outcome.place.district,
                outcome.place.state,
              )}
            </span>
          </>
        ) : outcome.kind === 'error' ? (
          outcome.message
        ) : outcome.kind === 'checking' ? (
          DELIVERY_WEB_TEXTS.pinChecking
        ) : (
          DELIVERY_WEB_TEXTS.checkDeliveryHint
        )}
      </p>
      {outcome.kind === 'ok' && outcome.place.serviceable && outcome.place.freeDeliveryAbove ? (
        <p className="mt-1 text-xs text-zinc-500">
          {DELIVERY_MESSAGES.freeAbove(toPaise(outcome.place.freeDeliveryAbove))}
        </p>
      ) : null}
    </form>
  );
}
