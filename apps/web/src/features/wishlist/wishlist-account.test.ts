import { STORAGE_KEYS, WISHLIST_MAX, type WishlistResponse } from '@campus-threads/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccessory, createTshirt } from '@/lib/test-factories';
import {
  readWishlist,
  wishlistEntryId,
  writeWishlist,
  type WishlistEntry,
} from './wishlist-storage';
import {
  accountRead,
  endAccountSession,
  entriesFromAccount,
  itemRef,
  loadAccountWishlist,
  saveWishlistChange,
  syncItems,
  wishlistApi,
} from './wishlist-account';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const A1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const shirt = (id: string): WishlistEntry => ({ ...createTshirt({ id }), productType: 'tshirt' });
const accessory = (accessoryId: string): WishlistEntry => ({
  ...createAccessory({ accessoryId, _id: accessoryId }),
  productType: 'accessory',
});

describe('itemRef and syncItems', () => {
  it('names each entry by type and id', () => {
    expect(itemRef(shirt(T1))).toEqual({ productType: 'tshirt', productId: T1 });
    expect(itemRef(accessory(A1))).toEqual({ productType: 'accessory', productId: A1 });
  });

  it('leaves out ids the account can never hold, and duplicates', () => {
    expect(itemRef(shirt('t1'))).toBeNull();
    expect(syncItems([shirt(T1), shirt('nope'), accessory(A1), shirt(T1)])).toEqual([
      { productType: 'tshirt', productId: T1 },
      { productType: 'accessory', productId: A1 },
    ]);
  });

  it('sends at most WISHLIST_MAX entries', () => {
    const many = Array.from({ length: WISHLIST_MAX + 5 }, (_, i) =>
      shirt(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    );
    expect(syncItems(many)).toHaveLength(WISHLIST_MAX);
  });
});

describe('entriesFromAccount', () => {
  it('keeps the account order and drops products that are gone', () => {
    const items: WishlistResponse['items'] = [
      {
        productType: 'accessory',
        productId: A1,
        addedAt: '2026-02-02T00:00:00Z',
        product: createAccessory({ accessoryId: A1 }),
      },
      { productType: 'tshirt', productId: T2, addedAt: '2026-02-01T00:00:00Z', product: null },
      {
        productType: 'tshirt',
        productId: T1,
        addedAt: '2026-01-01T00:00:00Z',
        product: createTshirt({ id: T1 }),
      },
    ];
    const entries = entriesFromAccount(items);
    expect(entries.map((e) => [e.productType, wishlistEntryId(e)])).toEqual([
      ['accessory', A1],
      ['tshirt', T1],
    ]);
  });
});

describe('accountRead', () => {
  it('joins a guest list with the account, and only a guest list', () => {
    expect(accountRead(null, [shirt(T1)])).toEqual({
      kind: 'join',
      items: [{ productType: 'tshirt', productId: T1 }],
    });
    expect(accountRead(null, [])).toEqual({ kind: 'get' });
    expect(accountRead(null, [shirt('local-only')])).toEqual({ kind: 'get' });
    // The device already mirrors an account (this one, or one that signed out elsewhere).
    expect(accountRead('user-1', [shirt(T1)])).toEqual({ kind: 'get' });
  });
});

const accountList = (...ids: string[]): WishlistResponse => ({
  items: ids.map((id) => ({
    productType: 'tshirt',
    productId: id,
    addedAt: '2026-01-01T00:00:00Z',
    product: createTshirt({ id }),
  })),
});

describe('with a device', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
      dispatchEvent: () => true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('joins the guest list at sign-in, then reads the account', async () => {
    const sync = vi.spyOn(wishlistApi, 'sync').mockResolvedValue(accountList(T2, T1));
    const get = vi.spyOn(wishlistApi, 'get').mockResolvedValue(accountList(T2));
    writeWishlist([shirt(T1)]);
    const [first, second] = await Promise.all([
      loadAccountWishlist('user-1'),
      loadAccountWishlist('user-1'),
    ]);
    expect(second).toBe(first);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledWith([{ productType: 'tshirt', productId: T1 }]);
    expect(readWishlist().map(wishlistEntryId)).toEqual([T2, T1]);
    expect(window.localStorage.getItem(STORAGE_KEYS.wishlistOwner)).toBe('user-1');

    // T1 was removed on another device: the next read replaces the list, it does not join it.
    await loadAccountWishlist('user-1');
    expect(get).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(readWishlist().map(wishlistEntryId)).toEqual([T2]);
  });

  it('empties the device at sign-out, even when a read of the account lands afterwards', async () => {
    let answer: (value: WishlistResponse) => void = () => undefined;
    vi.spyOn(wishlistApi, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    window.localStorage.setItem(STORAGE_KEYS.wishlistOwner, 'user-1');
    writeWishlist([shirt(T1)]);
    const read = loadAccountWishlist('user-1');
    endAccountSession(new QueryClient());
    answer(accountList(T1, T2));
    await read;
    expect(readWishlist()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.wishlistOwner)).toBeNull();
  });

  it('keeps the device change when the account saves it', async () => {
    const add = vi.spyOn(wishlistApi, 'add').mockResolvedValue({ items: [] });
    writeWishlist([shirt(T1)]);
    await expect(saveWishlistChange(shirt(T1), { added: true, index: 0 })).resolves.toBe(true);
    expect(add).toHaveBeenCalledWith({ productType: 'tshirt', productId: T1 });
    expect(readWishlist().map(wishlistEntryId)).toEqual([T1]);
  });

  it('takes an added entry off the device when the account refuses', async () => {
    vi.spyOn(wishlistApi, 'add').mockRejectedValue(new Error('offline'));
    writeWishlist([shirt(T1), shirt(T2)]);
    await expect(saveWishlistChange(shirt(T1), { added: true, index: 0 })).resolves.toBe(false);
    expect(readWishlist().map(wishlistEntryId)).toEqual([T2]);
  });

  it('puts a removed entry back where it was when the account refuses', async () => {
    vi.spyOn(wishlistApi, 'remove').mockRejectedValue(new Error('offline'));
    writeWishlist([shirt(T1), shirt(T2)]);
    await expect(saveWishlistChange(accessory(A1), { added: false, index: 1 })).resolves.toBe(
      false,
    );
    expect(readWishlist().map(wishlistEntryId)).toEqual([T1, A1, T2]);
  });

  it('has nothing to save for an id the account cannot hold', async () => {
    const add = vi.spyOn(wishlistApi, 'add');
    await expect(saveWishlistChange(shirt('local-only'), { added: true, index: 0 })).resolves.toBe(
      true,
    );
    expect(add).not.toHaveBeenCalled();
  });
});
