import { DELIVERY_STATES } from '@campus-threads/contract';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { CheckoutErrors, CheckoutField, CheckoutFormValues } from '../checkout-form';

type DeliveryFormProps = {
  values: CheckoutFormValues;
  errors: CheckoutErrors;
  /** A shopper without an account chooses the password of the one we create. */
  askPassword: boolean;
  disabled: boolean;
  onChange: (field: CheckoutField, value: string) => void;
};

/** The delivery details of the spec (storefront §2 Checkout); an edited field drops its error. */
export function DeliveryForm({ values, errors, askPassword, disabled, onChange }: DeliveryFormProps) {
  // The fieldset's `disabled` covers every control while the order is being placed.
  const text = (
    field: CheckoutField,
    label: string,
    { className, hint, ...props }: Record<string, string> & { className?: string; hint?: string } = {},
  ) => (
    <FormField label={label} error={errors[field]} className={className} hint={hint}>
      {(control) => (
        <Input {...control} name={field} value={values[field]} onChange={(event) => onChange(field, event.target.value)} {...props} />
      )}
    </FormField>
  );

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">Delivery details</legend>
      {text('fullName', 'Full name', { autoComplete: 'name', className: 'sm:col-span-2' })}
      {text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', placeholder: '10-digit mobile number' })}
      {askPassword
        ? text('password', 'Password', {
            type: 'password',
            autoComplete: 'new-password',
            className: 'sm:col-span-2',
            hint: 'We create your Campus Threads account with this email, so you can follow your order. Already have one? Use its password.',
          })
        : null}
      <FormField label="Address" error={errors.address} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            name="address"
            rows={3}
            className="min-h-20"
            autoComplete="street-address"
            placeholder="Room, hostel or house, street, campus"
            value={values.address}
            onChange={(event) => onChange('address', event.target.value)}
          />
        )}
      </FormField>
      {text('pinCode', 'Pin code', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: '6' })}
      {text('district', 'District', { autoComplete: 'address-level2' })}
      <FormField label="State" error={errors.state} className="sm:col-span-2">
        {(control) => (
          <select
            {...control}
            name="state"
            value={values.state}
            onChange={(event) => onChange('state', event.target.value)}
            className={cn(inputClasses, 'cursor-pointer pr-8')}
          >
            <option value="">Select your state</option>
            {DELIVERY_STATES.map((state) => (
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
