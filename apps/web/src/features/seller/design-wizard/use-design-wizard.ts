import type { PaletteColorName } from '@campus-threads/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorText, fieldErrorsResolver, useSchemaForm, useWatch } from '@/components/form';
import { allDraftImages, initialDraft, type DesignDraft, type DraftImage } from './draft';
import { pickImages, proofFileError } from './file-rules';
import { addVariantError, LAST_STEP, validateStep, type StepIndex } from './step-rules';

let imageSeq = 0;
const newImageId = () => `img-${Date.now().toString(36)}-${++imageSeq}`;

function revoke(images: readonly DraftImage[]) {
  for (const image of images) if (image.kind === 'file') URL.revokeObjectURL(image.previewUrl);
}

/**
 * What the wizard keeps outside its form (docs/decisions/0044-forms-one-way.md): the chosen images
 * and proof (files with object URLs), the colours they belong to, and the prices an edit carries.
 */
type DraftFiles = Pick<
  DesignDraft,
  'proof' | 'variants' | 'pendingColor' | 'pendingImages' | 'discountPrice' | 'deliveryPrice'
>;
/** The plain fields of the wizard, held by its form. */
export type DesignFields = Omit<DesignDraft, keyof DraftFiles>;

function split(draft: DesignDraft): { fields: DesignFields; files: DraftFiles } {
  const { proof, variants, pendingColor, pendingImages, discountPrice, deliveryPrice, ...fields } =
    draft;
  return {
    fields,
    files: { proof, variants, pendingColor, pendingImages, discountPrice, deliveryPrice },
  };
}

/**
 * The wizard's state and its rules in React: the form (the plain fields, checked by step through
 * the contract's step schemas), the images and proof beside it, the current step, and the object
 * URLs of the image previews (revoked when an image goes or the page closes).
 */
