import { describe, expect, it } from 'vitest';
import { nextRotationIndex } from './use-hover-rotation';

describe('nextRotationIndex', () => {
  it('steps through the images and wraps to the first', () => {
    expect(nextRotationIndex(1, 3)).toBe(2);
    expect(nextRotationIndex(2, 3)).toBe(0);
  });

  it('stays on the first image when there is nothing to rotate', () => {
    expect(nextRotationIndex(0, 1)).toBe(0);
    expect(nextRotationIndex(3, 0)).toBe(0);
  });
});
