import { describe, expect, it } from 'vitest';
import { createAccessory } from '@/lib/test-factories';
import { accessoryCounters, searchAccessories } from './my-accessories';

describe('my accessories', () => {
  const list = [
    createAccessory({ accessoryId: '1', title: 'Lab Coat', status: 'active', isTechnical: true }),
    createAccessory({
      accessoryId: '2',
      title: 'Rhino Mug',
      category: 'Drinkware',
      status: 'inactive',
      isTechnical: false,
    }),
    createAccessory({
      accessoryId: '3',
      title: 'Steel Bottle',
      category: 'Drinkware',
      universityName: 'IIT Guwahati',
      status: 'active',
      isTechnical: false,
    }),
  ];

  it('counts total, active and technical accessories', () => {
    expect(accessoryCounters(list)).toEqual({ total: 3, active: 2, technical: 1 });
    expect(accessoryCounters([])).toEqual({ total: 0, active: 0, technical: 0 });
  });

  it('searches title, category and place, every word, ignoring case', () => {
    expect(searchAccessories(list, '').map((a) => a.accessoryId)).toEqual(['1', '2', '3']);
    expect(searchAccessories(list, 'drinkware').map((a) => a.accessoryId)).toEqual(['2', '3']);
    expect(searchAccessories(list, 'drinkware guwahati').map((a) => a.accessoryId)).toEqual(['3']);
    expect(searchAccessories(list, 'hoodie')).toEqual([]);
  });
});
