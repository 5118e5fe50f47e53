import { COLOR_PALETTE, DESIGN_LIMITS, TSHIRT_SIZES } from '@campus-threads/contract';
import { Check, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { FormFieldError } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { imageName, imageSrc, type DraftImage } from '../draft';
import { IMAGE_ACCEPT } from '../file-rules';
import { paletteHex, usedColors } from '../step-rules';
import type { DesignWizard } from '../use-design-wizard';

type Props = Pick<
  DesignWizard,
  | 'draft'
  | 'update'
  | 'imageMessage'
  | 'chooseColor'
  | 'addImages'
  | 'removePendingImage'
  | 'addVariant'
  | 'removeVariant'
  | 'addVariantImages'
  | 'removeVariantImage'
>;

function Swatch({ hex, className }: { hex: string; className?: string }) {
  return (
    <span
      className={cn('inline-block shrink-0 rounded-full border border-black/15', className)}
      style={{ backgroundColor: hex }}
      aria-hidden="true"
    />
  );
}

/** One image of a colour; its remove button says which (`Remove image 3 of Navy Blue`), never a storage key. */
function Thumb({
  image,
  label,
  onRemove,
}: {
  image: DraftImage;
  /** `image 3 of Navy Blue` */
  label: string;
  onRemove?: () => void;
}) {
  return (
    <li className="relative aspect-square w-full overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50">
      <img
        src={imageSrc(image)}
        alt={image.kind === 'file' ? imageName(image) : label}
        className="size-full object-cover"
      />
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${label}`}
          className="absolute top-1 right-1 flex size-7 cursor-pointer items-center justify-center rounded-full bg-ink-900/75 text-white hover:bg-ink-900"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}

/** A square "Add images" tile over a hidden multi-file input (JPEG, PNG, WebP, GIF). */
function AddImagesTile({ label, onFiles }: { label: string; onFiles: (files: File[]) => void }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-zinc-300 bg-white text-center text-xs font-medium text-zinc-600 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-saffron-500 hover:border-saffron-500 hover:bg-saffron-50 hover:text-saffron-700"
    >
      <ImagePlus className="size-5" aria-hidden="true" />
      Add images
      <input
        id={id}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label={label}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}

/** Step 3, Color Variants: the added colours, the colour being composed with its images, and the sizes. */
export function StepVariants(props: Props) {
  const {
    draft,
    update,
    imageMessage,
    chooseColor,
    addImages,
    removePendingImage,
    addVariant,
    removeVariant,
    addVariantImages,
    removeVariantImage,
  } = props;
  const inputId = useId();
  const used = usedColors(draft);
  const full = draft.pendingImages.length >= DESIGN_LIMITS.imagesPerColorMax;

  return (
    <div className="space-y-7">
      {draft.variants.length > 0 ? (
        <section aria-label="Added colors" className="space-y-3">
          <h3 className="text-sm font-semibold text-ink-900">
            Added colors ({draft.variants.length})
          </h3>
          <ul className="space-y-3">
            {draft.variants.map((variant, index) => (
              <li
                key={variant.color}
                className="rounded-xl border border-zinc-200 bg-white p-3 sm:p-4"
                data-testid="color-variant"
              >
                <div className="flex items-center justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2 text-sm font-semibold text-ink-900">
                    <Swatch hex={paletteHex(variant.color)} className="size-5" />
                    <span className="truncate">{variant.color}</span>
                    <span className="font-normal text-zinc-500">
                      · {variant.images.length} images
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => removeVariant(variant.color)}
                    aria-label={`Remove ${variant.color}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="hidden sm:inline">Remove</span>
                  </Button>
                </div>
                <ul className="mt-3 grid grid-cols-3 gap-2 sm:w-80">
                  {variant.images.map((image, i) => (
                    <Thumb
                      key={image.id}
                      image={image}
                      label={`image ${i + 1} of ${variant.color}`}
                      onRemove={() => removeVariantImage(variant.color, image.id)}
                    />
                  ))}
                  {variant.images.length < DESIGN_LIMITS.imagesPerColorMax ? (
                    <li className="aspect-square w-full">
                      <AddImagesTile
                        label={`Add images for ${variant.color}`}
                        onFiles={(files) => addVariantImages(variant.color, files)}
                      />
                    </li>
                  ) : null}
                </ul>
                <FormFieldError name={`colorVariants.${index}.images`} className="mt-2" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby={`${inputId}-heading`}
        className="space-y-4 rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 p-4 sm:p-5"
      >
        <div>
          <h3 id={`${inputId}-heading`} className="text-sm font-semibold text-ink-900">
            {draft.variants.length > 0 ? 'Add another color' : 'Add a color'}
          </h3>
          <p className="mt-0.5 text-xs text-zinc-500">
            Pick a t-shirt color, then add {DESIGN_LIMITS.imagesPerColorMin}-
            {DESIGN_LIMITS.imagesPerColorMax} photos of the design on it (JPEG, PNG, WebP or GIF, at
            most 1 MB each).
          </p>
        </div>
        <div role="radiogroup" aria-label="T-shirt color" className="flex flex-wrap gap-2">
          {COLOR_PALETTE.map((c) => {
            const taken = used.has(c.name);
            const chosen = draft.pendingColor === c.name;
            return (
              <button
                key={c.name}
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={taken ? `${c.name} (added)` : c.name}
                title={c.name}
                disabled={taken}
                onClick={() => chooseColor(c.name)}
                className={cn(
                  'relative flex size-10 cursor-pointer items-center justify-center rounded-full border-2 transition-shadow disabled:cursor-not-allowed disabled:opacity-35',
                  chosen
                    ? 'border-saffron-500 ring-2 ring-saffron-500/30'
                    : 'border-white shadow-[0_0_0_1px_rgb(0_0_0/0.15)] hover:shadow-[0_0_0_1px_rgb(0_0_0/0.4)]',
                )}
                style={{ backgroundColor: c.hex }}
              >
                {chosen || taken ? (
                  <Check
                    className={cn(
                      'size-4',
                      ['White', 'Beige', 'Yellow', 'Pink'].includes(c.name)
                        ? 'text-ink-900'
                        : 'text-white',
                    )}
                    aria-hidden="true"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
        <p className="text-sm text-zinc-600">
          {draft.pendingColor ? (
            <>
              Color: <span className="font-semibold text-ink-900">{draft.pendingColor}</span>
            </>
          ) : (
            'No color chosen yet'
          )}
        </p>

        {draft.pendingColor ? (
          <div className="space-y-3">
            <ul
              className="grid grid-cols-3 gap-2 sm:w-96"
              aria-label={`Chosen images for ${draft.pendingColor}`}
            >
              {draft.pendingImages.map((image, i) => (
                <Thumb
                  key={image.id}
                  image={image}
                  label={`image ${i + 1} of ${draft.pendingColor}`}
                  onRemove={() => removePendingImage(image.id)}
                />
              ))}
              {full ? null : (
                <li className="aspect-square w-full">
                  <AddImagesTile label={`Images for ${draft.pendingColor}`} onFiles={addImages} />
                </li>
              )}
            </ul>
            <p className="text-xs text-zinc-500">
              {draft.pendingImages.length} of {DESIGN_LIMITS.imagesPerColorMax} images
            </p>
          </div>
        ) : null}
        {imageMessage ? <FieldError>{imageMessage}</FieldError> : null}
        <Button variant="dark" onClick={addVariant} disabled={!draft.pendingColor}>
          <Plus className="size-4" aria-hidden="true" />
          Add color variant
        </Button>
      </section>
      <FormFieldError name="colorVariants" />

      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Sizes</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TSHIRT_SIZES.map((size) => {
            const on = draft.sizes.includes(size);
            return (
              <label
                key={size}
                className={cn(
                  'flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-saffron-500',
                  on
                    ? 'border-ink-900 bg-ink-900 text-white'
                    : 'border-zinc-300 bg-white text-ink-800 hover:border-zinc-400',
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() =>
                    update({
                      sizes: on
                        ? draft.sizes.filter((s) => s !== size)
                        : TSHIRT_SIZES.filter((s) => s === size || draft.sizes.includes(s)),
                    })
                  }
                />
                {size}
              </label>
            );
          })}
        </div>
        <FormFieldError name="sizes" className="mt-1.5" />
      </fieldset>
    </div>
  );
}
