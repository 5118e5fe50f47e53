import type { PaletteColorName } from '@campus-threads/contract';
import { initialDraft, type DesignDraft, type DraftImage } from './draft';

let seq = 0;

/** A small file as the browser would hand it (Node 20+ has File). */
export function createFile(name = `photo-${++seq}.png`, type = 'image/png', size = 2_000): File {
  return new File([new Uint8Array(size)], name, { type });
}

export function createImage(
  overrides: Partial<{ name: string; type: string; size: number }> = {},
): DraftImage {
  const file = createFile(overrides.name, overrides.type, overrides.size);
  return { kind: 'file', id: `img-${++seq}`, file, previewUrl: `blob:test/${seq}` };
}

/** A draft that passes every step: a casual design with one colour of two images. */
export function createDraft(overrides: Partial<DesignDraft> = {}): DesignDraft {
  return {
    ...initialDraft(),
    title: 'Campus Skyline',
    description: 'The campus skyline at night, hand drawn.',
    price: '499',
    variants: [{ color: 'Black' as PaletteColorName, images: [createImage(), createImage()] }],
    acceptTerms: true,
    ...overrides,
  };
}
