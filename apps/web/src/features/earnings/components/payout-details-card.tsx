import type { PayoutDetails } from '@campus-threads/contract';
import { AlertCircle, Wallet } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';

// The one payout-details form (also on /dashboard/settings), loaded when the dialog opens: its
// check (zod) stays out of the page's first download.
const PayoutDetailsForm = lazy(() => import('./payout-details-form'));

/** Where the shop pays the seller, with the form to add or change it in a dialog. */
export function PayoutDetailsCard({
  details,
  hasAvailable,
}: {
  details: PayoutDetails | undefined;
  /** Money is ready to be paid: without a UPI ID the shop cannot pay it (docs/decisions/0048). */
  hasAvailable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const upiId = details?.upiId ?? null;
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600">
            <Wallet className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-ink-900">Payout details</h2>
            <p className="text-sm text-zinc-500">The shop pays your earnings to this UPI ID.</p>
          </div>
        </div>
        {!details ? (
          <Skeleton className="h-12" />
        ) : upiId ? (
          <div className="rounded-lg bg-zinc-50 px-3.5 py-2.5">
            <p className="text-xs font-medium text-zinc-500">UPI ID</p>
            <p className="font-mono text-sm font-semibold break-all text-ink-900" data-upi-id>
              {upiId}
            </p>
            {details.updatedAt ? (
              <p className="mt-0.5 text-xs text-zinc-500">
                Updated {formatDate(details.updatedAt)}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="flex items-start gap-2 rounded-lg border border-saffron-200 bg-saffron-50 px-3.5 py-2.5 text-sm text-saffron-800">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {hasAvailable
              ? 'You have money ready to be paid: add your UPI ID so the shop can send it.'
              : 'No UPI ID yet. Add one so the shop can pay you.'}
          </p>
        )}
        <div>
          <Button
            variant={upiId ? 'secondary' : 'dark'}
            size="sm"
            disabled={!details}
            onClick={() => setOpen(true)}
          >
            {upiId ? 'Edit UPI ID' : 'Add UPI ID'}
          </Button>
        </div>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Payout details"
          description="Your UPI ID, like yourname@okaxis. Payouts go there from the next one on."
        >
          <Suspense fallback={<Skeleton className="h-32" />}>
            <PayoutDetailsForm
              upiId={upiId}
              onSaved={() => setOpen(false)}
              secondaryAction={
                <DialogClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </DialogClose>
              }
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
