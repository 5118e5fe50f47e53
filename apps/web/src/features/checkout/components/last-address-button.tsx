import { CHECKOUT_MESSAGES } from '@campus-threads/contract';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { useLastDelivery } from '../api/get-last-delivery';
import { withLastDelivery, type CheckoutFormValues } from '../checkout-form';

/**
 * "Use my last address" above a signed-in buyer's delivery form, once they have an order
 * (decision 0056): one click fills in the details of their newest order, every field editable.
 */
export function LastAddressButton({ disabled }: { disabled: boolean }) {
  const { user } = useAuth();
  const last = useLastDelivery(user?._id);
  const { getValues, reset, clearErrors } = useFormContext<CheckoutFormValues>();
  const [used, setUsed] = useState(false);
  const details = last.data?.deliveryDetails;
  if (!details) return null;
  const summary = [details.address, details.district, `${details.state} ${details.pinCode}`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50/60 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 text-sm break-words text-zinc-600">
        {used ? CHECKOUT_MESSAGES.lastAddressUsed : summary}
      </p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="shrink-0"
        disabled={disabled}
        onClick={() => {
          reset(withLastDelivery(getValues(), details), { keepDefaultValues: true });
          clearErrors();
          setUsed(true);
        }}
      >
        <MapPin className="size-4" aria-hidden="true" />
        {CHECKOUT_MESSAGES.useLastAddress}
      </Button>
    </div>
  );
}
