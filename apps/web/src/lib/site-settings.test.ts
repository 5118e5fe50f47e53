import { describe, expect, it } from 'vitest';
import { splitSiteName } from './site-settings';

describe('splitSiteName', () => {
  it('puts the last word in the accent, keeping the space before it', () => {
    expect(splitSiteName('Campus Threads')).toEqual({ lead: 'Campus', accent: ' Threads' });
    expect(splitSiteName('  The Hostel Shop ')).toEqual({ lead: 'The Hostel', accent: ' Shop' });
  });

  it('keeps a one-word name whole', () => {
    expect(splitSiteName('Threads')).toEqual({ lead: 'Threads', accent: '' });
  });
});
