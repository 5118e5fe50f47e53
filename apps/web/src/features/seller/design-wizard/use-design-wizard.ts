import type { PaletteColorName } from '@campus-threads/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { allDraftImages, initialDraft, type DesignDraft, type DraftImage } from './draft';
import { pickImages, proofFileError } from './file-rules';
import {
  addVariantError,
  LAST_STEP,
  validateStep,
  type FieldErrors,
  type StepIndex,
} from './step-rules';

let imageSeq = 0;
const newImageId = () => `img-${Date.now().toString(36)}-${++imageSeq}`;

function revoke(images: readonly DraftImage[]) {
  for (const image of images) if (image.kind === 'file') URL.revokeObjectURL(image.previewUrl);
}

/**
 * The wizard's state and its rules in React: the draft, the current step, the errors shown by the
 * fields, and the object URLs of the image previews (revoked when an image goes or the page closes).
 */
export function useDesignWizard() {
  const [draft, setDraft] = useState<DesignDraft>(initialDraft);
  const [step, setStep] = useState<StepIndex>(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Why the last images or proof chosen were refused; or the colour-variant error. */
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const [proofMessage, setProofMessage] = useState<string | null>(null);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  });
  useEffect(() => () => revoke(allDraftImages(draftRef.current)), []);

  const update = useCallback((patch: Partial<DesignDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A field being changed drops its own error (the rest stay until the next Next).
    setErrors((e) => {
      const keys = Object.keys(patch);
      const next = Object.fromEntries(
        Object.entries(e).filter(
          ([k]) => !keys.some((p) => k === p || k.endsWith(`.${p}`) || k.startsWith(`${p}.`)),
        ),
      );
      return Object.keys(next).length === Object.keys(e).length ? e : next;
    });
  }, []);

  const replace = useCallback((next: DesignDraft) => {
    revoke(allDraftImages(draftRef.current));
    setDraft(next);
    setErrors({});
  }, []);

  const next = useCallback((): boolean => {
    const found = validateStep(step, draftRef.current);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setStep((s) => (s < LAST_STEP ? ((s + 1) as StepIndex) : s));
    return true;
  }, [step]);

  const previous = useCallback(() => {
    setErrors({});
    setStep((s) => (s > 0 ? ((s - 1) as StepIndex) : s));
  }, []);

  const goTo = useCallback((target: StepIndex, found: FieldErrors = {}) => {
    setStep(target);
    setErrors(found);
  }, []);

  /** Choosing another colour clears the images waiting for the previous one (spec §4). */
  const chooseColor = useCallback((color: PaletteColorName) => {
    setImageMessage(null);
    setDraft((d) => {
      if (d.pendingColor === color) return d;
      revoke(d.pendingImages);
      return { ...d, pendingColor: color, pendingImages: [] };
    });
  }, []);

  const addImages = useCallback((files: readonly File[]) => {
    const d = draftRef.current;
    const { accepted, message } = pickImages(d.pendingImages.length, files);
    setImageMessage(message);
    if (accepted.length === 0) return;
    const images: DraftImage[] = accepted.map((file) => ({
      kind: 'file',
      id: newImageId(),
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    setDraft((cur) => ({ ...cur, pendingImages: [...cur.pendingImages, ...images] }));
  }, []);

  const removePendingImage = useCallback((id: string) => {
    setDraft((d) => {
      revoke(d.pendingImages.filter((i) => i.id === id));
      return { ...d, pendingImages: d.pendingImages.filter((i) => i.id !== id) };
    });
  }, []);

  const addVariant = useCallback((): boolean => {
    const d = draftRef.current;
    const error = addVariantError(d);
    setImageMessage(error);
    if (error || !d.pendingColor) return false;
    setDraft((cur) => ({
      ...cur,
      variants: [...cur.variants, { color: d.pendingColor!, images: cur.pendingImages }],
      pendingColor: null,
      pendingImages: [],
    }));
    setErrors((e) => {
      const { colorVariants: _dropped, ...rest } = e;
      return rest;
    });
    return true;
  }, []);

  /** Images added to, or removed from, a colour already added (an edited design may have too few). */
  const addVariantImages = useCallback((color: PaletteColorName, files: readonly File[]) => {
    const variant = draftRef.current.variants.find((v) => v.color === color);
    if (!variant) return;
    const { accepted, message } = pickImages(variant.images.length, files);
    setImageMessage(message);
    if (accepted.length === 0) return;
    const images: DraftImage[] = accepted.map((file) => ({
      kind: 'file',
      id: newImageId(),
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    setDraft((d) => ({
      ...d,
      variants: d.variants.map((v) =>
        v.color === color ? { ...v, images: [...v.images, ...images] } : v,
      ),
    }));
    setErrors({});
  }, []);

  const removeVariantImage = useCallback((color: PaletteColorName, id: string) => {
    setDraft((d) => ({
      ...d,
      variants: d.variants.map((v) => {
        if (v.color !== color) return v;
        revoke(v.images.filter((i) => i.id === id));
        return { ...v, images: v.images.filter((i) => i.id !== id) };
      }),
    }));
  }, []);

  const removeVariant = useCallback((color: PaletteColorName) => {
    setDraft((d) => {
      revoke(d.variants.find((v) => v.color === color)?.images ?? []);
      return { ...d, variants: d.variants.filter((v) => v.color !== color) };
    });
  }, []);

  const setProof = useCallback((file: File | null) => {
    const error = file ? proofFileError(file) : null;
    setProofMessage(error);
    if (error) return;
    setDraft((d) => ({ ...d, proof: file ? { kind: 'file', file } : null }));
    setErrors((e) => {
      const { proofFileUrl: _dropped, ...rest } = e;
      return rest;
    });
  }, []);

  return {
    draft,
    step,
    errors,
    imageMessage,
    proofMessage,
    update,
    replace,
    next,
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
