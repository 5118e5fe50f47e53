/** An upload's progress: the file it is on and how far it got. */
export function UploadProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="space-y-1.5" role="status" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-ink-800">{label}</span>
        <span className="shrink-0 font-semibold text-ink-900 tabular-nums">{percent}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-zinc-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="Upload progress"
      >
        <div
          className="h-full rounded-full bg-saffron-500 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
