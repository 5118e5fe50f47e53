import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_TYPES,
  AUDIT_MESSAGES,
} from '@campus-threads/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/cn';
import { ENTITY_TYPE_LABELS, isFiltered, type AuditFilters } from './audit-view';

const SEARCH_DELAY_MS = 400;

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
];
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...AUDIT_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_TYPE_LABELS[value] })),
];

/** Keys of the address bar the filters live under. */
export type FilterChange = Partial<
  Record<'action' | 'type' | 'q' | 'from' | 'to' | 'actor', string>
>;

/**
 * The audit page's filters: action, entity type, the period (days in India) and an id search
 * (a whole id, or the short "#1A2B3C4D" the pages show), typed with a short pause before it asks.
 */
export function AuditFilterBar({
  filters,
  actorName,
  onChange,
}: {
  filters: AuditFilters;
  /** The name of the admin `filters.actorId` names, when known. */
  actorName: string | null;
  onChange: (change: FilterChange) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const searchId = useId();
  const [search, setSearch] = useState(filters.entityId ?? '');
  const backwards = Boolean(filters.from && filters.to && filters.from > filters.to);

  // The box follows the address bar (back button, Clear filters) ...
  useEffect(() => setSearch(filters.entityId ?? ''), [filters.entityId]);
  // ... and the address bar follows the box once typing pauses.
  useEffect(() => {
    const next = search.trim();
    if (next === (filters.entityId ?? '')) return;
    const timer = setTimeout(() => onChange({ q: next || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.entityId, onChange]);

  return (
    <section
      aria-label="Filters"
      className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_0.9fr_0.9fr]">
        <LabelledSelect
          look="filter"
          label="Action"
          value={filters.action ?? ''}
          onChange={(v) => onChange({ action: v || undefined })}
          options={ACTION_OPTIONS}
        />
        <LabelledSelect
          look="filter"
          label="Entity type"
          value={filters.entityType ?? ''}
          onChange={(v) => onChange({ type: v || undefined })}
          options={TYPE_OPTIONS}
        />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-2">
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={fromId}>From</Label>
            <Input
              id={fromId}
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(e) => onChange({ from: e.target.value || undefined })}
            />
          </div>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={toId}>To</Label>
            <Input
              id={toId}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              aria-invalid={backwards || undefined}
              onChange={(e) => onChange({ to: e.target.value || undefined })}
            />
          </div>
        </div>
      </div>
      {backwards ? <FieldError>{AUDIT_MESSAGES.datesOrder}</FieldError> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={searchId}>Entity id</Label>
          <SearchInput
            id={searchId}
            value={search}
            maxLength={64}
            placeholder="#1a2b3c4d, or a full id"
            onChange={(e) => setSearch(e.target.value)}
            className={cn(inputClasses)}
          />
        </div>
        {isFiltered(filters) ? (
          <Button
            variant="ghost"
            className="self-start sm:self-auto"
            onClick={() => {
              setSearch('');
              onChange({
                action: undefined,
                type: undefined,
                q: undefined,
                from: undefined,
                to: undefined,
                actor: undefined,
              });
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      {filters.actorId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600">
          Changes by
          <button
            type="button"
            onClick={() => onChange({ actor: undefined })}
            aria-label={`Remove filter: changes by ${actorName ?? 'one admin'}`}
            className="inline-flex h-8 cursor-pointer items-center gap-1 rounded-full bg-ink-900 px-3 text-sm font-medium text-white hover:bg-ink-700"
          >
            {actorName ?? 'one admin'} <span aria-hidden="true">×</span>
          </button>
        </p>
      ) : null}
    </section>
  );
}
