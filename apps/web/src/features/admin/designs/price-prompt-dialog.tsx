import { formatRupees, toPaise, type AdminDesign } from '@campus-threads/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
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
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const delivery = kind === 'delivery';
  return (
    <DialogContent
      title={delivery ? 'Set Delivery Price' : 'Set Discount Price'}
      description={
        delivery
          ? `Delivery charged per cart line for “${design.title}” (0 for free delivery).`
          : `Regular price ${formatRupees(toPaise(design.price))}. Leave empty to remove the discount.`
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = delivery
            ? parseDeliveryPrompt(value)
            : parseDiscountPrompt(value, design.price);
          if (!parsed.ok) return setError(parsed.message);
          onSave(parsed.value);
        }}
      >
        <FormField label={delivery ? 'Delivery price (₹)' : 'Discount price (₹)'} error={error}>
          {(control) => (
            <Input
              {...control}
              {...RUPEE_INPUT}
              autoFocus
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="dark" loading={busy}>
            Save
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
