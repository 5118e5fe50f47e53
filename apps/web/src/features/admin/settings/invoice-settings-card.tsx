import {
  DELIVERY_STATES,
  gstStateCode,
  TAX_SETTINGS_LIMITS,
  TAX_SETTINGS_MESSAGES,
  TSHIRT_HSN,
} from '@campus-threads/contract';
import { FormField } from '@/components/form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, inputClasses, RUPEE_INPUT, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { AccessoryTaxClassesEditor, GST_PERCENT_INPUT } from './accessory-tax-classes-editor';
import type { AccessoryTaxClassRow } from './invoice-settings-values';
import type { SettingsFormValues } from './settings-form-values';

/** The GSTIN's hint: what is missing, or the state code it must start with. */
function gstinHint(gstin: string, state: string): string {
  if (!gstin.trim()) return TAX_SETTINGS_MESSAGES.gstinMissing;
  const code = gstStateCode(state);
  return code ? `A GSTIN of ${state} starts with ${code}.` : '15 characters, as registered.';
}

/**
 * Tax invoices on /admin/settings (docs/decisions/0050): the shop as its invoices name it and the
 * GST rates they apply. Every new invoice copies them; issued ones keep what they were issued
 * with. The list of accessory categories is not a text field, so its value and error come in.
 */
export function InvoiceSettingsCard({
  values,
  classesError,
  disabled,
  onClassesChange,
}: {
  values: Pick<SettingsFormValues, 'shopGstin' | 'shopState' | 'accessoryTaxClasses'>;
  classesError?: string;
  disabled?: boolean;
  onClassesChange: (rows: AccessoryTaxClassRow[]) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tax invoices</CardTitle>
        <CardDescription>
          Printed on every new invoice and credit note. Documents already issued keep what they were
          issued with.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField<SettingsFormValues> name="shopLegalName" label="Legal name">
            {(p) => (
              <Input
                {...p}
                autoComplete="organization"
                maxLength={TAX_SETTINGS_LIMITS.legalNameMax + 10}
              />
            )}
          </FormField>
          <FormField<SettingsFormValues>
            name="shopGstin"
            label="GSTIN"
            hint={gstinHint(values.shopGstin, values.shopState)}
          >
            {(p) => (
              <Input
                {...p}
                autoComplete="off"
                spellCheck={false}
                maxLength={15}
                className="font-mono uppercase"
              />
            )}
          </FormField>
          <FormField<SettingsFormValues>
            name="shopAddress"
            label="Registered address"
            className="sm:col-span-2"
          >
            {(p) => <Textarea {...p} rows={2} className="min-h-20" />}
          </FormField>
          <FormField<SettingsFormValues>
            name="shopState"
            label="State"
            hint="Deliveries within it are charged CGST + SGST, elsewhere IGST."
          >
            {(p) => (
              <select {...p} className={cn(inputClasses, 'cursor-pointer pr-8')}>
                <option value="">Choose a state</option>
                {DELIVERY_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>

        <section aria-labelledby="gst-apparel" className="space-y-3">
          <h3 id="gst-apparel" className="text-sm font-semibold text-ink-900">
            T-shirts (HSN {TSHIRT_HSN})
          </h3>
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField<SettingsFormValues>
              name="apparelGstThreshold"
              label="Slab per piece (₹)"
              hint="Value before tax."
            >
              {(p) => <Input {...p} {...RUPEE_INPUT} min={1} />}
            </FormField>
            <FormField<SettingsFormValues> name="apparelGstLowPercent" label="GST up to it (%)">
              {(p) => <Input {...p} {...GST_PERCENT_INPUT} />}
            </FormField>
            <FormField<SettingsFormValues> name="apparelGstHighPercent" label="GST above it (%)">
              {(p) => <Input {...p} {...GST_PERCENT_INPUT} />}
            </FormField>
          </div>
        </section>

        <section aria-labelledby="gst-accessories" className="space-y-3">
          <h3 id="gst-accessories" className="text-sm font-semibold text-ink-900">
            Accessories
          </h3>
          <AccessoryTaxClassesEditor
            value={values.accessoryTaxClasses}
            error={classesError}
            disabled={disabled}
            onChange={onClassesChange}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField<SettingsFormValues>
              name="otherAccessoryHsn"
              label="Any other category: HSN code"
            >
              {(p) => <Input {...p} inputMode="numeric" autoComplete="off" />}
            </FormField>
            <FormField<SettingsFormValues>
              name="otherAccessoryGstPercent"
              label="Any other category: GST (%)"
            >
              {(p) => <Input {...p} {...GST_PERCENT_INPUT} />}
            </FormField>
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
