import { CREDENTIAL_MIN_LENGTH, SUGGESTION_DEBOUNCE_MS } from '@campus-threads/contract';
import { useEffect, useId, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getDesignSuggestions, type DesignSuggestionKind } from '../../api/get-design-suggestions';

type Props = {
  label: string;
  kind: DesignSuggestionKind;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  /** Departments are looked up within this university. */
  universityName?: string;
};

/**
 * A free-text name with the shop's known names offered by the browser's own list (a <datalist>),
 * looked up 500 ms after the last keystroke once 2 characters are typed (spec §7, §9).
 */
export function SuggestionInput({
  label,
  kind,
  value,
  onChange,
  error,
  placeholder,
  universityName,
}: Props) {
  const listId = useId();
  const [items, setItems] = useState<string[]>([]);
  const term = value.trim();

  useEffect(() => {
    if (term.length < CREDENTIAL_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void getDesignSuggestions(kind, term, universityName, controller.signal).then((found) => {
        if (!controller.signal.aborted) setItems(found.filter((s) => s !== term));
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [kind, term, universityName]);

  return (
    <FormField label={label} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            list={listId}
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
          <datalist id={listId}>
            {(term.length >= CREDENTIAL_MIN_LENGTH ? items : []).map((item) => (
              <option key={item} value={item} />
            ))}
          </datalist>
        </>
      )}
    </FormField>
  );
}
