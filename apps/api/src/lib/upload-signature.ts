import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The local back end's signed upload URLs: an HMAC-SHA256 over everything the PUT may do (key,
 * type, byte limit, expiry), so changing any of them breaks the signature. The key is derived
 * from the server secret with its own label, so an upload signature is never valid as anything else.
 */
export type UploadGrant = { key: string; contentType: string; size: number; expires: number };

/** Where the API receives local uploads (the PUT route); the key follows. */
export const LOCAL_UPLOAD_PATH = '/api/uploads/';

export function uploadSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('campus-threads/upload-url/v1').digest();
}

function signatureOf(signingKey: Buffer, grant: UploadGrant): Buffer {
  const payload = ['PUT', grant.key, grant.contentType, grant.size, grant.expires].join('\n');
  return createHmac('sha256', signingKey).update(payload).digest();
}

export function signedUploadPath(signingKey: Buffer, grant: UploadGrant): string {
  const query = new URLSearchParams({
    type: grant.contentType,
    size: String(grant.size),
    expires: String(grant.expires),
    signature: signatureOf(signingKey, grant).toString('hex'),
  });
  return `${LOCAL_UPLOAD_PATH}${grant.key}?${query.toString()}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Checks the signature first (a forged URL learns nothing about expiry), then the expiry. */
export function checkUploadSignature(
  signingKey: Buffer,
  grant: UploadGrant,
  signatureHex: string,
  nowMs = Date.now(),
): SignatureCheck {
  if (!/^[0-9a-f]{64}$/.test(signatureHex)) return 'invalid';
  const expected = signatureOf(signingKey, grant);
  if (!timingSafeEqual(expected, Buffer.from(signatureHex, 'hex'))) return 'invalid';
  return grant.expires * 1000 <= nowMs ? 'expired' : 'valid';
}
