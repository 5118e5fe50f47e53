import { AUDIT_ACTION_LABELS, type AuditEntry } from '@campus-threads/contract';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDateTime, relativeTime } from '@/lib/format-date';
import { changedFields, entityHref, entityLabel } from './audit-view';

/** A tone per kind of change: removals in red, money and status in saffron, the rest neutral. */
function actionTone(action: AuditEntry['action']): string {
  if (action.endsWith('.delete')) return 'bg-danger-50 text-danger-700 ring-danger-500/30';
  if (action === 'order.refund' || action.startsWith('design.'))
    return 'bg-saffron-50 text-saffron-700 ring-saffron-200';
  return 'bg-zinc-100 text-ink-800 ring-zinc-300';
}

/**
 * One admin change: what (action and entity, linked where it can be seen), who and when, and the
 * changed fields before → after. A card at every width; the fields sit in two columns from `sm`.
 */
export function AuditEntryCard({
  entry,
  onActor,
}: {
  entry: AuditEntry;
  /** Shows only this admin's changes. */
  onActor: (actorId: string) => void;
}) {
  const changes = changedFields(entry);
  const href = entityHref(entry);
  const label = entityLabel(entry);
  return (
    <li
      data-audit-entry={entry._id}
      data-action={entry.action}
      className="rounded-xl border border-zinc-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1.5">
          <span
            className={cn(
              'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              actionTone(entry.action),
            )}
          >
            {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
          </span>
          {href ? (
            <Link
              to={href}
              className="inline-flex min-w-0 items-center gap-1 font-semibold text-ink-900 underline-offset-4 hover:text-saffron-700 hover:underline"
            >
              <span className="truncate">{label}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            </Link>
          ) : (
            <span className="min-w-0 truncate font-semibold text-ink-900">{label}</span>
          )}
        </div>
        <p className="shrink-0 text-sm text-zinc-500 sm:text-right">
          <time dateTime={entry.createdAt} title={relativeTime(entry.createdAt)}>
            {formatDateTime(entry.createdAt)}
          </time>
        </p>
      </div>

      <p className="mt-1.5 text-sm text-zinc-600">
        by{' '}
        {entry.actorId ? (
          <button
            type="button"
            onClick={() => onActor(entry.actorId!)}
            title={`Show only ${entry.actorName}'s changes`}
            className="cursor-pointer font-medium text-ink-900 underline-offset-4 hover:text-saffron-700 hover:underline"
          >
            {entry.actorName}
          </button>
        ) : (
          <span className="font-medium text-ink-900">{entry.actorName} (account deleted)</span>
        )}
      </p>

      {changes.length > 0 ? (
        <dl className="mt-3 divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-zinc-50/60">
          {changes.map((change) => (
            <div
              key={change.key}
              data-field={change.key}
              className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3"
            >
              <dt className="font-medium text-zinc-500">{change.label}</dt>
              <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
                {change.kind === 'set' ? (
                  <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink-900">
                    {change.after}
                  </span>
                ) : change.kind === 'removed' ? (
                  <span className="min-w-0 [overflow-wrap:anywhere] text-zinc-600">
                    {change.before}
                  </span>
                ) : (
                  <>
                    <span
                      className={cn(
                        'min-w-0 [overflow-wrap:anywhere] text-zinc-500',
                        change.before !== '—' && 'line-through decoration-zinc-300',
                      )}
                    >
                      {change.before}
                    </span>
                    <ArrowRight
                      className="size-3.5 shrink-0 text-zinc-400"
                      aria-label="changed to"
                    />
                    <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-ink-900">
                      {change.after}
                    </span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-zinc-500">No field changes recorded.</p>
      )}
    </li>
  );
}
