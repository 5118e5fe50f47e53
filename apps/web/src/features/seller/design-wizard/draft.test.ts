import { describe, expect, it } from 'vitest';
import { createTshirt } from '@/lib/test-factories';
import { draftFromDesign, initialDraft, unsupportedColors } from './draft';

describe('initialDraft', () => {
  it('starts casual, MEN, Design Lover, sizes S-XL, Print & Delivery, terms not accepted', () => {
    expect(initialDraft()).toMatchObject({
      category: 'casual',
      targetAudience: 'MEN',
      subCategory: 'Design Lover',
      groupId: 'arts-crafts-diy',
      sizes: ['S', 'M', 'L', 'XL'],
      service: 'print-delivery',
      customizable: false,
      acceptTerms: false,
    });
  });
});

describe('draftFromDesign', () => {
  it('keeps the design’s images and proof as addresses and reads its service and name print', () => {
    const design = createTshirt({
      title: 'Dept tee',
      price: 650,
      category: 'university',
      additionalInfo: {
        universityName: 'Tezpur University',
        departmentName: 'Physics',
        hostelName: null,
        eventName: null,
      },
      colorVariants: [
        {
          color: 'navy blue',
          hex: '#1f2a44',
          images: ['/files/tshirts/a.png', '/files/tshirts/b.png'],
          thumbnails: [],
        },
        {
          color: 'Teal',
          hex: '#00ffff',
          images: ['/files/tshirts/c.png', '/files/tshirts/d.png'],
          thumbnails: [],
        },
      ],
      sizes: ['XXL', 'M'],
      printWithTShirtBuddy: false,
      deliverWithTShirtBuddy: false,
      customizable: true,
    });
    const draft = draftFromDesign(design, '/files/documents/p.pdf');
    expect(draft).toMatchObject({
      title: 'Dept tee',
      price: '650',
      category: 'university',
      universityName: 'Tezpur University',
      departmentName: 'Physics',
      proof: { kind: 'existing', url: '/files/documents/p.pdf' },
      sizes: ['M', 'XXL'],
      service: 'self-service',
      customizable: true,
      acceptTerms: true,
    });
    // Only palette colours are kept, in the palette's spelling.
    expect(draft.variants).toHaveLength(1);
    expect(draft.variants[0]!.color).toBe('Navy Blue');
    expect(unsupportedColors(design)).toEqual(['Teal']);
    expect(draft.variants[0]!.images.map((i) => (i.kind === 'existing' ? i.url : ''))).toEqual([
      '/files/tshirts/a.png',
      '/files/tshirts/b.png',
    ]);
  });
});
