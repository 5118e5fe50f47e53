import { describe, expect, it } from 'vitest';
import { createAccessory } from '@/lib/test-factories';
import { categoryLine, hasPlace, placeLine, specEntries } from './accessory-display';

describe('accessory display lines', () => {
  it('names the university and department, or all departments', () => {
    expect(placeLine(createAccessory())).toBe('Tezpur University · Chemistry');
    expect(placeLine(createAccessory({ isAllDepartments: true }))).toBe(
      'Tezpur University · All departments',
    );
    expect(placeLine(createAccessory({ universityName: null, departmentName: null }))).toBe(
      'All departments',
    );
    expect(
      hasPlace(
        createAccessory({ universityName: null, departmentName: null, isAllDepartments: false }),
      ),
    ).toBe(false);
  });

  it('lists only specifications that have a value', () => {
    expect(
      specEntries(createAccessory({ specifications: { size: 'M', colour: ' ', type: 'Cotton' } })),
    ).toEqual([
      ['size', 'M'],
      ['type', 'Cotton'],
    ]);
  });

  it('joins category and subcategory', () => {
    expect(categoryLine(createAccessory({ subCategory: 'Coats' }))).toBe('Lab Gear · Coats');
    expect(categoryLine(createAccessory({ subCategory: null }))).toBe('Lab Gear');
  });
});
