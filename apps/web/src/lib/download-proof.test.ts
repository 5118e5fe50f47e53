import { describe, expect, it } from 'vitest';
import { proofFileName, proofRequestUrl } from './download-proof';

describe('proof download', () => {
  const origin = 'https://campusthreads.in';

  it('fetches a same-site file as is, with a cache-busting parameter', () => {
    const url = new URL(proofRequestUrl('/files/private/documents/u1/abc.pdf', origin)!);
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('/files/private/documents/u1/abc.pdf');
    expect(url.searchParams.get('t')).toMatch(/^\d+$/);
  });

  it('upgrades another host from http to https and refuses what is not a web address', () => {
    expect(proofRequestUrl('http://cdn.example.com/p.pdf', origin)).toMatch(
      /^https:\/\/cdn\.example\.com\/p\.pdf\?t=/,
    );
    expect(proofRequestUrl('javascript:alert(1)', origin)).toBeNull();
  });

  it('names the file from Content-Disposition, else from the path', () => {
    expect(
      proofFileName(`attachment; filename="a.pdf"; filename*=UTF-8''h%C3%A9.pdf`, '/x.pdf'),
    ).toBe('hé.pdf');
    expect(proofFileName('attachment; filename="proof.pdf"', '/x.pdf')).toBe('proof.pdf');
    expect(proofFileName(null, '/files/private/abc.pdf?t=1')).toBe('abc.pdf');
    expect(proofFileName(null, '/files/private/abc')).toBe('proof.pdf');
  });
});
