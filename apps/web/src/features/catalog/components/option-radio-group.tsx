import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type RadioOption = { value: string; label: string; disabled?: boolean };

type OptionRadioGroupProps = {
  label: string;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  renderOption: (option: RadioOption, checked: boolean) => ReactNode;
  optionClassName: (checked: boolean, disabled: boolean) => string;
  className?: string;
};

/**
 * A radiogroup of buttons (WAI-ARIA radio pattern): one tab stop, arrow keys move and select.
 * Each radio is named by its label (size, or colour name).
 */
export function OptionRadioGroup({
  label,
  options,
  value,
  onChange,
  renderOption,
  optionClassName,
  className,
}: OptionRadioGroupProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = options.filter((o) => !o.disabled);
  const focusValue = enabled.some((o) => o.value === value) ? value : enabled[0]?.value;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0 || enabled.length === 0) return;
    event.preventDefault();
    const current = enabled.findIndex((o) => o.value === value);
    const next = enabled[(current + step + enabled.length) % enabled.length]!;
    onChange(next.value);
    refs.current[options.indexOf(next)]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.label}
            disabled={option.disabled}
            tabIndex={option.value === focusValue ? 0 : -1}
            onClick={() => onChange(option.value)}
            className={optionClassName(checked, Boolean(option.disabled))}
          >
            {renderOption(option, checked)}
          </button>
        );
      })}
    </div>
  );
}
