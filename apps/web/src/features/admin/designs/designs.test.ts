import { ADMIN_DESIGN_MESSAGES, parseDesignEdit, type AdminDesign } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { createTshirt } from '@/lib/test-factories';
import {
  categoryLine,
  designJson,
  designPlace,
  editableOf,
  fromLocalInput,
  parseAdminTab,
  parseDiscountPrompt,
  toLocalInput,
} from './designs';
import { changesOf, editValuesOf } from './design-edit-values';

const design = (overrides: Partial<AdminDesign> = {}): AdminDesign => ({
  ...createTshirt({ price: 499, discountPrice: null }),
  sellerRemarks: null,
  proofFileUrl: null,
  ...overrides,
});

describe('admin designs helpers', () => {
  it('reads the tab from the address', () => {
    expect(parseAdminTab('pending')).toBe('pending');
    expect(parseAdminTab('bogus')).toBe('all');
    expect(parseAdminTab(null)).toBe('all');
  });

  it('checks the Set Discount Price prompt: empty removes it, else below the price', () => {
    expect(parseDiscountPrompt('', 499)).toEqual({ ok: true, value: 0 });
    expect(parseDiscountPrompt('399.5', 499)).toEqual({ ok: true, value: 399.5 });
    for (const bad of ['499', '600', '-1', 'x'])
      expect(parseDiscountPrompt(bad, 499)).toEqual({
        ok: false,
        message: ADMIN_DESIGN_MESSAGES.discountPrompt,
      });
  });

  it('sends the whole design with the changes as the JSON remark, which the rules accept', () => {
    const d = design({ colorPrices: [{ color: 'Black', price: 549, discountPrice: null }] });
    const json = JSON.parse(designJson(d, { deliveryPrice: 40 })) as Record<string, unknown>;
    expect(json).toMatchObject({ _id: d._id, title: d.title, price: 499, deliveryPrice: 40 });
    expect(json).not.toHaveProperty('colorVariants');
    const result = parseDesignEdit(editableOf(d), json);
    expect(result).toMatchObject({ ok: true, changed: ['deliveryPrice'] });
  });

  it('turns name personalisation on or off through the edit form, and only that changes', () => {
    const d = design({ customizable: false });
    const on = { ...editValuesOf(d), customizable: true };
    const json = JSON.parse(designJson(d, changesOf(on))) as Record<string, unknown>;
    expect(json.customizable).toBe(true);
    expect(parseDesignEdit(editableOf(d), json)).toMatchObject({
      ok: true,
      changed: ['customizable'],
    });
    const off = design({ customizable: true });
    const back = JSON.parse(
      designJson(off, changesOf({ ...editValuesOf(off), customizable: false })),
    ) as Record<string, unknown>;
    expect(parseDesignEdit(editableOf(off), back)).toMatchObject({
      ok: true,
      next: { customizable: false },
      changed: ['customizable'],
    });
  });

  it('sends no delivery price from the edit form; the JSON keeps the old one, still valid', () => {
    const d = design({ deliveryPrice: 40 });
    const changes = changesOf({ ...editValuesOf(d), title: 'Hostel Night Tee' });
    expect(changes).not.toHaveProperty('deliveryPrice');
    const json = JSON.parse(designJson(d, changes)) as Record<string, unknown>;
    expect(json.deliveryPrice).toBe(40);
    expect(parseDesignEdit(editableOf(d), json)).toMatchObject({ ok: true, changed: ['title'] });
  });

  it('names where a themed design belongs and its category as the shop does', () => {
    const info = {
      hostelName: null,
      universityName: 'Tezpur University',
      departmentName: 'CSE',
      eventName: null,
    };
    expect(designPlace({ category: 'university', additionalInfo: info })).toEqual({
      label: 'University',
      value: 'Tezpur University (CSE)',
    });
    expect(designPlace({ category: 'casual', additionalInfo: info })).toBeNull();
    // A hostel is named with its university (decision 0036).
    expect(
      designPlace({ category: 'hostel', additionalInfo: { ...info, hostelName: 'Kapili Hostel' } }),
    ).toEqual({ label: 'Hostel', value: 'Kapili Hostel, Tezpur University' });
    expect(categoryLine({ category: 'casual', subCategory: 'officialclothing' })).toBe(
      'Casual · Official Brand',
    );
    expect(categoryLine({ category: 'event', subCategory: null })).toBe('Event');
  });

  it('round-trips the sale end time through the date-time input', () => {
    const iso = '2030-05-06T07:08:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('not a date');
  });
});
