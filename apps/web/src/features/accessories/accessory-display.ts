import type { Accessory } from '@campus-threads/contract';

/** "Tezpur University · Computer Science", or "… · All departments" for an all-departments item. */
export function placeLine(
  accessory: Pick<Accessory, 'universityName' | 'departmentName' | 'isAllDepartments'>,
): string {
  const department =
    accessory.isAllDepartments || !accessory.departmentName
      ? 'All departments'
      : accessory.departmentName;
  return [accessory.universityName, department].filter(Boolean).join(' · ');
}

/** Whether the card and the page show a university/department line at all. */
export function hasPlace(
  accessory: Pick<Accessory, 'universityName' | 'departmentName' | 'isAllDepartments'>,
): boolean {
  return Boolean(
    accessory.universityName || accessory.departmentName || accessory.isAllDepartments,
  );
}

/** The specifications worth listing: label → value pairs with a value. */
export function specEntries(accessory: Pick<Accessory, 'specifications'>): [string, string][] {
  return Object.entries(accessory.specifications ?? {}).filter(
    ([label, value]) => label.trim() !== '' && typeof value === 'string' && value.trim() !== '',
  );
}

/** "Lab Gear · Coats": category and subcategory above the title. */
export function categoryLine(accessory: Pick<Accessory, 'category' | 'subCategory'>): string {
  return [accessory.category, accessory.subCategory].filter(Boolean).join(' · ');
}
