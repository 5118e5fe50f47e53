import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import type { SubmitState } from '../submit-state';

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-zinc-200"
    >
      <div
        className="h-full rounded-full bg-saffron-500 transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** Upload progress (overall percent, file index, file percent), saving, and a failure with Retry. */
export function UploadProgress({ state, onRetry }: { state: SubmitState; onRetry: () => void }) {
  if (state.phase === 'uploading') {
    return (
      <div
        className="space-y-3 rounded-xl border border-saffron-200 bg-saffron-50 p-4"
        aria-live="polite"
        data-testid="upload-progress"
      >
        <div className="flex items-center justify-between gap-3 text-sm font-semibold text-ink-900">
          <span className="flex items-center gap-2">
            <Spinner className="text-saffron-600" /> Uploading file {state.fileIndex + 1} of{' '}
            {state.fileCount}
          </span>
          <span className="tabular-nums">{state.overallPercent}%</span>
        </div>
        <Bar percent={state.overallPercent} label="Overall upload progress" />
        <div className="flex items-center justify-between gap-3 text-xs text-zinc-600">
          <span className="min-w-0 truncate">{state.fileName}</span>
          <span className="shrink-0 tabular-nums">{state.filePercent}%</span>
        </div>
        <Bar percent={state.filePercent} label="Current file progress" />
      </div>
    );
  }
  if (state.phase === 'saving' || state.phase === 'done') {
    return (
      <div
        className="flex items-center gap-2 rounded-xl border border-zinc-200 bg-white p-4 text-sm font-semibold text-ink-900"
        aria-live="polite"
        data-testid="upload-progress"
      >
        {state.phase === 'saving' ? (
          <Spinner className="text-saffron-600" />
        ) : (
          <CheckCircle2 className="size-4 text-success-600" aria-hidden="true" />
        )}
        {state.phase === 'saving' ? 'Files uploaded · saving your design…' : 'Saved'}
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <FormAlert className="space-y-2">
        <p>{state.message}</p>
        {state.failures.length > 0 ? (
          <>
            <ul className="list-disc space-y-0.5 pl-5 text-xs font-normal">
              {state.failures.map((f) => (
                <li key={f.name} className="break-words">
                  {f.name}: {f.message}
                </li>
              ))}
            </ul>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Retry failed uploads
            </Button>
          </>
        ) : null}
      </FormAlert>
    );
  }
  return null;
}
