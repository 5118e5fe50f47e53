import {
  DELIVERY_MESSAGES,
  DELIVERY_SETTINGS_TEXTS as T,
  DELIVERY_ZONES,
  placeName,
  type DeliveryCoverage,
  type DeliverySettingsReply,
  type DeliveryZone,
} from '@campus-threads/contract';
import { Save } from 'lucide-react';
import { useId } from 'react';
import {
  Form,
  FormField,
  useController,
  useFormContext,
  useSchemaForm,
  useWatch,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/form-field';
import { Input, RUPEE_INPUT } from '@/components/ui/input';
import { LoadError } from '@/components/ui/state-blocks';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiRequestError } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { pinCodeOutcome, usePinCodeLookup } from '@/lib/pin-code-lookup';
import { useDeliverySettings, useSaveDeliverySettings } from './delivery-settings-api';
import {
  deliveryFieldOf,
  deliverySettingsResolver,
  deliverySettingsToValues,
  type DeliverySettingsValues,
  type ZoneRateValues,
} from './delivery-settings-values';

const DAYS_INPUT = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
const COLUMNS: readonly { key: keyof ZoneRateValues; label: string; rupees: boolean }[] = [
  { key: 'firstSlab', label: T.firstSlab, rupees: true },
  { key: 'extraSlab', label: T.extraSlab, rupees: true },
  { key: 'minDays', label: `${T.days}: ${T.minDays}`, rupees: false },
  { key: 'maxDays', label: `${T.days}: ${T.maxDays}`, rupees: false },
];
// One grid for the header and the rows, so the columns line up; a phone stacks each zone.
const ROW_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1.3fr)_repeat(4,minmax(0,1fr))]';

/** One cell of the rate card: its label said on a phone, read by screen readers everywhere. */
function RateCell({ zone, column }: { zone: DeliveryZone; column: (typeof COLUMNS)[number] }) {
  const id = useId();
  const name = `zones.${zone}.${column.key}` as const;
  const { field, fieldState } = useController<DeliverySettingsValues>({ name });
  const { clearErrors } = useFormContext<DeliverySettingsValues>();
  const error = fieldState.error?.message;
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-zinc-600 sm:sr-only">
        {column.label}
        <span className="sr-only"> ({T.zoneLabels[zone]})</span>
      </label>
      <Input
        id={id}
        name={field.name}
        ref={field.ref}
        value={field.value as string}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          if (error) clearErrors(name);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-10 tabular-nums"
        {...(column.rupees ? RUPEE_INPUT : DAYS_INPUT)}
      />
      {error ? (
        <FieldError id={`${id}-error`} className="text-xs">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

function RateCard() {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink-900">{T.zonesLegend}</legend>
      <div
        className={cn(ROW_GRID, 'hidden text-xs font-medium text-zinc-500 sm:grid')}
        aria-hidden="true"
      >
        <span>{T.zone}</span>
        {COLUMNS.map((column) => (
          <span key={column.key}>{column.label}</span>
        ))}
      </div>
      <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
        {DELIVERY_ZONES.map((zone) => (
          <li key={zone} className={cn(ROW_GRID, 'items-start p-3')} data-testid={`zone-${zone}`}>
            <span className="col-span-2 self-center text-sm font-semibold text-ink-900 sm:col-span-1">
              {T.zoneLabels[zone]}
            </span>
            {COLUMNS.map((column) => (
              <RateCell key={column.key} zone={zone} column={column} />
            ))}
          </li>
        ))}
      </ul>
      <p className="text-xs text-zinc-500">{T.specialZone}</p>
    </fieldset>
  );
}

function CoverageChoice({ disabled }: { disabled: boolean }) {
  const { field } = useController<DeliverySettingsValues>({ name: 'coverage' });
  const options: readonly { value: DeliveryCoverage; label: string }[] = [
    { value: 'india', label: T.coverageIndia },
    { value: 'campuses', label: T.coverageCampuses },
  ];
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-semibold text-ink-900">{T.coverageLegend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2.5 rounded-lg border p-3 text-sm',
              field.value === option.value
                ? 'border-saffron-400 bg-saffron-50 font-medium text-ink-900'
                : 'border-zinc-200 text-zinc-700',
            )}
          >
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              className="size-4 accent-saffron-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The pickup PIN's place: the typed code's once it is whole, else the saved one's. */
function usePickupHint(savedPlace: string): string {
  const typed = useWatch<DeliverySettingsValues, 'pickupPinCode'>({ name: 'pickupPinCode' });
  const outcome = pinCodeOutcome(usePinCodeLookup(typed ?? ''));
  if (outcome.kind === 'ok' || (outcome.kind === 'error' && outcome.place))
    return `${placeName(outcome.place!.district, outcome.place!.state)}. ${T.pickupHint}`;
  return savedPlace ? `${savedPlace}. ${T.pickupHint}` : T.pickupHint;
}

function PickupPinField({ savedPlace }: { savedPlace: string }) {
  const hint = usePickupHint(savedPlace);
  return (
    <FormField<DeliverySettingsValues> name="pickupPinCode" label={T.pickupPin} hint={hint}>
      {(control) => <Input {...control} inputMode="numeric" maxLength={6} className="max-w-40" />}
    </FormField>
  );
}

function DeliverySettingsForm({ settings }: { settings: DeliverySettingsReply }) {
  const save = useSaveDeliverySettings();
  const form = useSchemaForm({
    resolver: deliverySettingsResolver,
    defaultValues: deliverySettingsToValues(settings),
  });
  return (
    <Form
      form={form}
      className="space-y-6"
      onValid={(body) =>
        save.mutate(body, {
          onSuccess: (saved) => {
            form.reset(deliverySettingsToValues(saved));
            notify.success(DELIVERY_MESSAGES.saved);
          },
          onError: (error) => {
            if (isApiRequestError(error) && error.fieldErrors.length > 0) {
              for (const fieldError of error.fieldErrors)
                form.setError(deliveryFieldOf(fieldError.field) as 'pickupPinCode', {
                  message: fieldError.message,
                });
            }
            const message = isApiRequestError(error)
              ? (error.serverMessage ?? error.message)
              : String(error);
            notify.error(`${T.saveFailed}: ${message}`);
          },
        })
      }
      onInvalid={() => notify.error(T.saveFailed)}
    >
      <CoverageChoice disabled={save.isPending} />
      <PickupPinField savedPlace={settings.pickupPlace} />
      <RateCard />
      <FormField<DeliverySettingsValues>
        name="freeAbove"
        label={T.freeAbove}
        hint={T.freeAboveHint}
      >
        {(control) => <Input {...control} {...RUPEE_INPUT} min={1} className="max-w-48" />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant="dark" loading={save.isPending}>
          <Save className="size-4" aria-hidden="true" /> {T.save}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The admin's Delivery card (docs/decisions/0066): coverage, the shop's pickup PIN, the rate card
 * per zone and the free-delivery threshold. Its own form and save: a separate, audited setting.
 */
export function DeliverySettingsCard() {
  const query = useDeliverySettings();
  return (
    <Card data-testid="delivery-settings">
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-3" role="status" aria-label={T.title}>
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : query.isError ? (
          <LoadError
            title={T.loadFailed}
            message={query.error.message || 'Please try again.'}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DeliverySettingsForm key={query.data.updatedAt ?? 'default'} settings={query.data} />
        )}
      </CardContent>
    </Card>
  );
}
