import { describe, expect, it } from 'vitest';
import { exportPeriodSchema, exportRangeError, shopDay } from './export-period-schema';
import { ORDER_MESSAGES } from './orders';

describe('export period', () => {
  it('needs both dates, in order, in the form and in the query alike', () => {
    expect(exportRangeError(undefined, '2026-11-01')).toBe(ORDER_MESSAGES.exportDatesRequired);
    expect(exportRangeError('2026-11-01', '')).toBe(ORDER_MESSAGES.exportDatesRequired);
    expect(exportRangeError('2026-11-02', '2026-11-01')).toBe(ORDER_MESSAGES.exportDatesOrder);
    expect(exportRangeError('2026-11-01', '2026-11-01')).toBeNull();
    const query = exportPeriodSchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(query.success ? null : query.error.issues[0]?.message).toBe(
      ORDER_MESSAGES.exportDatesOrder,
    );
  });

  it('counts days in India', () => {
    // 20:00 UTC is already the next day in India (UTC+05:30).
    expect(shopDay(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(shopDay(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
  });
});
