import { MAX_UPLOAD_BYTES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { uploadLimitWaitMs } from './upload-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const [hourly, daily] = UPLOAD_LIMITS;
const at = Date.UTC(2026, 10, 26, 12);

/** `count` uploads of `size` bytes, the first `firstAgoMs` ago and then one every `everyMs`. */
function started(count: number, size: number, firstAgoMs: number, everyMs: number) {
  return Array.from({ length: count }, (_, i) => ({
    createdAt: new Date(at - firstAgoMs + i * everyMs),
    declaredSize: size,
  }));
}

describe('uploadLimitWaitMs', () => {
  it('lets a file in under every limit', () => {
    expect(uploadLimitWaitMs([], 1000, at)).toBe(0);
    expect(uploadLimitWaitMs(started(hourly.maxFiles - 1, 1000, 30 * MINUTE, 1000), 1000, at)).toBe(
      0,
    );
  });

  it('past the hourly count, waits until the oldest upload of the hour leaves it', () => {
    const rows = started(hourly.maxFiles, 1000, 50 * MINUTE, 1000);
    expect(uploadLimitWaitMs(rows, 1000, at)).toBe(10 * MINUTE);
  });

  it('past the hourly bytes, waits until enough bytes have left the hour', () => {
    // 40 files of 1 MB in the last 40 minutes: one more MB needs the first to leave (in 20 min).
    const rows = started(40, MAX_UPLOAD_BYTES, 40 * MINUTE, MINUTE);
    expect(hourly.maxBytes).toBe(40 * MAX_UPLOAD_BYTES);
    expect(uploadLimitWaitMs(rows, MAX_UPLOAD_BYTES, at)).toBe(20 * MINUTE);
    expect(uploadLimitWaitMs(rows.slice(1), MAX_UPLOAD_BYTES, at)).toBe(0);
  });

  it('past the daily count, waits for the day even when the hour is quiet', () => {
    // 300 uploads spread over the last 20 hours, none in the last hour.
    const rows = started(daily.maxFiles, 1000, 21 * HOUR, 4 * MINUTE);
    expect(rows.at(-1)!.createdAt.getTime()).toBeLessThan(at - HOUR);
    expect(uploadLimitWaitMs(rows, 1000, at)).toBe(3 * HOUR);
  });

  it('says when to come back in minutes, or hours when it is long', () => {
    expect(UPLOAD_MESSAGES.tooManyUploads(0.2)).toBe(
      'You have uploaded too many files. Please try again in 1 minute.',
    );
    expect(UPLOAD_MESSAGES.tooManyUploads(10)).toBe(
      'You have uploaded too many files. Please try again in 10 minutes.',
    );
    expect(UPLOAD_MESSAGES.tooManyUploads(180)).toBe(
      'You have uploaded too many files. Please try again in 3 hours.',
    );
  });
});
