import {
  checkColorDiscounts,
  COLOR_DISCOUNT_MESSAGES,
  COLOR_DISCOUNT_TYPE_LABELS,
  COLOR_DISCOUNT_TYPES,
  COLOR_PALETTE,
  colorBasePrice,
  discountableColors,
  formatRupees,
  nextDiscountColor,
  quickApplyDiscount,
  toPaise,
  toRupees,
  type AdminDesign,
  type ColorDiscountType,
} from '@campus-threads/contract';
import { Info, Plus, Trash2, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  errorText,
  fieldErrorsResolver,
  Form,
  FormField,
  useSchemaForm,
  useWatch,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormAlert } from '@/components/ui/form-field';
import { Input, inputClasses, RUPEE_INPUT } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { editableOf } from './designs';

type Row = { color: string; value: string };
type DiscountEntry = { color: string; discountPrice: number };
type DiscountFields = {
  rows: Row[];
  quick: { color: string; type: ColorDiscountType; value: string };
};

/**
 * Save's check: the filled rows as numbers, then the contract's rules for the design's colours;
 * the one text goes above the footer (under `rows`).
 */
function discountsResolver(editable: ReturnType<typeof editableOf>) {
  return fieldErrorsResolver<DiscountFields, { entries: DiscountEntry[] }>(({ rows }) => {
    const entries = rows
      .filter((r) => r.value.trim() !== '')
      .map((r) => ({ color: r.color, discountPrice: Number(r.value) }));
    const bad = entries.find((e) => !Number.isFinite(e.discountPrice) || e.discountPrice < 0);
    if (bad) return { errors: { rows: COLOR_DISCOUNT_MESSAGES.invalidValue }, data: null };
    const checked = checkColorDiscounts(
      entries.map((e) => ({ color: e.color, discountPrice: toPaise(e.discountPrice) })),
      editable,
    );
    if (!checked.ok) return { errors: { rows: checked.message }, data: null };
    return { errors: {}, data: { entries } };
  });
}

const hexOf = (design: AdminDesign, color: string) =>
  design.colorVariants.find((v) => v.color === color)?.hex ??
  COLOR_PALETTE.find((c) => c.name === color)?.hex ??
  '#e4e4e7';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-zinc-200 bg-white px-3 py-2.5">
      <p className="text-xs font-medium text-zinc-500">{label}</p>
      <p className="mt-0.5 text-lg font-bold text-ink-900 tabular-nums">{value}</p>
    </div>
  );
}

/**
 * The admin colour discount manager (spec: seller-admin §2, §5 "Color discounts"): an overview,
 * then rows per colour with the seller's price, the admin's discount price, the final price and
 * the saving, a quick-apply form and Add Discount. Saving replaces the design's admin discounts.
 */
