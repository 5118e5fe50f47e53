import { PICKUP_ADDRESS_TEXTS as T } from '@campus-threads/contract';
import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { usePickupAddress } from '../api/pickup-address';

// The form and its check (zod) load with the card's data, out of the page's first download.
const PickupAddressForm = lazy(() => import('./pickup-address-form'));

/**
 * The seller's pickup address (docs/decisions/0066), beside the payout details: where couriers
 * collect Self Service parcels, and the PIN their delivery is priced from.
 */
export function PickupAddressCard() {
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const query = usePickupAddress(userId);
  return (
    <Card className="min-w-0" data-testid="pickup-address">
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600">
            <MapPin className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-ink-900">{T.title}</h2>
            <p className="text-sm text-zinc-500">{T.description}</p>
          </div>
        </div>
        {query.data ? (
          <Suspense fallback={<Skeleton className="h-40" />}>
            <PickupAddressForm
              key={query.data.pickupAddress?.updatedAt ?? 'none'}
              saved={query.data.pickupAddress}
              userId={userId}
            />
          </Suspense>
        ) : query.isError ? (
          <FormAlert>{errorMessage(query.error, T.loadFailed)}</FormAlert>
        ) : (
          <Skeleton className="h-40" />
        )}
      </CardContent>
    </Card>
  );
}
