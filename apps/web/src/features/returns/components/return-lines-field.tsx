import type { OrderItem } from '@campus-threads/contract';
import { FormField, FormFieldError, useFormContext, useWatch } from '@/components/form';
import { LineThumb } from '@/components/product/line-thumb';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ReturnFormValues } from '../return-form';
import { isChosen, quantityOptions, returnLineSummary, type LineChoice } from '../return-lines';
import { RETURN_TEXTS } from '../return-texts';

/**
 * The order's lines as ticks: a personalised line (or one already sent back, or an accessory for
 * an exchange) is shown disabled with the reason; a ticked line asks how many when more than one
 * was bought (1 to what is left), and, for an exchange, the new size.
 */
export function ReturnLinesField({
  items,
  choices,
  busy,
}: {
  items: readonly OrderItem[];
  choices: readonly LineChoice[];
  busy: boolean;
}) {
  const form = useFormContext<ReturnFormValues>();
  const type = useWatch({ control: form.control, name: 'type' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink-800">{RETURN_TEXTS.linesLabel}</legend>
      <p className="text-xs text-zinc-500">{RETURN_TEXTS.linesHint}</p>
      <ul className="space-y-2">
        {choices.map((choice, index) => {
          const item = items[index]!;
          const chosen = isChosen(choice, lines[index]);
          const title = item.productData?.title ?? item.title;
          const askSize = chosen && type === 'exchange' && choice.line.productType === 'tshirt';
          // A line bought more than once always says how many go back (1 to what is left).
          const askQuantity = chosen && item.quantity > 1;
          return (
            <li
              key={item._id}
              data-return-choice={item._id}
              data-blocked={choice.blocked ? true : undefined}
              className={cn(
                'rounded-lg border p-3',
                chosen ? 'border-saffron-300 bg-saffron-50/40' : 'border-zinc-200',
              )}
            >
              <label
                className={cn(
                  'flex items-start gap-3',
                  choice.blocked ? 'cursor-not-allowed' : 'cursor-pointer',
                )}
              >
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-saffron-600"
                  checked={chosen}
                  disabled={busy || choice.blocked !== null}
                  onChange={(event) => {
                    form.setValue(`lines.${index}.selected`, event.target.checked);
                    form.clearErrors('items' as never);
                  }}
                />
                <LineThumb
                  src={item.productData?.image ?? item.imageUrl}
                  alt=""
                  className={cn('w-10 sm:w-12', choice.blocked && 'opacity-60')}
                />
                <span className="min-w-0 text-sm">
                  <span
                    className={cn(
                      'block font-medium break-words',
                      choice.blocked ? 'text-zinc-500' : 'text-ink-900',
                    )}
                  >
                    {title}
                  </span>
                  <span className="block text-zinc-600">
                    {returnLineSummary(item, choice.left)}
                  </span>
                  {choice.blocked ? (
                    <span className="mt-0.5 block text-xs font-medium text-zinc-500">
                      {choice.blocked}
                    </span>
                  ) : null}
                </span>
              </label>
              {askQuantity || askSize ? (
                <div className="mt-3 grid grid-cols-2 gap-3 sm:pl-7">
                  {askQuantity ? (
                    <FormField<ReturnFormValues>
                      name={`lines.${index}.quantity`}
                      label={RETURN_TEXTS.quantityLabel}
                    >
                      {(control) => (
                        <select {...control} disabled={busy} className={inputClasses}>
                          {quantityOptions(choice).map((n) => (
                            <option key={n} value={String(n)}>
                              {n}
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                  ) : null}
                  {askSize ? (
                    <FormField<ReturnFormValues>
                      name={`lines.${index}.exchangeSize`}
                      label={RETURN_TEXTS.newSizeLabel}
                      className={askQuantity ? undefined : 'col-span-2 sm:col-span-1'}
                    >
                      {(control) => (
                        <select {...control} disabled={busy} className={inputClasses}>
                          <option value="">{RETURN_TEXTS.chooseSize}</option>
                          {choice.sizes.map((size) => (
                            <option key={size} value={size}>
                              {size}
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormFieldError name="items" />
    </fieldset>
  );
}
