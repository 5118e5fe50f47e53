import type { AuditEntry } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  entityHref,
  entityLabel,
  fieldLabel,
  formatValue,
  isFiltered,
  parseAuditFilters,
} from './audit-view';

const ORDER_ID = '3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'a1',
    actorId: 'u1',
    actorName: 'Asha Admin',
    action: 'order.status',
    entityType: 'order',
    entityId: ORDER_ID,
    before: null,
    after: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

describe('audit page helpers', () => {
  it('reads the filters from the address bar, dropping what the server would refuse', () => {
    expect(
      parseAuditFilters(
        new URLSearchParams(
          'action=order.refund&type=order&q=%20%231A2B%20&from=2026-11-01&to=2026-11-30&page=3&actor=3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a',
        ),
      ),
    ).toEqual({
      action: 'order.refund',
      entityType: 'order',
      entityId: '#1A2B',
      actorId: ORDER_ID,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
    const junk = parseAuditFilters(
      new URLSearchParams('action=order.teleport&type=planet&from=yesterday&page=-2&actor=me&q='),
    );
    expect(junk).toEqual({
      action: undefined,
      entityType: undefined,
      entityId: undefined,
      actorId: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(isFiltered(junk)).toBe(false);
    expect(isFiltered({ page: 1, to: '2026-11-30' })).toBe(true);
  });

  it('names and links each kind of entity', () => {
    expect(entityLabel(entry())).toBe('Order #2f1d4e7a');
    expect(entityHref(entry())).toBe('/admin/orders?q=2f1d4e7a');
    expect(entityHref(entry({ entityType: 'design', action: 'design.status' }))).toBe(
      `/product/${ORDER_ID}`,
    );
    expect(entityHref(entry({ entityType: 'accessory', action: 'accessory.update' }))).toBe(
      `/accessory/${ORDER_ID}`,
    );
    expect(entityHref(entry({ entityType: 'accessory', action: 'accessory.delete' }))).toBeNull();
    expect(entityHref(entry({ entityType: 'user', action: 'user.delete' }))).toBeNull();
    expect(entityLabel(entry({ entityType: 'settings', entityId: 'site' }))).toBe('Settings');
    expect(entityHref(entry({ entityType: 'settings', entityId: 'site' }))).toBe('/admin/settings');
  });

  it('turns field names into words', () => {
    expect(fieldLabel('expectedDeliveryDate')).toBe('Expected delivery date');
    expect(fieldLabel('pricePaise')).toBe('Price');
    expect(fieldLabel('isAdmin')).toBe('Is admin');
    expect(fieldLabel('site_name')).toBe('Site name');
  });

  it('shows values as a person reads them', () => {
    expect(formatValue('pricePaise', 49_900)).toBe('₹499.00');
    expect(formatValue('discountPrice', 449.5)).toBe('₹449.50');
    expect(formatValue('amount', 500)).toBe('₹500.00');
    expect(formatValue('stock', 7)).toBe('7');
    expect(formatValue('status', 'out_for_delivery', 'order')).toBe('Out for Delivery');
    expect(formatValue('status', 'pending', 'design')).toBe('pending');
    expect(formatValue('maintenanceMode', true)).toBe('Yes');
    expect(formatValue('remark', '')).toBe('—');
    expect(formatValue('remark', null)).toBe('—');
    expect(formatValue('pinCodes', ['784028', '784027'])).toBe('784028, 784027');
    expect(formatValue('expectedDeliveryDate', '2026-11-24T08:00:00.000Z')).toMatch(/24 Nov 2026/);
    expect(formatValue('colorDiscounts', { Black: 399 })).toBe('{"Black":399}');
    expect(formatValue('description', 'x'.repeat(200))).toHaveLength(161);
  });

  it('lists only the fields that changed, before → after', () => {
    const moved = entry({
      before: { status: 'pending', expectedDeliveryDate: '2026-11-30T08:00:00.000Z' },
      after: {
        status: 'confirmed',
        remark: 'Printing today',
        expectedDeliveryDate: '2026-11-30T08:00:00.000Z',
      },
    });
    expect(changedFields(moved).map((c) => [c.label, c.before, c.after, c.kind])).toEqual([
      ['Status', 'Order Received', 'Order Confirmed', 'changed'],
      ['Remark', '—', 'Printing today', 'changed'],
    ]);
    // A creation lists what it set; a deletion what was there.
    expect(changedFields(entry({ after: { title: 'Bottle' } }))).toEqual([
      { key: 'title', label: 'Title', before: '—', after: 'Bottle', kind: 'set' },
    ]);
    expect(changedFields(entry({ before: { title: 'Bottle' } }))).toEqual([
      { key: 'title', label: 'Title', before: 'Bottle', after: '—', kind: 'removed' },
    ]);
    // Nothing that reads the same: equal values, or an empty remark where there was none.
    expect(changedFields(entry({ before: { a: 1 }, after: { a: 1, remark: '' } }))).toEqual([]);
  });
});
