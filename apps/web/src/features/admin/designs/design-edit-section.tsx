import { DESIGN_FORM_MESSAGES, DESIGN_LIMITS } from '@campus-threads/contract';
import {
  Form,
  FormField,
  useController,
  useFieldError,
  type UseFormReturn,
  useWatch,
} from '@/components/form';
import { FieldError } from '@/components/ui/form-field';
import { Input, RUPEE_INPUT, Textarea } from '@/components/ui/input';
import type { DesignChanges, DesignEditValues } from './design-edit-values';

type EditForm = UseFormReturn<DesignEditValues, unknown, DesignChanges>;

const days = { type: 'number', min: 1, max: 30, step: 1 } as const;

function CheckboxRow({
  name,
  label,
}: {
  name: 'allowCustomDeliveryDays' | 'allowPartialPayment' | 'customizable';
  label: string;
}) {
  const { field } = useController<DesignEditValues, typeof name>({ name });
  return (
    <label className="flex items-center gap-2 text-sm text-ink-800">
      <input
        ref={field.ref}
        type="checkbox"
        className="size-4 accent-saffron-600"
        checked={field.value}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
      />
      {label}
    </label>
  );
}

/** Each colour's own price and discount; empty removes it. */
function ColorPrices() {
  const { field } = useController<DesignEditValues, 'colorPrices'>({ name: 'colorPrices' });
  const pricesError = useFieldError('colorPrices');
  const discountsError = useFieldError('colorDiscounts');
  const error = pricesError ?? discountsError;
  const prices = field.value;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-ink-900">Per-colour prices</p>
      <p className="text-xs text-zinc-500">Empty removes the colour’s own price or discount.</p>
      <ul className="space-y-2">
        {Object.entries(prices).map(([color, c]) => (
          <li key={color} className="grid grid-cols-[6rem_1fr_1fr] items-center gap-2">
            <span className="truncate text-sm font-medium text-ink-800">{color}</span>
            <Input
              aria-label={`${color} price (₹)`}
              placeholder="Price"
              type="number"
              min={0}
              step="0.01"
              className="h-9"
              value={c.price}
              onChange={(e) =>
                field.onChange({ ...prices, [color]: { ...c, price: e.target.value } })
              }
            />
            <Input
              aria-label={`${color} discount (₹)`}
              placeholder="Discount"
              type="number"
              min={0}
              step="0.01"
              className="h-9"
              value={c.discountPrice}
              onChange={(e) =>
                field.onChange({ ...prices, [color]: { ...c, discountPrice: e.target.value } })
              }
            />
          </li>
        ))}
      </ul>
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}

/**
 * The admin's edit of a design's prices and details (spec: seller-admin §2 "Design detail
 * dialog"). The dialog's footer saves it; an error the section does not show sits under the footer.
 */
export function DesignEditSection({
  form,
  onSave,
}: {
  form: EditForm;
  onSave: (changes: DesignChanges) => void;
}) {
  const customDays = useWatch({ control: form.control, name: 'allowCustomDeliveryDays' });
  return (
    <Form form={form} onValid={onSave}>
      <section
        aria-label="Edit prices and details"
        className="space-y-4 rounded-xl border border-zinc-200 p-4"
      >
        <h3 className="text-sm font-semibold text-ink-900">Edit prices and details</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<DesignEditValues> name="title" label="Title" className="sm:col-span-2">
            {(c) => <Input {...c} maxLength={DESIGN_LIMITS.titleMax} />}
          </FormField>
          <FormField<DesignEditValues>
            name="description"
            label="Description"
            className="sm:col-span-2"
          >
            {(c) => <Textarea {...c} className="min-h-20" />}
          </FormField>
          <FormField<DesignEditValues> name="price" label="Price (₹)">
            {(c) => <Input {...c} {...RUPEE_INPUT} />}
          </FormField>
          <FormField<DesignEditValues>
            name="discountPrice"
            label="Discount price (₹)"
            hint="Empty for none"
          >
            {(c) => <Input {...c} {...RUPEE_INPUT} />}
          </FormField>
          <FormField<DesignEditValues>
            name="saleEndTime"
            label="Sale end time"
            hint="Empty: the discount stands"
          >
            {(c) => <Input {...c} type="datetime-local" />}
          </FormField>
          <FormField<DesignEditValues> name="defaultDeliveryDays" label="Delivery days (1-30)">
            {(c) => <Input {...c} {...days} />}
          </FormField>
          {customDays ? (
            <FormField<DesignEditValues>
              name="customDeliveryDays"
              label="Custom delivery days (1-30)"
            >
              {(c) => <Input {...c} {...days} />}
            </FormField>
          ) : null}
          <CheckboxRow name="allowCustomDeliveryDays" label="Allow custom delivery days" />
          <CheckboxRow name="allowPartialPayment" label="Allow 50% advance payment" />
          <CheckboxRow
            name="customizable"
            label={`${DESIGN_FORM_MESSAGES.personalisationLabel} (${DESIGN_FORM_MESSAGES.personalisationFee})`}
          />
        </div>
        <ColorPrices />
      </section>
    </Form>
  );
}