export function useDesignWizard() {
  const initial = useMemo(() => split(initialDraft()), []);
  const [files, setFiles] = useState<DraftFiles>(initial.files);
  const [step, setStep] = useState<StepIndex>(0);
  /** Why the last images or proof chosen were refused; or the colour-variant error. */
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const [proofMessage, setProofMessage] = useState<string | null>(null);
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  });
  useEffect(() => () => revoke(allDraftImages(filesRef.current)), []);

  /** The step that failed the last check (Upload goes back to it). */
  const failedStep = useRef<StepIndex>(0);
  /** Next checks the current step; Upload (the last step) every step in order, the first failing one's errors. */
  const resolver = fieldErrorsResolver<DesignFields>((values) => {
    const draft: DesignDraft = { ...values, ...files };
    const steps = step === LAST_STEP ? ([0, 1, 2, 3] as const) : [step];
    for (const s of steps) {
      const found = validateStep(s, draft);
      if (Object.keys(found).length > 0) {
        failedStep.current = s;
        return { errors: found, data: null };
      }
    }
    return { errors: {}, data: values };
  });
  const form = useSchemaForm({ resolver, defaultValues: initial.fields });
  const fields = useWatch({ control: form.control }) as DesignFields;
  const draft: DesignDraft = useMemo(() => ({ ...fields, ...files }), [fields, files]);

  /** A changed field drops its own error (`universityName` that of `additionalInfo.universityName`). */
  const update = useCallback(
    (patch: Partial<DesignFields>) => {
      const names = Object.keys(patch) as (keyof DesignFields)[];
      for (const name of names) form.setValue(name, patch[name]!);
      const { errors } = form.formState;
      const dropped = names
        .flatMap((name) => [name, `additionalInfo.${name}`])
        .filter((name) => errorText(errors, name));
      if (dropped.length > 0) form.clearErrors(dropped as (keyof DesignFields)[]);
    },
    [form],
  );

  const replace = useCallback(
    (next: DesignDraft) => {
      revoke(allDraftImages(filesRef.current));
      const { fields: nextFields, files: nextFiles } = split(next);
      setFiles(nextFiles);
      form.reset(nextFields);
    },
    [form],
  );

  const advance = useCallback(() => {
    setStep((s) => (s < LAST_STEP ? ((s + 1) as StepIndex) : s));
  }, []);

  const previous = useCallback(() => {
    form.clearErrors();
    setStep((s) => (s > 0 ? ((s - 1) as StepIndex) : s));
  }, [form]);

  const goTo = useCallback((target: StepIndex) => setStep(target), []);

  /** Choosing another colour clears the images waiting for the previous one (spec §4). */
  const chooseColor = useCallback((color: PaletteColorName) => {
    setImageMessage(null);
    setFiles((d) => {
      if (d.pendingColor === color) return d;
      revoke(d.pendingImages);
      return { ...d, pendingColor: color, pendingImages: [] };
    });
  }, []);

  const addImages = useCallback((picked: readonly File[]) => {
    const d = filesRef.current;
    const { accepted, message } = pickImages(d.pendingImages.length, picked);
    setImageMessage(message);
    if (accepted.length === 0) return;
    const images: DraftImage[] = accepted.map((file) => ({
      kind: 'file',
      id: newImageId(),
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    setFiles((cur) => ({ ...cur, pendingImages: [...cur.pendingImages, ...images] }));
  }, []);

  const removePendingImage = useCallback((id: string) => {
    setFiles((d) => {
      revoke(d.pendingImages.filter((i) => i.id === id));
      return { ...d, pendingImages: d.pendingImages.filter((i) => i.id !== id) };
    });
  }, []);

  const addVariant = useCallback((): boolean => {
    const d = filesRef.current;
    const error = addVariantError({ ...form.getValues(), ...d });
    setImageMessage(error);
    if (error || !d.pendingColor) return false;
    setFiles((cur) => ({
      ...cur,
      variants: [...cur.variants, { color: d.pendingColor!, images: cur.pendingImages }],
      pendingColor: null,
      pendingImages: [],
    }));
    // The list's own error ("add a colour") goes; it never stands beside a colour's own errors.
    if (errorText(form.formState.errors, 'colorVariants'))
      form.clearErrors('colorVariants' as never);
    return true;
  }, [form]);

  /** Images added to, or removed from, a colour already added (an edited design may have too few). */
  const addVariantImages = useCallback(
    (color: PaletteColorName, picked: readonly File[]) => {
      const variant = filesRef.current.variants.find((v) => v.color === color);
      if (!variant) return;
      const { accepted, message } = pickImages(variant.images.length, picked);
      setImageMessage(message);
      if (accepted.length === 0) return;
      const images: DraftImage[] = accepted.map((file) => ({
        kind: 'file',
        id: newImageId(),
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      setFiles((d) => ({
        ...d,
        variants: d.variants.map((v) =>
          v.color === color ? { ...v, images: [...v.images, ...images] } : v,
        ),
      }));
      form.clearErrors();
    },
    [form],
  );

  const removeVariantImage = useCallback((color: PaletteColorName, id: string) => {
    setFiles((d) => ({
      ...d,
      variants: d.variants.map((v) => {
        if (v.color !== color) return v;
        revoke(v.images.filter((i) => i.id === id));
        return { ...v, images: v.images.filter((i) => i.id !== id) };
      }),
    }));
  }, []);

  const removeVariant = useCallback((color: PaletteColorName) => {
    setFiles((d) => {
      revoke(d.variants.find((v) => v.color === color)?.images ?? []);
      return { ...d, variants: d.variants.filter((v) => v.color !== color) };
    });
  }, []);

  const setProof = useCallback(
    (file: File | null) => {
      const error = file ? proofFileError(file) : null;
      setProofMessage(error);
      if (error) return;
      setFiles((d) => ({ ...d, proof: file ? { kind: 'file', file } : null }));
      form.clearErrors('proofFileUrl' as never);
    },
    [form],
  );

  return {
    form,
    draft,
    step,
    failedStep,
    imageMessage,
    proofMessage,
    update,
    replace,
    advance,
    previous,
    goTo,
    chooseColor,
    addImages,
    removePendingImage,
    addVariant,
    removeVariant,
    addVariantImages,
    removeVariantImage,
    setProof,
  };
}

export type DesignWizard = ReturnType<typeof useDesignWizard>;
