import { ACCESSORY_FORM_MESSAGES as M } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '@/lib/api-errors';
import { accessoryWriteError } from './accessory-error';

describe('accessory write errors', () => {
  it("shows the server's own words for a 403", () => {
    const error = errorFromResponse(403, { message: M.notYoursToEdit }, 'accessories/a1');
    expect(accessoryWriteError(error, M.updateFailed)).toBe(M.notYoursToEdit);
  });

  it("wraps anything else in the spec's 'Failed to … accessory: {message}'", () => {
    const error = errorFromResponse(404, { message: M.notFound }, 'accessories/a1');
    expect(accessoryWriteError(error, M.deleteFailed)).toBe(
      `Failed to delete accessory: ${M.notFound}`,
    );
    expect(accessoryWriteError(new Error('boom'), M.updateFailed)).toBe(
      'Failed to update accessory: boom',
    );
  });
});
