import {
  CHECKOUT_MESSAGES,
  formatRupees,
  SHOP_FACTS,
  splitAdvance,
  type CheckoutSettings,
  type OrderTotals,
} from '@campus-threads/contract';
import { Smartphone } from 'lucide-react';
import { cn } from '@/lib/cn';

type PaymentOptionsProps = {
  provider: CheckoutSettings['paymentProvider'] | undefined;
  /** Every item here allows the 50% advance (decision 0055). */
  partialAllowed: boolean;
  /** The items that keep the order from the advance another item allows (named to the buyer). */
  barringAdvance: readonly string[];
  partial: boolean;
  onPartialChange: (partial: boolean) => void;
  full: OrderTotals;
  disabled: boolean;
};

function Choice({
  checked,
  onChange,
  title,
  detail,
  disabled,
}: {
  checked: boolean;
  onChange: () => void;
  title: string;
  detail: string;
  disabled: boolean;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3.5 transition-colors',
        checked
          ? 'border-saffron-500 bg-saffron-50/60 ring-1 ring-saffron-500'
          : 'border-zinc-200 hover:border-zinc-300',
      )}
    >
      <input
        type="radio"
        name="payment-share"
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="mt-0.5 size-4 accent-saffron-600"
      />
      <span className="text-sm">
        <span className="block font-semibold text-ink-900">{title}</span>
        <span className="text-zinc-600">{detail}</span>
      </span>
    </label>
  );
}

/** The payment method panel (spec: buy-now §2) and the 50% advance choice (spec §9). */
export function PaymentOptions({
  provider,
  partialAllowed,
  barringAdvance,
  partial,
  onPartialChange,
  full,
  disabled,
}: PaymentOptionsProps) {
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-3.5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-saffron-600 shadow-xs">
          <Smartphone className="size-5" aria-hidden="true" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-ink-900">
            {provider === 'phonepe' ? 'PhonePe' : 'Online payment'}: UPI, cards and net banking
          </p>
          <p className="text-zinc-600">
            {provider === 'simulator'
              ? 'You will pay on our test payment page: no money moves in this demo shop.'
              : 'You will be taken to the secure payment page and brought back here.'}
          </p>
        </div>
      </div>
      {partialAllowed ? (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink-900">How much to pay now</legend>
          <Choice
            checked={!partial}
            onChange={() => onPartialChange(false)}
            disabled={disabled}
            title="Pay in full"
            detail={formatRupees(full.totalPaise)}
          />
          <Choice
            checked={partial}
            onChange={() => onPartialChange(true)}
            disabled={disabled}
            title={`Pay ${SHOP_FACTS.advanceShare} now`}
            detail={`${formatRupees(splitAdvance(full.totalPaise).advancePaise)} now, the rest on delivery`}
          />
        </fieldset>
      ) : barringAdvance.length > 0 ? (
        <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-3.5 text-sm text-zinc-700">
          {CHECKOUT_MESSAGES.advanceNeedsEveryItem(barringAdvance)}
        </p>
      ) : null}
    </div>
  );
}
