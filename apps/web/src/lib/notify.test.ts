import { describe, expect, it } from 'vitest';
import { createDeduper } from './notify';

describe('createDeduper', () => {
  it('suppresses the same message within the window', () => {
    const isDuplicate = createDeduper(2000);
    expect(isDuplicate('success:Saved', 0)).toBe(false);
    expect(isDuplicate('success:Saved', 1999)).toBe(true);
    expect(isDuplicate('success:Saved', 2000)).toBe(false);
  });

  it('treats different messages and kinds separately', () => {
    const isDuplicate = createDeduper(2000);
    expect(isDuplicate('success:Saved', 0)).toBe(false);
    expect(isDuplicate('error:Saved', 10)).toBe(false);
    expect(isDuplicate('success:Other', 20)).toBe(false);
  });

  it('measures the window from the last time the message was shown', () => {
    const isDuplicate = createDeduper(2000);
    isDuplicate('k', 0);
    isDuplicate('k', 1500);
    expect(isDuplicate('k', 2500)).toBe(false);
  });
});
