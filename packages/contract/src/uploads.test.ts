import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, presignRequestSchema, UPLOAD_MESSAGES } from './uploads';

const request = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'front.png',
  fileType: 'image/png',
  fileSize: 1000,
  category: 'tshirts',
  ...overrides,
});
const firstMessage = (input: unknown) =>
  presignRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('presignRequestSchema', () => {
  it('accepts the four image types up to exactly 1MB, and PDFs only as documents', () => {
    for (const fileType of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(
        presignRequestSchema.safeParse(request({ fileType, fileSize: MAX_UPLOAD_BYTES })).success,
      ).toBe(true);
    const proof = request({ category: 'documents', fileType: 'application/pdf' });
    expect(presignRequestSchema.safeParse(proof).success).toBe(true);
  });

  it('refuses with the spec texts', () => {
    expect(firstMessage(request({ fileSize: MAX_UPLOAD_BYTES + 1 }))).toBe(
      'File size exceeds 1MB limit: front.png',
    );
    expect(firstMessage(request({ fileType: 'image/svg+xml' }))).toBe(
      'File type image/svg+xml is not supported',
    );
    expect(firstMessage(request({ fileType: 'application/pdf' }))).toBe(
      'File type application/pdf is not supported',
    );
    expect(firstMessage(request({ category: 'documents' }))).toBe(UPLOAD_MESSAGES.proofPdfOnly);
    expect(presignRequestSchema.safeParse(request({ category: 'avatars' })).success).toBe(false);
    expect(presignRequestSchema.safeParse(request({ fileSize: 0 })).success).toBe(false);
  });

  it('has every upload error text of the spec', () => {
    expect(UPLOAD_MESSAGES.presignFailed).toBe('Failed to get upload URL');
    expect(UPLOAD_MESSAGES.uploadFailedStatus(413)).toBe('Upload failed with status: 413');
    expect(UPLOAD_MESSAGES.network).toBe('Network error during upload');
    expect(UPLOAD_MESSAGES.aborted).toBe('Upload was aborted');
    expect(UPLOAD_MESSAGES.fileFailed('a.png')).toBe('Failed to upload a.png');
    expect(UPLOAD_MESSAGES.someImagesFailed).toBe('Failed to upload one or more images.');
    expect(UPLOAD_MESSAGES.imagesFailed('boom')).toBe('Failed to upload images: boom');
  });
});
