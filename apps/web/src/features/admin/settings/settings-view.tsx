import {
  DELIVERY_SETTINGS_TEXTS,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  type AdminSiteSettings,
} from '@campus-threads/contract';
import { AlertTriangle, Save } from 'lucide-react';
import { useEffect, useId } from 'react';
import { errorText, Form, FormField, useSchemaForm, useWatch } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/state-blocks';
import { isApiRequestError } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { PinCodeEditor } from './pin-code-editor';
import { useAdminSettings, useSaveAdminSettings } from './settings-api';
import {
  isDirty,
  settingsResolver,
  settingsToFormValues,
  type SettingsFormValues,
} from './settings-form-values';
import { DeliverySettingsCard } from './delivery-settings-card';
import { EarningsRatesCard } from './earnings-rates-card';
import { InvoiceSettingsCard } from './invoice-settings-card';
import { SystemInfoCard } from './system-info-card';

const M = SETTINGS_MESSAGES;

function MaintenanceSwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        'rounded-xl border p-4 transition-colors',
        checked ? 'border-saffron-300 bg-saffron-50' : 'border-zinc-200 bg-white',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
            Maintenance Mode
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-zinc-600">
            Shoppers and sellers see a maintenance page and new payments are paused. Admins keep
            full access; payments already started still complete.
          </p>
        </div>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:cursor-not-allowed disabled:opacity-60',
            checked ? 'bg-saffron-500' : 'bg-zinc-300',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
              checked ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      {checked ? (
        <p className="mt-3 flex items-center gap-2 text-xs font-medium text-saffron-800">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          The shop is closed to shoppers while this is on.
        </p>
      ) : null}
    </div>
  );
}

function SettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const save = useSaveAdminSettings();
  const saved = settingsToFormValues(settings);
  const form = useSchemaForm({ resolver: settingsResolver, defaultValues: saved });
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  const errors = form.formState.errors;
  const dirty = isDirty(values, saved);

  /** The switch and the pin code list are not text fields: a change drops their errors here. */
  const change = (patch: Partial<SettingsFormValues>) => {
    const keys = Object.keys(patch) as (keyof SettingsFormValues)[];
    for (const key of keys) form.setValue(key, patch[key]!);
    form.clearErrors(keys);
  };

  return (
    <Form
      form={form}
      className="space-y-6"
      onValid={(body) =>
        save.mutate(body, {
          onSuccess: (result) => {
            form.reset(settingsToFormValues(result));
            notify.success(M.saved);
          },
          onError: (error) => {
            const message = isApiRequestError(error)
              ? (error.serverMessage ?? error.message)
              : String(error);
            notify.error(`${M.saveFailed}: ${message}`);
          },
        })
      }
    >
      <Card>
        <CardHeader>
          <CardTitle>General</CardTitle>
          <CardDescription>
            The name shows in the header, the browser tab and the footer.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <FormField<SettingsFormValues> name="siteName" label="Site name">
            {(p) => <Input {...p} maxLength={SETTINGS_LIMITS.siteNameMax + 10} />}
          </FormField>
          <FormField<SettingsFormValues>
            name="siteDescription"
            label="Site description"
            hint={`${values.siteDescription.length} / ${SETTINGS_LIMITS.siteDescriptionMax} characters`}
          >
            {(p) => <Textarea {...p} rows={3} />}
          </FormField>
          <MaintenanceSwitch
            checked={values.maintenanceMode}
            disabled={save.isPending}
            onChange={(maintenanceMode) => change({ maintenanceMode })}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{DELIVERY_SETTINGS_TEXTS.campusPinCodes}</CardTitle>
          <CardDescription>{DELIVERY_SETTINGS_TEXTS.campusPinCodesHint}</CardDescription>
        </CardHeader>
        <CardContent>
          <PinCodeEditor
            value={values.deliverablePinCodes}
            places={values.pinCodePlaces}
            error={errorText(errors, 'deliverablePinCodes')}
            placesError={errorText(errors, 'pinCodePlaces')}
            disabled={save.isPending}
            onChange={(deliverablePinCodes, pinCodePlaces) =>
              change({ deliverablePinCodes, pinCodePlaces })
            }
          />
        </CardContent>
      </Card>

      <EarningsRatesCard />

      <InvoiceSettingsCard
        values={values}
        classesError={errorText(errors, 'accessoryTaxClasses')}
        disabled={save.isPending}
        onClassesChange={(accessoryTaxClasses) => change({ accessoryTaxClasses })}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {dirty ? (
          <p className="text-sm text-zinc-500 sm:mr-auto" role="status">
            You have unsaved changes.
          </p>
        ) : null}
        {dirty ? (
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => form.reset(saved, { keepErrors: true })}
          >
            Discard
          </Button>
        ) : null}
        <Button type="submit" variant="dark" loading={save.isPending}>
          <Save className="size-4" aria-hidden="true" /> Save Settings
        </Button>
      </div>
    </Form>
  );
}

function SettingsSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      role="status"
      aria-label="Loading settings"
    >
      <div className="space-y-6">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-4 rounded-xl border border-zinc-200 bg-white p-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-6">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}

/** /admin/settings (spec: seller-admin §2 "Admin settings"; stored and applied, DECISIONS.md row 12). */
export function SettingsView() {
  const query = useAdminSettings();

  useEffect(() => {
    if (query.isError) notify.error(M.loadFailed);
  }, [query.isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Site Settings"
        description="The shop's name, maintenance mode, where it delivers, what sellers earn and its tax invoices."
      />
      {query.isPending ? (
        <SettingsSkeleton />
      ) : query.isError ? (
        <LoadError
          title={M.loadFailed}
          message={query.error.message || 'Please try again.'}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-6">
            <SettingsForm key={query.data.updatedAt} settings={query.data} />
            <DeliverySettingsCard />
          </div>
          <SystemInfoCard info={query.data.systemInfo} />
        </div>
      )}
    </div>
  );
}
