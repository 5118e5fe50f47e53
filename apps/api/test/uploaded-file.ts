import type { PresignResponse } from '@campus-threads/contract';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { apiCaller } from './api-request';
import type { CreatedUser } from './factories';
import { pdfBytes, pngBytes } from './upload-fixtures';

/**
 * Uploads a real file through the presigned flow (presign, then the signed PUT) as `user`, and
 * answers its storage key: what a wizard sends when it saves a design or an accessory.
 */
export async function uploadedFile(
  context: { app: App },
  user: CreatedUser,
  category: 'tshirts' | 'documents' | 'accessories' | 'returns',
): Promise<string> {
  const call = apiCaller(context);
  const proof = category === 'documents';
  const bytes = proof ? pdfBytes() : await pngBytes();
  const fileType = proof ? 'application/pdf' : 'image/png';
  const signed = await call<PresignResponse>('POST', '/api/s3/presigned-url', user.token, {
    fileName: proof ? 'proof.pdf' : 'photo.png',
    fileType,
    fileSize: bytes.length,
    category,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const put = await context.app.inject({
    method: 'PUT',
    url: signed.body.uploadUrl,
    headers: { 'content-type': fileType },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return signed.body.fileKey;
}
