import type { UploadContentType } from '@campus-threads/contract';

/**
 * What the first bytes of a file say it is (its "magic bytes"), for the upload types we accept.
 * The declared type and the file name's extension are the client's word; this is the file's.
 */
export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  const startsWith = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  // A PDF starts with %PDF- (readers tolerate leading junk; we do not, so nothing hides before it).
  if (startsWith(ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** True when the bytes are the declared type (compared case-insensitively). */
export function bytesMatchType(bytes: Uint8Array, declaredType: string): boolean {
  const sniffed = sniffContentType(bytes);
  return sniffed !== null && sniffed === declaredType.toLowerCase();
}
