/**
 * Uploaded and generated images are stored under a key (e.g. `tshirts/<id>/black-1.webp`) and
 * served at /files/<key>, or at CDN_BASE_URL/<key> when a CDN is configured (spec seller-admin
 * §7 notes). Every image has a card-sized WebP thumbnail beside it. Private files (proof PDFs
 * under `documents/`) are always served by the API, never through the CDN.
 */

let cdnBaseUrl: string | undefined;

/**
 * Set once at start-up from config.cdnBaseUrl (createServices). Module state rather than a
 * parameter because every presenter builds file URLs; one process has one CDN.
 */
export function setCdnBaseUrl(base: string | undefined): void {
  cdnBaseUrl = base?.replace(/\/+$/, '') || undefined;
}

export const PRIVATE_KEY_PREFIX = 'documents/';
/** Where the S3 back end receives raw uploads before the server checks them: never served. */
export const INCOMING_KEY_PREFIX = 'incoming/';

/**
 * Where the demo catalogue's drawn pictures are stored; until one is drawn (after a first start
 * answers, docs/decisions/0064), /files answers a placeholder for it.
 */
export const DEMO_IMAGE_PREFIX = 'demo/';

export function isPrivateFileKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}

export function fileUrl(key: string): string {
  if (cdnBaseUrl && !isPrivateFileKey(key)) return `${cdnBaseUrl}/${key}`;
  return `/files/${key}`;
}

export function thumbnailKey(key: string): string {
  return key.replace(/(\.[a-z0-9]+)?$/i, '.thumb.webp');
}

export function thumbnailUrl(key: string): string {
  return fileUrl(thumbnailKey(key));
}

/**
 * The storage key a file address points at: `/files/<key>`, `<CDN_BASE_URL>/<key>`, or any
 * absolute URL whose path is `/files/<key>`; null for anything else. Lets a saved design carry
 * the addresses the browser was given while the server checks the keys.
 */
export function fileKeyFromUrl(url: string): string | null {
  if (cdnBaseUrl && url.startsWith(`${cdnBaseUrl}/`)) return url.slice(cdnBaseUrl.length + 1);
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith('/files/')) return null;
  try {
    return decodeURIComponent(path.slice('/files/'.length)) || null;
  } catch {
    return null;
  }
}

/**
 * The spec's CDN rule: with a CDN base configured, an address of one of our files is rewritten
 * to keep only its key's path on the CDN host. Other addresses are returned unchanged.
 */
export function rewriteFileUrl(url: string): string {
  const key = fileKeyFromUrl(url);
  return key === null ? url : fileUrl(key);
}
