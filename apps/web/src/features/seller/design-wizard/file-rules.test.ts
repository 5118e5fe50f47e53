import { DESIGN_FORM_MESSAGES, UPLOAD_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { filesNotAdded, imageFileError, pickImages, proofFileError } from './file-rules';

const f = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });
const MB = 1024 * 1024;

describe('image checks', () => {
  it('takes jpeg, png, webp and gif up to 1 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(imageFileError(f('a', type))).toBeNull();
    expect(imageFileError(f('a.png', 'image/png', MB))).toBeNull();
    expect(imageFileError(f('a.png', 'image/png', MB + 1))).toBe(
      UPLOAD_MESSAGES.fileTooLarge('a.png'),
    );
    expect(imageFileError(f('a.bmp', 'image/bmp'))).toBe(
      UPLOAD_MESSAGES.typeNotSupported('image/bmp'),
    );
  });

  it('keeps at most 3 per colour and says why the rest were refused', () => {
    expect(pickImages(2, [f('a'), f('b')])).toEqual({
      accepted: [f('a')],
      message: DESIGN_FORM_MESSAGES.imagesMax,
    });
    const picked = pickImages(0, [
      f('a'),
      f('big', 'image/png', 2 * MB),
      f('doc', 'application/pdf'),
    ]);
    expect(picked.accepted).toEqual([f('a')]);
    expect(picked.message).toBe(
      filesNotAdded(
        2,
        `${UPLOAD_MESSAGES.fileTooLarge('big')}; ${UPLOAD_MESSAGES.typeNotSupported('application/pdf')}`,
      ),
    );
    expect(picked.message).toMatch(/^2 file\(s\) couldn't be added: /);
    expect(pickImages(0, [f('a'), f('b'), f('c')]).message).toBeNull();
  });
});

describe('proof checks', () => {
  it('is a PDF of at most 1 MB', () => {
    expect(proofFileError({ type: 'application/pdf', size: 5000 })).toBeNull();
    expect(proofFileError({ type: 'image/png', size: 5000 })).toBe(UPLOAD_MESSAGES.proofPdfOnly);
    expect(proofFileError({ type: 'application/pdf', size: MB + 1 })).toBe(
      UPLOAD_MESSAGES.proofTooLarge,
    );
  });
});
