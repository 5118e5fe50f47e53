import { afterEach, describe, expect, it } from 'vitest';
import { fileKeyFromUrl, fileUrl, rewriteFileUrl, setCdnBaseUrl, thumbnailUrl } from './file-urls';

describe('file URLs and CDN_BASE_URL', () => {
  afterEach(() => setCdnBaseUrl(undefined));

  it('serves from /files without a CDN', () => {
    expect(fileUrl('tshirts/u/a.webp')).toBe('/files/tshirts/u/a.webp');
    expect(thumbnailUrl('tshirts/u/a.webp')).toBe('/files/tshirts/u/a.thumb.webp');
    expect(rewriteFileUrl('https://old.example.com/files/tshirts/u/a.webp')).toBe(
      '/files/tshirts/u/a.webp',
    );
  });

  it('puts public files on the CDN host and keeps only the key path when rewriting', () => {
    setCdnBaseUrl('https://cdn.example.com/');
    expect(fileUrl('tshirts/u/a.webp')).toBe('https://cdn.example.com/tshirts/u/a.webp');
    expect(thumbnailUrl('accessories/u/b.webp')).toBe(
      'https://cdn.example.com/accessories/u/b.thumb.webp',
    );
    expect(rewriteFileUrl('/files/tshirts/u/a.webp')).toBe(
      'https://cdn.example.com/tshirts/u/a.webp',
    );
    expect(rewriteFileUrl('http://localhost:3000/files/tshirts/u/a.webp?v=1')).toBe(
      'https://cdn.example.com/tshirts/u/a.webp',
    );
    expect(rewriteFileUrl('https://cdn.example.com/tshirts/u/a.webp')).toBe(
      'https://cdn.example.com/tshirts/u/a.webp',
    );
    // Proof PDFs are private: never on the CDN.
    expect(fileUrl('documents/u/p.pdf')).toBe('/files/documents/u/p.pdf');
    // Not one of our files: unchanged.
    expect(rewriteFileUrl('https://elsewhere.example.com/x.png')).toBe(
      'https://elsewhere.example.com/x.png',
    );
  });

  it('reads the key back from an address', () => {
    setCdnBaseUrl('https://cdn.example.com');
    expect(fileKeyFromUrl('https://cdn.example.com/tshirts/u/a.webp')).toBe('tshirts/u/a.webp');
    expect(fileKeyFromUrl('/files/documents/u/p.pdf')).toBe('documents/u/p.pdf');
    expect(fileKeyFromUrl('/elsewhere/a.webp')).toBeNull();
    expect(fileKeyFromUrl('/files/')).toBeNull();
  });
});
