import { describe, expect, it } from 'vitest';
import {
  CASUAL_TAXONOMY,
  LEGACY_CASUAL_SUBCATEGORIES,
  findTaxonomyGroup,
  groupOfSubCategory,
} from './taxonomy';
import { DELIVERY_STATES, INDIAN_STATES } from './india';

describe('casual taxonomy', () => {
  it('has unique group ids and non-empty sub-category lists', () => {
    const ids = CASUAL_TAXONOMY.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of CASUAL_TAXONOMY) expect(group.subCategories.length).toBeGreaterThan(0);
  });

  it('lists the 28 states under Country & State Pride', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    const pride = findTaxonomyGroup('Country & State Pride');
    for (const state of INDIAN_STATES) expect(pride?.subCategories).toContain(state);
  });

  it('keeps the legacy wizard names in their groups', () => {
    for (const [name, groupId] of Object.entries(LEGACY_CASUAL_SUBCATEGORIES)) {
      expect(groupOfSubCategory(name)?.id).toBe(groupId);
    }
  });

  it('offers Delhi and Assam at checkout', () => {
    expect(DELIVERY_STATES).toContain('Delhi');
    expect(DELIVERY_STATES).toContain('Assam');
    expect([...DELIVERY_STATES].sort((a, b) => a.localeCompare(b))).toEqual(DELIVERY_STATES);
  });
});
