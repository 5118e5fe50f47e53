import { CASUAL_TAXONOMY } from '@campus-threads/contract';
import { Check, ChevronDown } from 'lucide-react';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

type FilterSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: string | null;
  subCategory: string | null;
  onGroup: (groupId: string) => void;
  onSubCategory: (subCategory: string) => void;
  onClear: () => void;
};

/** The casual taxonomy: pick a group to reveal its sub-categories, pick one to filter. */
export function FilterSheet({
  open,
  onOpenChange,
  group,
  subCategory,
  onGroup,
  onSubCategory,
  onClear,
}: FilterSheetProps) {
  const active = group !== null || subCategory !== null;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        look="panel"
        title="Filters"
        closeLabel="Close filters"
        footer={
          <button
            type="button"
            onClick={onClear}
            disabled={!active}
            className="inline-flex h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-zinc-300 text-sm font-semibold text-ink-900 hover:bg-zinc-50 disabled:cursor-not-allowed disabled:text-zinc-400"
          >
            Clear All
          </button>
        }
      >
        <ul className="divide-y divide-zinc-100 px-2 py-2">
          {CASUAL_TAXONOMY.map((g) => {
            const expanded = g.id === group;
            return (
              <li key={g.id}>
                <button
                  type="button"
                  onClick={() => onGroup(g.id)}
                  aria-expanded={expanded}
                  className={cn(
                    'flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-3 text-left text-sm font-medium transition-colors',
                    expanded ? 'text-saffron-700' : 'text-ink-900 hover:bg-zinc-50',
                  )}
                >
                  {g.name}
                  <ChevronDown
                    className={cn(
                      'size-4 shrink-0 text-zinc-400 transition-transform',
                      expanded && 'rotate-180 text-saffron-600',
                    )}
                    aria-hidden="true"
                  />
                </button>
                {expanded ? (
                  <ul className="flex flex-wrap gap-2 px-3 pt-1 pb-4">
                    {g.subCategories.map((sub) => {
                      const selected = sub === subCategory;
                      return (
                        <li key={sub}>
                          <button
                            type="button"
                            onClick={() => onSubCategory(sub)}
                            aria-pressed={selected}
                            className={cn(
                              'inline-flex cursor-pointer items-center gap-1 rounded-full border px-3 py-1.5 text-sm transition-colors',
                              selected
                                ? 'border-ink-900 bg-ink-900 text-white'
                                : 'border-zinc-300 text-ink-800 hover:border-ink-900',
                            )}
                          >
                            {selected ? <Check className="size-3.5" aria-hidden="true" /> : null}
                            {sub}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
