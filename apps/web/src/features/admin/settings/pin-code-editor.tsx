import { pinCodeProblem, splitPinCodes } from '@campus-threads/contract';
import { MapPin, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * The deliverable PIN codes: a chip per code, removable, and a field that adds one code or a
 * pasted list (commas, spaces or new lines between them). Each code is checked as it is added.
 */
export function PinCodeEditor({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string;
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
    for (const code of codes) {
      const found = pinCodeProblem(code, next);
      if (found) return setProblem(found);
      next.push(code);
    }
    setProblem(null);
    setDraft('');
    onChange(next);
  };

  return (
    <div className="space-y-3">
      <Label htmlFor={id}>Deliverable PIN codes</Label>
      <p className="-mt-2 text-xs text-zinc-500">
        Checkout accepts orders only for these PIN codes. Paste several at once, separated by commas
        or spaces.
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
        <ul aria-label="Deliverable PIN codes" className="flex flex-wrap gap-2">
          {value.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-zinc-50 py-1 pr-1 pl-3 text-sm font-medium text-ink-900 tabular-nums"
            >
              <MapPin className="size-3.5 text-saffron-600" aria-hidden="true" />
              {code}
              <button
                type="button"
                aria-label={`Remove PIN code ${code}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((c) => c !== code))}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-zinc-500 hover:bg-danger-50 hover:text-danger-700 disabled:cursor-not-allowed"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
