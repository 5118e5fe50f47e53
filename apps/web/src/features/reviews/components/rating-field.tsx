import { REVIEW_LIMITS, REVIEW_SCREEN_TEXTS as T } from '@campus-threads/contract';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFieldError, useFormContext } from '@/components/form';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

const STARS = Array.from(
  { length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 },
  (_, i) => REVIEW_LIMITS.ratingMin + i,
);

/**
 * The 1-5 star picker of the review form: native radio buttons (Tab reaches the group, the arrow
 * keys choose) drawn as stars, bound to the form's `rating` with its error under the group.
 */
export function RatingField({ name = 'rating' }: { name?: string }) {
  const { field } = useController({ name });
  const { clearErrors } = useFormContext();
  const error = useFieldError(name);
  const errorId = useId();
  const [hovered, setHovered] = useState(0);
  const chosen = typeof field.value === 'number' ? field.value : 0;
  const shown = hovered || chosen;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink-800">{T.ratingLegend}</legend>
      <div className="mt-1.5 flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {STARS.map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className="cursor-pointer rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-saffron-500"
          >
            <input
              type="radio"
              name={field.name}
              value={stars}
              checked={chosen === stars}
              onChange={() => {
                field.onChange(stars);
                if (error) clearErrors(name);
              }}
              onBlur={field.onBlur}
              ref={stars === REVIEW_LIMITS.ratingMin ? field.ref : undefined}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={cn(
                'size-8 transition-colors sm:size-9',
                stars <= shown ? 'fill-warning-500 text-warning-500' : 'fill-white text-zinc-300',
              )}
            />
            <span className="sr-only">{T.starOption(stars)}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm font-medium text-zinc-600">
          {shown > 0 ? T.starOption(shown) : ''}
        </span>
      </div>
      {error ? (
        <FieldError id={errorId} className="mt-1.5">
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
