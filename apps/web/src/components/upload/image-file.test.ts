import { UPLOAD_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

describe('picked images', () => {
  it('takes jpeg, png, webp and gif up to 1MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toBe(
      UPLOAD_MESSAGES.typeNotSupported('image/bmp'),
    );
    expect(imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe(
      UPLOAD_MESSAGES.fileTooLarge('big.jpg'),
    );
  });
});
