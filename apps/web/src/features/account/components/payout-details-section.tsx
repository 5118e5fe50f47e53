import { Link } from 'react-router';
import { usePayoutDetails, PayoutDetailsForm } from '@/features/earnings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';

/** Settings' payout details: where the shop sends a seller's earnings (docs/decisions/0048). */
export function PayoutDetailsSection() {
  const { user } = useAuth();
  const details = usePayoutDetails(user?._id ?? '');
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Payout details</CardTitle>
        <CardDescription>
          The shop pays what your designs and accessories earn to this UPI ID. See your balance on{' '}
          <Link
            to="/dashboard/earnings"
            className="font-semibold text-saffron-700 underline-offset-4 hover:underline"
          >
            Earnings
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        {details.data ? (
          <PayoutDetailsForm upiId={details.data.upiId} />
        ) : details.isError ? (
          <FormAlert>{errorMessage(details.error, 'Could not load your payout details')}</FormAlert>
        ) : (
          <div className="space-y-5" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="ml-auto h-11 w-44" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
