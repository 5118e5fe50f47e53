import { exportRangeError, ORDER_MESSAGES, shopDay } from '@campus-threads/contract';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { downloadAdminOrders } from './api/download-admin-orders';

/** Export card: orders created From–To (days in India) as CSV, one row per item. */
export function ExportCard() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const id = useId();

  const download = async () => {
    const problem = exportRangeError(from, to);
    setError(problem);
    if (problem) return;
    setDownloading(true);
    try {
      await downloadAdminOrders(from, to);
      notify.success(ORDER_MESSAGES.exported);
    } catch (failure) {
      console.error(ORDER_MESSAGES.exportFailed, failure);
      notify.error(ORDER_MESSAGES.exportFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section
      aria-label="Export orders"
      className="rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <h2 className="text-base font-semibold text-ink-900">Export orders</h2>
      <p className="mt-0.5 text-sm text-zinc-600">
        A CSV with one row per item of the orders placed in this period.
      </p>
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
          onClick={() => void download()}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <Download className="size-4" aria-hidden="true" /> Download CSV
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
