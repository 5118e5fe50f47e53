import {
  DELIVERY_MESSAGES,
  PICKUP_ADDRESS_TEXTS as T,
  pickupAddressSchema,
  type PickupAddressBody,
  type PickupAddressReply,
} from '@campus-threads/contract';
import { MapPin } from 'lucide-react';
import { Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { isApiRequestError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useSavePickupAddress } from '../api/pickup-address';

/** The pickup address form: the address and its PIN, which the server checks against the directory. */
export function PickupAddressForm({
  saved,
  userId,
}: {
  saved: PickupAddressReply | null;
  userId: string;
}) {
  const mutation = useSavePickupAddress(userId);
  const form = useSchemaForm({
    schema: pickupAddressSchema,
    defaultValues: { address: saved?.address ?? '', pinCode: saved?.pinCode ?? '' },
  });

  const save = async (values: PickupAddressBody) => {
    try {
      const reply = await mutation.mutateAsync(values);
      form.reset({ address: reply.address, pinCode: reply.pinCode });
      notify.success(DELIVERY_MESSAGES.pickupSaved);
    } catch (error) {
      if (isApiRequestError(error)) {
        for (const field of ['address', 'pinCode'] as const) {
          const message = error.fieldError(field) ?? error.fieldError(`body.${field}`);
          if (message) form.setError(field, { message });
        }
      }
      notify.error(T.saveFailed);
    }
  };

  return (
    <Form form={form} onValid={save} className="space-y-4" aria-label={T.title}>
      {saved ? (
        <p
          className="flex items-start gap-2 rounded-lg bg-zinc-50 px-3.5 py-2.5 text-sm font-medium text-ink-900"
          data-testid="pickup-place"
        >
          <MapPin className="mt-0.5 size-4 shrink-0 text-saffron-600" aria-hidden="true" />
          {T.savedPlace(saved.district, saved.state, saved.pinCode)}
        </p>
      ) : (
        <p className="rounded-lg border border-saffron-200 bg-saffron-50 px-3.5 py-2.5 text-sm text-saffron-800">
          {T.none}
        </p>
      )}
      <FormField name="address" label={T.address}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            className="min-h-16"
            autoComplete="street-address"
            placeholder={T.addressPlaceholder}
          />
        )}
      </FormField>
      <FormField name="pinCode" label={T.pinCode}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            className="max-w-40"
          />
        )}
      </FormField>
      <div className="flex justify-end border-t border-zinc-100 pt-4">
        <Button type="submit" variant="secondary" loading={mutation.isPending}>
          {T.save}
        </Button>
      </div>
    </Form>
  );
}

export default PickupAddressForm;
