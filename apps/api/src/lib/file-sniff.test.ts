import { describe, expect, it } from 'vitest';
import { bytesMatchType, sniffContentType } from './file-sniff';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('sniffContentType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['application/pdf', bytes('%PDF-1.7\n%âãÏÓ')],
  ])('recognises %s', (type, input) => {
    expect(sniffContentType(input)).toBe(type);
    expect(bytesMatchType(input, type)).toBe(true);
    expect(bytesMatchType(input, type.toUpperCase())).toBe(true);
  });

  it.each([
    ['empty', bytes()],
    ['too short for png', bytes([0x89], 'PN')],
    ['RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['PDF marker after leading junk', bytes('junk%PDF-1.4')],
    ['ZIP', bytes('PK', [3, 4])],
  ])('refuses %s', (_label, input) => {
    expect(sniffContentType(input)).toBeNull();
  });

  it('refuses bytes of one accepted type declared as another', () => {
    const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytesMatchType(png, 'image/jpeg')).toBe(false);
    expect(bytesMatchType(bytes('%PDF-1.4'), 'image/png')).toBe(false);
    expect(bytesMatchType(bytes([0xff, 0xd8, 0xff]), 'application/pdf')).toBe(false);
  });
});
