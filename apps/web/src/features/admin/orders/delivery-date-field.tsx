import { ADMIN_ORDER_TIMINGS } from '@campus-threads/contract';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/ui/form-field';
import { toLocalInputValue } from './admin-orders';

const STEP_MS = ADMIN_ORDER_TIMINGS.customDeliveryStepMinutes * 60_000;

/**
 * The picker's minimum: now, on the 15-minute grid (the browser counts steps from `min`, so an
 * off-grid minimum would make every quarter hour invalid). The few past minutes it allows are
 * refused by `deliveryDateProblem`.
 */
function pickerMin(now: Date): Date {
  return new Date(Math.floor(now.getTime() / STEP_MS) * STEP_MS);
}

/**
 * A custom expected delivery: a date-time picker in 15-minute steps that starts no earlier than
 * now (spec §9 "Custom delivery date").
 */
export function DeliveryDateField({
  id,
  value,
  onChange,
  error,
  label = 'Expected delivery',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  label?: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="datetime-local"
        step={ADMIN_ORDER_TIMINGS.customDeliveryStepMinutes * 60}
        min={toLocalInputValue(pickerMin(new Date()))}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
