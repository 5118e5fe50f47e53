import {
  CHECKOUT_MESSAGES,
  DELIVERY_STATES,
  DELIVERY_WEB_TEXTS,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  type PinCodeLookup,
} from '@campus-threads/contract';
import { Link } from 'react-router';
import { FormField, useFieldError, useFormContext } from '@/components/form';
import { Input, inputClasses, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  stateChoices,
  withPinCodeState,
  type CheckoutField,
  type CheckoutFormValues,
} from '../checkout-form';

type DeliveryFormProps = {
  /** A shopper without an account chooses the password of the one we create. */
  askPassword: boolean;
  disabled: boolean;
  /** The typed PIN's place once looked up: its district and state fill in, its states are offered. */
  place: PinCodeLookup | null;
  /** The PIN is being looked up. */
  checking: boolean;
};

/** The delivery details of the spec (storefront §2 Checkout); an edited field drops its error. */
export function DeliveryForm({ askPassword, disabled, place, checking }: DeliveryFormProps) {
  const { getValues, setValue, clearErrors } = useFormContext<CheckoutFormValues>();
  // The email has an account and the password did not sign in: offer the way to a new one.
  const hasAccount = useFieldError('password') === CHECKOUT_MESSAGES.emailRegistered;

  // The prefix names the state at once; the look-up (use-checkout-delivery.ts) then the district.
  const fillState = (pinCode: string) => {
    const before = getValues();
    const next = withPinCodeState(before, pinCode);
    if (next.state === before.state) return;
    setValue('state', next.state);
    clearErrors('state');
  };
  const pinHint = checking
    ? DELIVERY_WEB_TEXTS.pinChecking
    : place?.serviceable
      ? DELIVERY_WEB_TEXTS.pinPlace(place.district, place.state, place.message)
      : undefined;

  // The fieldset's `disabled` covers every control while the order is being placed.
  const text = (
    field: CheckoutField,
    label: string,
    {
      className,
      hint,
      ...props
    }: Record<string, string> & { className?: string; hint?: string } = {},
  ) => (
    <FormField<CheckoutFormValues> name={field} label={label} className={className} hint={hint}>
      {(control) => (
        <Input
          {...control}
          onChange={(event) => {
            control.onChange(event.target.value);
            if (field === 'pinCode') fillState(event.target.value);
          }}
          {...props}
        />
      )}
    </FormField>
  );

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">Delivery details</legend>
      {text('fullName', 'Full name', { autoComplete: 'name', className: 'sm:col-span-2' })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {text('phone', 'Phone', {
        type: 'tel',
        autoComplete: 'tel-national',
        inputMode: 'numeric',
        placeholder: '10-digit mobile number',
      })}
      {askPassword
        ? text('password', 'Password', {
            type: 'password',
            autoComplete: 'new-password',
            className: 'sm:col-span-2',
            hint: 'We create your Campus Threads account with this email, so you can follow your order. Already have one? Use its password.',
          })
        : null}
      {askPassword && hasAccount ? (
        <p className="-mt-2 text-sm sm:col-span-2">
          <Link
            to={PASSWORD_RESET_PATHS.forgot}
            state={{ email: getValues('email') }}
            className="font-semibold text-saffron-700 hover:underline"
          >
            {PASSWORD_RESET_MESSAGES.checkoutHint}
          </Link>
        </p>
      ) : null}
      <FormField<CheckoutFormValues> name="address" label="Address" className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            autoComplete="street-address"
            placeholder="Room, hostel or house, street, campus"
          />
        )}
      </FormField>
      {text('pinCode', 'Pin code', {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: '6',
        ...(pinHint ? { hint: pinHint } : {}),
      })}
      {text('district', 'District', { autoComplete: 'address-level2' })}
      <FormField<CheckoutFormValues> name="state" label="State" className="sm:col-span-2">
        {(control) => (
          <select {...control} className={cn(inputClasses, 'cursor-pointer pr-8')}>
            <option value="">Select your state</option>
            {stateChoices(place, DELIVERY_STATES).map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
