import { formatRupees, toPaise, type AdminDesign } from '@campus-threads/contract';
import { fieldErrorsResolver, Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input, RUPEE_INPUT } from '@/components/ui/input';
import { parseDeliveryPrompt, parseDiscountPrompt } from './designs';

export type PricePrompt = 'delivery' | 'discount';

/** Set Delivery Price / Set Discount Price: one number, checked with the spec's texts. */
export function PricePromptDialog({
  design,
  kind,
  busy,
  onSave,
}: {
  design: AdminDesign;
  kind: PricePrompt;
  busy: boolean;
  onSave: (value: number) => void;
}) {
  const initial =
    kind === 'delivery' ? String(design.deliveryPrice) : String(design.discountPrice ?? '');
  const delivery = kind === 'delivery';
  // The spec's checks and texts (parseDeliveryPrompt / parseDiscountPrompt) as the form's resolver.
  const form = useSchemaForm({
    resolver: fieldErrorsResolver<{ value: string }, { value: number }>(({ value }) => {
      const parsed = delivery
        ? parseDeliveryPrompt(value)
        : parseDiscountPrompt(value, design.price);
      return parsed.ok
        ? { errors: {}, data: { value: parsed.value } }
        : { errors: { value: parsed.message }, data: null };
    }),
    defaultValues: { value: initial },
  });
  return (
    <DialogContent
      title={delivery ? 'Set Delivery Price' : 'Set Discount Price'}
      description={
        delivery
          ? `Delivery charged per cart line for “${design.title}” (0 for free delivery).`
          : `Regular price ${formatRupees(toPaise(design.price))}. Leave empty to remove the discount.`
      }
    >
      <Form
        form={form}
        onValid={(values) => {
          onSave(values.value);
        }}
      >
        <FormField name="value" label={delivery ? 'Delivery price (₹)' : 'Discount price (₹)'}>
          {(control) => <Input {...control} {...RUPEE_INPUT} autoFocus />}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="dark" loading={busy}>
            Save
          </Button>
        </DialogFooter>
      </Form>
    </DialogContent>
  );
}
