import { exportRangeError, shopDay } from '@campus-threads/contract';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import {
  fieldErrorsResolver,
  Form,
  FormField,
  useFieldError,
  useFormContext,
  useSchemaForm,
  useWatch,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';

type RangeFields = { from: string; to: string };

/** The contract's one export-period rule; its text belongs to the pair, shown under the row. */
const rangeResolver = fieldErrorsResolver<RangeFields>((values) => {
  const problem = exportRangeError(values.from, values.to);
  return { errors: { range: problem ?? undefined }, data: problem ? null : values };
});

type ExportRangeCardProps = {
  /** The card's heading and its region's name ("Export orders"). */
  title: string;
  /** One line on what the file holds. */
  description: string;
  /** Fetches and saves the file of From–To (both YYYY-MM-DD, days in India); throws on failure. */
  download: (from: string, to: string) => Promise<unknown>;
  /** The toasts of a saved and a failed file (the contract's texts). */
  messages: { exported: string; exportFailed: string };
  /** The button's label. */
  buttonLabel?: string;
};

/**
 * A CSV of a period, From–To (days in India), checked with the contract's one export-period rule:
 * the admin's orders and payouts exports (docs/decisions/0045: one download helper under it).
 */
export function ExportRangeCard({
  title,
  description,
  download,
  messages,
  buttonLabel = 'Download CSV',
}: ExportRangeCardProps) {
  const form = useSchemaForm({ resolver: rangeResolver, defaultValues: { from: '', to: '' } });
  const [downloading, setDownloading] = useState(false);

  const start = async ({ from, to }: RangeFields) => {
    setDownloading(true);
    try {
      await download(from, to);
      notify.success(messages.exported);
    } catch (failure) {
      console.error(messages.exportFailed, failure);
      notify.error(messages.exportFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-label={title} className="rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="text-base font-semibold text-ink-900">{title}</h2>
      <p className="mt-0.5 text-sm text-zinc-600">{description}</p>
      <Form form={form} onValid={start}>
        <RangeRow buttonLabel={buttonLabel} downloading={downloading} />
      </Form>
    </section>
  );
}

/** From and To, the button, and the period's error under them; a changed date drops it. */
function RangeRow({ buttonLabel, downloading }: { buttonLabel: string; downloading: boolean }) {
  const id = useId();
  const [from, to] = useWatch<RangeFields, ['from', 'to']>({ name: ['from', 'to'] });
  const error = useFieldError('range');
  const { clearErrors } = useFormContext<RangeFields>();
  // The period's error is the only one the form has: a changed date drops it.
  const onDate = (onChange: (event: unknown) => void) => (event: unknown) => {
    clearErrors();
    onChange(event);
  };
  return (
    <>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md">
          <FormField<RangeFields> name="from" label="From" className="min-w-0">
            {(control) => (
              <Input
                {...control}
                type="date"
                max={to || shopDay()}
                onChange={onDate(control.onChange)}
              />
            )}
          </FormField>
          <FormField<RangeFields> name="to" label="To" className="min-w-0">
            {(control) => (
              <Input
                {...control}
                type="date"
                min={from || undefined}
                onChange={onDate(control.onChange)}
              />
            )}
          </FormField>
        </div>
        <Button
          type="submit"
          variant="dark"
          loading={downloading}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <Download className="size-4" aria-hidden="true" /> {buttonLabel}
        </Button>
      </div>
      {error ? (
        <FieldError id={`${id}-error`} className="mt-2">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}
