import { TARGET_AUDIENCES, type TargetAudience } from '@campus-threads/contract';
import { cn } from '@/lib/cn';

/** MEN / LADIES switch (spec: storefront §2; default LADIES). */
export function AudienceToggle({
  value,
  onChange,
}: {
  value: TargetAudience;
  onChange: (value: TargetAudience) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Shop for"
      className="flex w-full rounded-full bg-zinc-100 p-1 sm:inline-flex sm:w-auto"
    >
      {TARGET_AUDIENCES.map((audience) => {
        const pressed = audience === value;
        return (
          <button
            key={audience}
            type="button"
            aria-pressed={pressed}
            onClick={() => !pressed && onChange(audience)}
            className={cn(
              'h-9 flex-1 cursor-pointer rounded-full px-4 text-xs font-bold tracking-widest transition-colors sm:px-5 sm:text-sm',
              pressed ? 'bg-ink-900 text-white shadow-sm' : 'text-zinc-600 hover:text-ink-900',
            )}
          >
            {audience}
          </button>
        );
      })}
    </div>
  );
}
