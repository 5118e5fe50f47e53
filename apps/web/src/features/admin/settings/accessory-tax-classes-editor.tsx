import { TAX_SETTINGS_LIMITS } from '@campus-threads/contract';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { AccessoryTaxClassRow } from './invoice-settings-values';

/** A GST rate box: a percentage to two decimals, with the phone's decimal pad. */
export const GST_PERCENT_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  max: TAX_SETTINGS_LIMITS.ratePercentMax,
  step: '0.01',
} as const;

/**
 * The accessory categories' HSN codes and GST rates (docs/decisions/0050): one row per category
 * (named as sellers name it on their accessories), added and removed here; the contract's check
 * runs on save and its first text shows under the list.
 */
export function AccessoryTaxClassesEditor({
  value,
  error,
  disabled,
  onChange,
}: {
  value: AccessoryTaxClassRow[];
  error?: string;
  disabled?: boolean;
  onChange: (rows: AccessoryTaxClassRow[]) => void;
}) {
  const set = (index: number, patch: Partial<AccessoryTaxClassRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="space-y-2">
      <div className="hidden grid-cols-[minmax(0,1fr)_7rem_6rem_2.25rem] gap-2 text-xs font-medium text-zinc-600 sm:grid">
        <span>Accessory category</span>
        <span>HSN code</span>
        <span>GST (%)</span>
      </div>
      <ul className="space-y-2" aria-label="Accessory categories">
        {value.map((row, index) => (
          <li
            key={index}
            className="grid grid-cols-[minmax(0,1fr)_6rem_2.25rem] gap-2 rounded-lg border border-zinc-200 p-2 sm:grid-cols-[minmax(0,1fr)_7rem_6rem_2.25rem] sm:border-0 sm:p-0"
          >
            <Input
              className="col-span-2 sm:col-span-1"
              aria-label={`Category ${index + 1}`}
              placeholder="Category"
              value={row.category}
              maxLength={TAX_SETTINGS_LIMITS.categoryMax + 10}
              disabled={disabled}
              onChange={(e) => set(index, { category: e.target.value })}
            />
            <button
              type="button"
              aria-label={`Remove ${row.category || `category ${index + 1}`}`}
              disabled={disabled}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              className="inline-flex size-9 cursor-pointer items-center justify-center self-center justify-self-end rounded-full text-zinc-500 hover:bg-danger-50 hover:text-danger-700 disabled:cursor-not-allowed sm:order-last"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
            <Input
              aria-label={`HSN code of ${row.category || `category ${index + 1}`}`}
              placeholder="HSN"
              inputMode="numeric"
              value={row.hsn}
              disabled={disabled}
              onChange={(e) => set(index, { hsn: e.target.value })}
            />
            <Input
              aria-label={`GST rate of ${row.category || `category ${index + 1}`} (%)`}
              placeholder="%"
              className="col-span-2 sm:col-span-1"
              {...GST_PERCENT_INPUT}
              value={row.gstPercent}
              disabled={disabled}
              onChange={(e) => set(index, { gstPercent: e.target.value })}
            />
          </li>
        ))}
      </ul>
      {error ? <FieldError>{error}</FieldError> : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled || value.length >= TAX_SETTINGS_LIMITS.accessoryClassesMax}
        onClick={() => onChange([...value, { category: '', hsn: '', gstPercent: '18' }])}
      >
        <Plus className="size-4" aria-hidden="true" /> Add category
      </Button>
    </div>
  );
}
