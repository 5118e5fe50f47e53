import { describe, expect, it } from 'vitest';
import { pinDirectory } from './directory/pin-directory';
import { cashOnDeliveryAt, isMetro, zoneBetween } from './zones';

const place = (pin: string) => {
  const found = pinDirectory().lookup(pin);
  if (!found) throw new Error(`${pin} is not in the directory`);
  return found;
};
const campus = new Set(['784028']);
const zone = (from: string, to: string) => zoneBetween(place(from), place(to), campus);

describe('delivery zones', () => {
  it('names each zone as couriers price them', () => {
    expect(zone('784028', '784028')).toBe('campus');
    // Hyderabad to Hyderabad: the same district.
    expect(zone('500001', '500032')).toBe('city');
    // Tezpur to Guwahati: the same state.
    expect(zone('784028', '781039')).toBe('state');
    // Delhi to IIT Bombay.
    expect(zone('110001', '400076')).toBe('metro');
    // Jaipur to Bengaluru.
    expect(zone('302001', '560012')).toBe('national');
    // Into the North-East, J&K, Ladakh and the islands.
    expect(zone('110001', '781039')).toBe('special');
    expect(zone('110001', '190001')).toBe('special');
    expect(zone('110001', '194101')).toBe('special');
    expect(zone('400076', '744101')).toBe('special');
    expect(zone('110001', '682555')).toBe('special');
  });

  it('prices by where the parcel goes: out of the North-East is the rest of India', () => {
    expect(zone('784028', '110001')).toBe('national');
    // A campus PIN reached from elsewhere is not campus delivery.
    expect(zone('110001', '784028')).toBe('special');
  });

  it('knows the metros by district', () => {
    expect(isMetro(place('400076'))).toBe(true);
    expect(isMetro(place('560012'))).toBe(true);
    expect(isMetro(place('122001'))).toBe(true);
    expect(isMetro(place('784028'))).toBe(false);
  });

  it('collects cash everywhere but the islands and Ladakh', () => {
    expect(cashOnDeliveryAt(place('110001'))).toBe(true);
    expect(cashOnDeliveryAt(place('744101'))).toBe(false);
    expect(cashOnDeliveryAt(place('194101'))).toBe(false);
  });
});
