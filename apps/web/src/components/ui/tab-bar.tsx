import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabBarOption<T extends string> = { value: T; label: ReactNode };

type TabBarProps<T extends string> = {
  /** What the row filters by (the group's accessible name). */
  label: string;
  value: T;
  options: readonly TabBarOption<T>[];
  onChange: (value: T) => void;
  /** 'pills': a row of rounded chips; 'segmented': one box with the choices side by side. */
  look?: 'pills' | 'segmented';
  /** Each button carries `data-{dataKey}="{value}"` (what browser tests pick a tab by). */
  dataKey?: string;
  className?: string;
};

const GROUP = {
  pills: 'flex gap-2',
  segmented: 'flex shrink-0 rounded-lg border border-zinc-200 bg-white p-1',
};
const BUTTON = {
  pills: 'rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
  segmented:
    'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
};
const ACTIVE = {
  pills: 'border-ink-900 bg-ink-900 text-white',
  segmented: 'bg-ink-900 text-white',
};
const IDLE = {
  pills: 'border-zinc-300 bg-white text-ink-800 hover:bg-zinc-50',
  segmented: 'text-zinc-600 hover:bg-zinc-100 hover:text-ink-900',
};

/**
 * A row of filter tabs: toggle buttons (aria-pressed) in a labelled group. The list below is no
 * tab panel, so these are buttons, not ARIA tabs.
 */
export function TabBar<T extends string>({
  label,
  value,
  options,
  onChange,
  look = 'pills',
  dataKey,
  className,
}: TabBarProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn(GROUP[look], className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          {...(dataKey ? { [`data-${dataKey}`]: option.value } : {})}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(BUTTON[look], value === option.value ? ACTIVE[look] : IDLE[look])}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
