import { describe, expect, it } from 'vitest';
import {
  canonicalColorName,
  canonicalSizeName,
  cartChoiceKey,
  isSameCartChoice,
} from './cart-choice';
import { addToCartSchema } from './cart-schemas';

describe('cart choices', () => {
  const tee = {
    productType: 'tshirt' as const,
    productId: 'p1',
    size: 'M',
    color: 'Navy Blue',
    wantsCustomization: false,
    customName: '',
  };

  it('spells palette colours as the palette does and other colours capitalised', () => {
    expect(canonicalColorName(' navy   BLUE ')).toBe('Navy Blue');
    expect(canonicalColorName('gray')).toBe('Gray');
    expect(canonicalColorName('bottle green')).toBe('Bottle Green');
    expect(canonicalSizeName(' xl ')).toBe('XL');
  });

  it('treats colour and size spellings as one choice', () => {
    expect(isSameCartChoice(tee, { ...tee, color: ' navy blue ', size: 'm ' })).toBe(true);
    expect(isSameCartChoice(tee, { ...tee, color: 'Navy' })).toBe(false);
    expect(isSameCartChoice(tee, { ...tee, size: 'L' })).toBe(false);
  });

  it('counts the printed name only when customising', () => {
    expect(isSameCartChoice(tee, { ...tee, customName: 'Asha' })).toBe(true);
    const named = { ...tee, wantsCustomization: true, customName: 'Asha' };
    expect(isSameCartChoice(tee, named)).toBe(false);
    expect(isSameCartChoice(named, { ...named, customName: ' Asha ' })).toBe(true);
    expect(isSameCartChoice(named, { ...named, customName: 'Ravi' })).toBe(false);
    expect(cartChoiceKey({ productType: 'accessory', productId: 'a1' })).toBe(
      cartChoiceKey({ productType: 'accessory', productId: 'a1', size: ' ', color: null }),
    );
  });

  it('stores an add-to-cart in the canonical spelling', () => {
    const parsed = addToCartSchema.parse({
      productType: 'tshirt',
      tshirtId: '0b8f5a52-7c1e-4d7e-9a51-1f2e3d4c5b6a',
      size: ' xl',
      color: ' navy blue ',
      wantsCustomization: true,
      customName: ' Asha   R ',
    });
    expect(parsed).toMatchObject({ size: 'XL', color: 'Navy Blue', customName: 'Asha R' });
  });
});
