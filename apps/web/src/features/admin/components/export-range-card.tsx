import { exportRangeError, shopDay } from '@campus-threads/contract';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';

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
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const id = useId();

  const start = async () => {
    const problem = exportRangeError(from, to);
    setError(problem);
    if (problem) return;
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
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md">
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to || shopDay()}
              onChange={(e) => {
                setError(null);
                setFrom(e.target.value);
              }}
            />
          </div>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => {
                setError(null);
                setTo(e.target.value);
              }}
            />
          </div>
        </div>
        <Button
          variant="dark"
          loading={downloading}
          onClick={() => void start()}
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
    </section>
  );
}
