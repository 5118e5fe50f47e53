import { describe, expect, it } from 'vitest';
import { containsInvalidText, isAcceptableText, isAcceptableUrl } from './input-text';

describe('isAcceptableText', () => {
  it('refuses NUL and lone surrogates, accepts any other text', () => {
    expect(isAcceptableText('a\u0000b')).toBe(false);
    expect(isAcceptableText('x\ud800')).toBe(false);
    expect(isAcceptableText('\udc00y')).toBe(false);
    expect(isAcceptableText('café 😀 नमस्ते \t\n')).toBe(true);
  });
});

describe('isAcceptableUrl', () => {
  it('checks every path segment and query part after decoding', () => {
    expect(isAcceptableUrl('/api/tshirts?subCategory=a%00b')).toBe(false);
    expect(isAcceptableUrl('/pay/simulator/a%00b')).toBe(false);
    expect(isAcceptableUrl('/api/tshirts?a%00=1')).toBe(false);
    expect(isAcceptableUrl('/api/x?q=%ED%A0%80')).toBe(false);
    expect(isAcceptableUrl('/api/x?q=%FF')).toBe(false);
    expect(isAcceptableUrl('/api/x?q=%zz')).toBe(false);
    expect(isAcceptableUrl('/api/%E0%A4')).toBe(false);
  });

  it('accepts ordinary URLs', () => {
    expect(isAcceptableUrl('/')).toBe(true);
    expect(isAcceptableUrl('/api/tshirts?search=caf%C3%A9+tee&page=2&&x')).toBe(true);
    expect(isAcceptableUrl('/api/suggestions/events?query=100%25_fest')).toBe(true);
    expect(isAcceptableUrl('/files/a%2Fb.webp?v=1')).toBe(true);
  });
});

describe('containsInvalidText', () => {
  it('finds NUL and lone surrogates in nested values and keys', () => {
    expect(containsInvalidText({ a: [1, { b: 'x\u0000y' }] })).toBe(true);
    expect(containsInvalidText({ ['k\u0000']: 1 })).toBe(true);
    expect(containsInvalidText(['\ud83d'])).toBe(true);
    expect(containsInvalidText('plain')).toBe(false);
    expect(containsInvalidText({ a: ['plain', 1, null, true, '😀'] })).toBe(false);
  });

  it('walks very deep values without overflowing the stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsInvalidText(deep)).toBe(false);
  });
});
