import { SETTINGS_LIMITS } from '@campus-threads/contract';
import { FormField } from '@/components/form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { SettingsFormValues } from './settings-form-values';

/** A percentage to two decimals, with the phone's decimal pad. */
const percentInput = (max: number) =>
  ({ type: 'number', inputMode: 'decimal', min: 0, max, step: '0.01' }) as const;

/**
 * The commission and the royalty share (docs/decisions/0048): each ledger entry copies the rate of
 * the day its order was paid, so a change applies to new orders only.
 */
export function EarningsRatesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seller earnings</CardTitle>
        <CardDescription>
          A change applies to new orders only: earnings already made keep their rate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField<SettingsFormValues>
          name="commissionPercent"
          label="Commission (%)"
          hint="The shop's share of a Self Service sale (price, personalisation and delivery)."
        >
          {(p) => <Input {...p} {...percentInput(SETTINGS_LIMITS.commissionPercentMax)} />}
        </FormField>
        <FormField<SettingsFormValues>
          name="royaltyPercent"
          label="Designer royalty (%)"
          hint="The designer's share of the price of a Print & Delivery t-shirt the shop prints."
        >
          {(p) => <Input {...p} {...percentInput(SETTINGS_LIMITS.royaltyPercentMax)} />}
        </FormField>
      </CardContent>
    </Card>
  );
}
