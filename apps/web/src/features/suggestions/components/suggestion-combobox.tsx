import {
  CATALOG_MESSAGES,
  CREDENTIAL_MIN_LENGTH,
  SUGGESTION_DEBOUNCE_MS,
} from '@campus-threads/contract';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** `failed`: the lookup failed; the list says 'Failed to load credentials. Please try again.' */
type ListState = { items: string[]; loading: boolean; searched: boolean; failed?: boolean };

/**
 * The suggestions for what is typed: looked up once the text is at least 2 characters, 500 ms
 * after the last keystroke (spec §5). `blankLookup` > 0 also looks up an empty text at once
 * (the forced lookup after a university is chosen). Answers for older text are dropped.
 */
function useSuggestionList(
  text: string,
  blankLookup: number,
  skip: string | null,
  load: (query: string) => Promise<string[]>,
): ListState {
  const [state, setState] = useState<ListState>({ items: [], loading: false, searched: false });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const term = text.trim();

  useEffect(() => {
    const wantsBlank = term === '' && blankLookup > 0;
    if ((term.length < CREDENTIAL_MIN_LENGTH && !wantsBlank) || term === skip) {
      if (term !== skip) setState({ items: [], loading: false, searched: false });
      return;
    }
    let live = true;
    const run = () => {
      setState((s) => ({ ...s, loading: true }));
      void loadRef.current(term).then(
        (items) => {
          if (live) setState({ items, loading: false, searched: true });
        },
        () => {
          if (live) setState({ items: [], loading: false, searched: true, failed: true });
        },
      );
    };
    const timer = window.setTimeout(run, wantsBlank ? 0 : SUGGESTION_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [term, blankLookup, skip]);

  return state;
}

/** Whether a pointer (mouse, pen, finger) is pressed anywhere on the page, tracked while `active`. */
function usePointerDownWhile(active: boolean) {
  const down = useRef(false);
  useEffect(() => {
    if (!active) return;
    const press = () => (down.current = true);
    const release = () => (down.current = false);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      down.current = false;
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, [active]);
  return down;
}

/** Run `fn` after the current press ends and its click has been handled. */
function closeAfterPointerUp(fn: () => void) {
  const done = () => {
    document.removeEventListener('pointerup', done, true);
    document.removeEventListener('pointercancel', done, true);
    window.setTimeout(fn, 0);
  };
  document.addEventListener('pointerup', done, true);
  document.addEventListener('pointercancel', done, true);
}

type SuggestionComboboxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked (click or Enter). */
  onSelect?: (value: string) => void;
  onBlur?: () => void;
  load: (query: string) => Promise<string[]>;
  /** Bump to look up the blank text at once. */
  blankLookup?: number;
  /** Singular noun for 'No {field} found.' */
  field: string;
  /** Extra line under 'No {field} found.' */
  emptyHint?: string;
  placeholder?: string;
  error?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
};

/**
 * A text field with a list of suggestions (WAI-ARIA combobox pattern): arrow keys move through
 * the options, Enter picks, Escape closes the list; free text is allowed.
 */
export function SuggestionCombobox({
  label,
  value,
  onChange,
  onSelect,
  onBlur,
  load,
  blankLookup = 0,
  field,
  emptyHint,
  placeholder,
  error,
  inputRef,
  autoFocus,
}: SuggestionComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const list = useSuggestionList(value, blankLookup, picked, load);

  const showEmpty = list.searched && !list.loading && list.items.length === 0;
  const expanded = open && (list.items.length > 0 || showEmpty || list.loading);
  const activeIndex = active < list.items.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pointerDown = usePointerDownWhile(expanded);

  const choose = (item: string) => {
    setPicked(item.trim());
    onChange(item);
    onSelect?.(item);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const count = list.items.length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + count + (i < 0 && step < 0 ? 1 : 0)) % count);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      choose(list.items[activeIndex]!);
    } else if (event.key === 'Escape' && expanded) {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && activeIndex >= 0 ? `${id}-opt-${activeIndex}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(event) => {
            setPicked(null);
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            onBlur?.();
            // The list sits in the flow: closing it on the mousedown of a click elsewhere (say on
            // Continue) would move that button from under the pointer and lose the click. Close
            // it once the click is done instead.
            if (pointerDown.current) closeAfterPointerUp(close);
            else close();
          }}
          onKeyDown={onKeyDown}
          className={cn(inputClasses, 'pr-10')}
        />
        {list.loading ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-zinc-400">
            <Spinner />
          </span>
        ) : null}
        <div
          className={cn(
            // In the flow of the form (not floating): the list never covers the dialog's buttons.
            'mt-1.5 overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-card',
            !expanded && 'hidden',
          )}
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={`${label} suggestions`}
            className="max-h-48 overflow-y-auto py-1"
          >
            {list.items.map((item, index) => (
              <li
                key={item}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-ink-800',
                  index === activeIndex && 'bg-zinc-100 text-ink-900',
                )}
              >
                <span className="min-w-0 truncate">{item}</span>
                {item.toLowerCase() === value.trim().toLowerCase() ? (
                  <Check className="size-4 shrink-0 text-saffron-600" aria-hidden="true" />
                ) : null}
              </li>
            ))}
          </ul>
          {showEmpty && list.failed ? (
            <p className="px-3 py-2.5 text-sm font-medium text-danger-600" role="alert">
              {CATALOG_MESSAGES.credentialsLoadFailed}
            </p>
          ) : showEmpty ? (
            <div className="px-3 py-2.5 text-sm" role="status">
              <p className="text-zinc-600">No {field} found.</p>
              {emptyHint ? <p className="mt-0.5 text-xs text-zinc-500">{emptyHint}</p> : null}
            </div>
          ) : null}
          {list.loading && list.items.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-zinc-500">Searching…</p>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
