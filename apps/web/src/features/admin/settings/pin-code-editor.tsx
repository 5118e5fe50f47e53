import {
  DEFAULT_PIN_CODE_PLACES,
  DELIVERY_STATES,
  pinCodeProblem,
  splitPinCodes,
  type PinCodePlace,
  type PinCodePlaces,
} from '@campus-threads/contract';
import { MapPin, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

const NO_PLACE: PinCodePlace = { district: '', state: '' };

/**
 * The campus PIN codes (campus delivery; all the shop serves in 'campuses' mode): a row per code with its district and state (the checkout fills them
 * in when a shopper types the code), removable, and a field that adds one code or a pasted list
 * (commas, spaces or new lines between them). Each code is checked as it is added.
 */
export function PinCodeEditor({
  value,
  places,
  onChange,
  error,
  placesError,
  disabled,
}: {
  value: string[];
  places: PinCodePlaces;
  onChange: (codes: string[], places: PinCodePlaces) => void;
  error?: string;
  placesError?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const add = () => {
    const codes = splitPinCodes(draft);
    if (codes.length === 0) return;
    const next = [...value];
    const nextPlaces = { ...places };
    for (const code of codes) {
      const found = pinCodeProblem(code, next);
      if (found) return setProblem(found);
      next.push(code);
      // A code the shop knows comes with its place; the admin can change it.
      const known = DEFAULT_PIN_CODE_PLACES[code];
      if (known && !nextPlaces[code]) nextPlaces[code] = { ...known };
    }
    setProblem(null);
    setDraft('');
    onChange(next, nextPlaces);
  };

  const placeOf = (code: string): PinCodePlace =>
    Object.prototype.hasOwnProperty.call(places, code) ? places[code]! : NO_PLACE;
  const setPlace = (code: string, change: Partial<PinCodePlace>) =>
    onChange(value, { ...places, [code]: { ...placeOf(code), ...change } });
  const remove = (code: string) => {
    const { [code]: _removed, ...rest } = places;
    onChange(
      value.filter((c) => c !== code),
      rest,
    );
  };

  return (
    <div className="space-y-3">
      <Label htmlFor={id}>Campus PIN codes</Label>
      <p className="-mt-2 text-xs text-zinc-500">
        Checkout accepts orders only for these PIN codes, and fills in the district and state you
        give a code. Paste several codes at once, separated by commas or spaces.
      </p>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          inputMode="numeric"
          placeholder="e.g. 784028"
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || draft.trim() === ''}>
          <Plus className="size-4" aria-hidden="true" /> Add
        </Button>
      </div>
      {shown ? <FieldError id={`${id}-error`}>{shown}</FieldError> : null}
      {value.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-4 text-center text-sm text-zinc-500">
          No PIN codes yet: checkout would refuse every address.
        </p>
      ) : (
        <ul
          aria-label="Campus PIN codes"
          className="divide-y divide-zinc-200 rounded-lg border border-zinc-200"
        >
          {value.map((code) => (
            <li
              key={code}
              className="grid grid-cols-[1fr_auto] items-center gap-2 p-2.5 sm:grid-cols-[6.5rem_1fr_13rem_auto]"
            >
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-900 tabular-nums">
                <MapPin className="size-3.5 text-saffron-600" aria-hidden="true" />
                {code}
              </span>
              <button
                type="button"
                aria-label={`Remove PIN code ${code}`}
                disabled={disabled}
                onClick={() => remove(code)}
                className="inline-flex size-9 cursor-pointer items-center justify-center justify-self-end rounded-full text-zinc-500 hover:bg-danger-50 hover:text-danger-700 disabled:cursor-not-allowed sm:order-last"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
              <Input
                aria-label={`District of ${code}`}
                placeholder="District"
                autoComplete="off"
                value={placeOf(code).district}
                disabled={disabled}
                onChange={(e) => setPlace(code, { district: e.target.value })}
                className="col-span-2 sm:col-span-1"
              />
              <select
                aria-label={`State of ${code}`}
                value={placeOf(code).state}
                disabled={disabled}
                onChange={(e) => setPlace(code, { state: e.target.value })}
                className={cn(inputClasses, 'col-span-2 cursor-pointer pr-8 sm:col-span-1')}
              >
                <option value="">State</option>
                {DELIVERY_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
      {placesError ? <FieldError>{placesError}</FieldError> : null}
    </div>
  );
}
