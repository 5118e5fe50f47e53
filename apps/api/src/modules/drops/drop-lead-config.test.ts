import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DROP_MIN_LEAD_SECONDS } from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

// DROP_MIN_LEAD_SECONDS (docs/decisions/0049): an hour unless set; the tests set a few seconds.
describe('DROP_MIN_LEAD_SECONDS', () => {
  const DATA_DIR = mkdtempSync(join(tmpdir(), 'ct-drops-config-'));
  afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

  it('is an hour by default, and takes whole seconds from 1', () => {
    expect(loadConfig({ DATA_DIR }).dropMinLeadSeconds).toBe(DEFAULT_DROP_MIN_LEAD_SECONDS);
    expect(DEFAULT_DROP_MIN_LEAD_SECONDS).toBe(3600);
    expect(loadConfig({ DATA_DIR, DROP_MIN_LEAD_SECONDS: '5' }).dropMinLeadSeconds).toBe(5);
    expect(loadConfig({ DATA_DIR, DROP_MIN_LEAD_SECONDS: '' }).dropMinLeadSeconds).toBe(3600);
  });

  it('refuses zero, fractions and words at start-up', () => {
    for (const value of ['0', '1.5', 'soon'])
      expect(() => loadConfig({ DATA_DIR, DROP_MIN_LEAD_SECONDS: value })).toThrow(
        /DROP_MIN_LEAD_SECONDS/,
      );
  });
});