export function ColorDiscountManager({
  design,
  busy,
  onSave,
}: {
  design: AdminDesign;
  busy: boolean;
  onSave: (entries: DiscountEntry[]) => void;
}) {
  const editable = useMemo(() => editableOf(design), [design]);
  const colors = useMemo(() => discountableColors(editable.colors), [editable.colors]);
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm({
    resolver: discountsResolver(editable),
    defaultValues: {
      rows: design.colorDiscounts.map((c) => ({ color: c.color, value: String(c.discountPrice) })),
      quick: { color: colors[0] ?? '', type: 'percentage' as ColorDiscountType, value: '' },
    },
  });
  const rows = useWatch({ control: form.control, name: 'rows' });
  const quickType = useWatch({ control: form.control, name: 'quick.type' });
  const error = errorText(form.formState.errors, 'rows');
  const quickError = errorText(form.formState.errors, 'quick');

  const base = (color: string) => colorBasePrice(editable, color);
  const setRow = (color: string, value: string) => {
    form.clearErrors('rows');
    const current = form.getValues('rows');
    form.setValue(
      'rows',
      current.some((r) => r.color === color)
        ? current.map((r) => (r.color === color ? { ...r, value } : r))
        : [...current, { color, value }],
    );
  };

  // Quick apply is a step inside the form, not its submit: its own rules, its own error.
  const applyQuick = () => {
    const quick = form.getValues('quick');
    const result = quickApplyDiscount({ ...quick, base: quick.color ? base(quick.color) : 0 });
    if (!result.ok) return form.setError('quick', { message: result.message });
    form.clearErrors('quick');
    setRow(quick.color, String(toRupees(result.discountPrice)));
  };

  const addRow = () => {
    const next = nextDiscountColor(
      colors,
      rows.map((r) => r.color),
    );
    if (!next.ok) return form.setError('rows', { message: next.message });
    setRow(next.color, '');
  };

  const savedCount = design.colorDiscounts.length;

  return (
    <DialogContent
      title="Color Discounts"
      description={`Admin prices per colour for “${design.title}”.`}
      className="max-w-3xl"
    >
      <Form form={form} onValid={({ entries }) => onSave(entries)}>
        <div className="space-y-5">
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Overview">
            <Stat label="Base price" value={formatRupees(editable.price)} />
            <Stat label="Seller color prices" value={editable.colorPrices.length} />
            <Stat label="Admin discounts" value={savedCount} />
            <Stat label="Available colors" value={colors.length} />
          </div>

          {editing ? (
            <section
              aria-label="Quick apply"
              className="space-y-3 rounded-xl border border-zinc-200 bg-zinc-50 p-3 sm:p-4"
            >
              <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
                <Wand2 className="size-4 text-saffron-600" aria-hidden="true" /> Quick apply
              </p>
              <div className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
                <FormField name="quick.color" label="Color" className="space-y-1">
                  {(control) => (
                    <select {...control} className={inputClasses}>
                      <option value="">Choose a colour</option>
                      {colors.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField name="quick.type" label="Discount type" className="space-y-1">
                  {(control) => (
                    <select {...control} className={inputClasses}>
                      {COLOR_DISCOUNT_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {COLOR_DISCOUNT_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField
                  name="quick.value"
                  label={quickType === 'percentage' ? 'Percent off' : 'Amount off (₹)'}
                  className="space-y-1"
                >
                  {(control) => (
                    <Input
                      {...control}
                      {...RUPEE_INPUT}
                      // Enter applies the quick discount, as Apply does; it does not save.
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          applyQuick();
                        }
                      }}
                    />
                  )}
                </FormField>
                <Button variant="dark" onClick={applyQuick}>
                  Apply
                </Button>
              </div>
              {quickError ? <FieldError>{quickError}</FieldError> : null}
            </section>
          ) : null}

          {rows.length === 0 ? (
            <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-600">
              No admin discounts yet.{' '}
              {editing ? 'Use Quick apply or Add Discount.' : 'Press Manage Discounts to add one.'}
            </p>
          ) : (
            <ul
              className="divide-y divide-zinc-200 rounded-xl border border-zinc-200"
              aria-label="Admin discounts"
            >
              {rows.map((row) => {
                const rowBase = base(row.color);
                const price = row.value.trim() === '' ? NaN : toPaise(Number(row.value));
                const valid = Number.isFinite(price) && price > 0 && price < rowBase;
                return (
                  <li
                    key={row.color}
                    data-color={row.color}
                    className="grid grid-cols-2 items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[1.2fr_1fr_1.2fr_1fr_1fr_auto]"
                  >
                    <p className="col-span-2 flex items-center gap-2 text-sm font-semibold text-ink-900 sm:col-span-1">
                      <span
                        className="size-4 shrink-0 rounded-full ring-1 ring-zinc-300"
                        style={{ backgroundColor: hexOf(design, row.color) }}
                        aria-hidden="true"
                      />
                      {row.color}
                    </p>
                    <p className="text-sm text-zinc-600">
                      <span className="block text-xs text-zinc-500">Seller price</span>
                      {formatRupees(rowBase)}
                    </p>
                    <div>
                      <Label htmlFor={`discount-${row.color}`} className="text-xs text-zinc-500">
                        Admin discount price
                      </Label>
                      {editing ? (
                        <Input
                          id={`discount-${row.color}`}
                          {...RUPEE_INPUT}
                          className="h-9"
                          value={row.value}
                          aria-invalid={row.value.trim() !== '' && !valid ? true : undefined}
                          onChange={(e) => setRow(row.color, e.target.value)}
                        />
                      ) : (
                        <p
                          id={`discount-${row.color}`}
                          className="text-sm font-semibold text-ink-900"
                        >
                          {formatRupees(price)}
                        </p>
                      )}
                    </div>
                    <p className="text-sm">
                      <span className="block text-xs text-zinc-500">Final price</span>
                      <span className="font-semibold text-ink-900">
                        {valid ? formatRupees(price) : formatRupees(rowBase)}
                      </span>
                    </p>
                    <p className="text-sm">
                      <span className="block text-xs text-zinc-500">Saving</span>
                      <span
                        className={cn(
                          'font-semibold',
                          valid ? 'text-success-700' : 'text-zinc-400',
                        )}
                      >
                        {valid
                          ? `${formatRupees(rowBase - price)} (${Math.round(((rowBase - price) / rowBase) * 100)}%)`
                          : '—'}
                      </span>
                    </p>
                    {editing ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove the ${row.color} discount`}
                        onClick={() =>
                          form.setValue(
                            'rows',
                            rows.filter((x) => x.color !== row.color),
                          )
                        }
                      >
                        <Trash2 className="size-4 text-danger-600" aria-hidden="true" />
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}

          {editing ? (
            <Button variant="secondary" size="sm" onClick={addRow}>
              <Plus className="size-4" aria-hidden="true" /> Add Discount
            </Button>
          ) : null}

          {error ? <FormAlert>{error}</FormAlert> : null}

          <p className="flex gap-2 rounded-xl border border-saffron-200 bg-saffron-50 px-3.5 py-2.5 text-sm text-ink-800">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {COLOR_DISCOUNT_MESSAGES.info}
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          {editing ? (
            // Keyed apart from Manage Discounts: reusing that button's node would turn the click
            // that opens editing into a submit.
            <Button key="save" type="submit" variant="primary" loading={busy}>
              Save Changes
            </Button>
          ) : (
            <Button key="manage" variant="dark" onClick={() => setEditing(true)}>
              Manage Discounts
            </Button>
          )}
        </DialogFooter>
      </Form>
    </DialogContent>
  );
}
