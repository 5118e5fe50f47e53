import {
  NEXT_STEP_LABELS,
  ORDER_STATUS_MESSAGES,
  shortOrderId,
  SHIPMENT_LIMITS,
} from '@campus-threads/contract';
import { useState, type ReactNode } from 'react';
import { Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-errors';
import {
  COURIER_OPTIONS,
  EMPTY_SHIP_ORDER,
  OTHER_COURIER,
  serverShipmentErrors,
  shipOrderResolver,
  type ShipmentDetails,
  type ShipOrderValues,
} from '../ship-order-form';

type ShipOrderDialogProps = {
  /** The order to ship; null: closed. */
  orderId: string | null;
  /**
   * Sends the change; the screen closes the dialog when it succeeds. A rejection keeps it open:
   * the server's field errors go under their fields, any other failure above the buttons.
   */
  onConfirm: (shipment: ShipmentDetails) => Promise<unknown>;
  onClose: () => void;
  /** More fields after the shipment's (the admin's delivery timeline). */
  children?: ReactNode;
};

/**
 * Ship an order: the courier (one the shop knows, or "Other" and its name) and the tracking
 * number, which the buyer sees on their order with a tracking link, and a remark for the
 * timeline. The seller's sales history and the admin's orders both ship through it.
 */
export function ShipOrderDialog({ orderId, onConfirm, onClose, children }: ShipOrderDialogProps) {
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      {orderId ? (
        <DialogContent
          title={`Ship order #${shortOrderId(orderId)}`}
          description="The buyer sees the courier and tracking number on their order, with a link to track it when the courier is one we know."
        >
          <ShipOrderForm key={orderId} onConfirm={onConfirm}>
            {children}
          </ShipOrderForm>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ShipOrderForm({
  onConfirm,
  children,
}: Pick<ShipOrderDialogProps, 'onConfirm' | 'children'>) {
  const form = useSchemaForm({ resolver: shipOrderResolver, defaultValues: EMPTY_SHIP_ORDER });
  const courier = useWatch({ control: form.control, name: 'courier' });
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const submit = async (shipment: ShipmentDetails) => {
    setFailure(null);
    try {
      await onConfirm(shipment);
    } catch (error) {
      const onFields = serverShipmentErrors(error, form.getValues());
      for (const { name, message } of onFields) form.setError(name, { message });
      if (onFields.length === 0)
        setFailure(errorMessage(error, ORDER_STATUS_MESSAGES.updateFailed));
    }
  };

  return (
    <Form form={form} onValid={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<ShipOrderValues> name="courier" label="Courier">
          {(c) => <Select {...c} options={COURIER_OPTIONS} />}
        </FormField>
        {courier === OTHER_COURIER ? (
          <FormField<ShipOrderValues> name="otherCourier" label="Courier name">
            {(c) => (
              <Input
                {...c}
                maxLength={SHIPMENT_LIMITS.courierMax}
                autoComplete="off"
                placeholder="For example: Ekart"
              />
            )}
          </FormField>
        ) : null}
        <FormField<ShipOrderValues>
          name="trackingNumber"
          label="Tracking number"
          className={courier === OTHER_COURIER ? 'sm:col-span-2' : undefined}
        >
          {(c) => (
            <Input
              {...c}
              maxLength={SHIPMENT_LIMITS.trackingMax}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono"
              placeholder="EE123456789IN"
            />
          )}
        </FormField>
      </div>
      <FormField<ShipOrderValues> name="remark" label="Remarks (optional)">
        {(c) => (
          <Textarea
            {...c}
            rows={2}
            maxLength={500}
            className="min-h-16"
            placeholder="For example: packed and handed to the courier today"
          />
        )}
      </FormField>
      {children}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Close
          </Button>
        </DialogClose>
        <Button type="submit" variant="dark" loading={pending}>
          {NEXT_STEP_LABELS.shipped}
        </Button>
      </DialogFooter>
    </Form>
  );
}
