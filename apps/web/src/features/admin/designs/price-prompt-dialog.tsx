import { formatRupees, toPaise, type AdminDesign } from '@campus-threads/contract';
import { fieldErrorsResolver, Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input, RUPEE_INPUT } from '@/components/ui/input';
import { parseDiscountPrompt } from './designs';

/** Delivery is priced by PIN now (docs/decisions/0066): the discount is the one price prompt. */
export type PricePrompt = 'discount';

/** Set Discount Price: one number, checked with the spec's texts. */
export function PricePromptDialog({
  design,
  busy,
  onSave,
}: {
  design: AdminDesign;
  kind: PricePrompt;
  busy: boolean;
  onSave: (value: number) => void;
}) {
  const initial = String(design.discountPrice ?? '');
  // The spec's check and text (parseDiscountPrompt) as the form's resolver.
  const form = useSchemaForm({
    resolver: fieldErrorsResolver<{ value: string }, { value: number }>(({ value }) => {
      const parsed = parseDiscountPrompt(value, design.price);
      return parsed.ok
        ? { errors: {}, data: { value: parsed.value } }
        : { errors: { value: parsed.message }, data: null };
    }),
    defaultValues: { value: initial },
  });
  return (
    <DialogContent
      title="Set Discount Price"
      description={`Regular price ${formatRupees(toPaise(design.price))}. Leave empty to remove the discount.`}
    >
      <Form
        form={form}
        onValid={(values) => {
          onSave(values.value);
        }}
      >
        <FormField name="value" label="Discount price (₹)">
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
