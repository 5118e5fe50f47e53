import type { Accessory, Tshirt, TshirtListResponse } from '@campus-threads/contract';
import { describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../create-test-app';
import { bearer, createAccessory, createDesign, createUser, type CreatedUser } from '../factories';
import { CATALOG_CACHE_CONTROL } from '../../src/lib/read-cache';

/** Anonymous catalogue reads from the read cache: ETag, 304, revalidation, invalidation, sale end. */
describe.each(testDatabaseKinds())('catalogue read cache on %s', (kind) => {
  const t = useTestApp(kind);
  let seller: CreatedUser;

  const get = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers a repeat visit with 304 and revalidating headers, and a changed body with a new ETag', async () => {
    seller = await createUser(t.app);
    await createDesign(t.app, seller.user._id, {
      title: 'Etag tee',
      category: 'university',
      universityName: 'Etag University',
    });
    const url = '/api/tshirts?category=university&universityName=Etag%20University';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.json<TshirtListResponse>().tshirts.map((x) => x.title)).toEqual(['Etag tee']);

    const repeat = await get(url, { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers.etag).toBe(etag);

    // A write through the services clears the cache: the old ETag gets the new body.
    await createDesign(t.app, seller.user._id, {
      title: 'Etag tee two',
      category: 'university',
      universityName: 'Etag University',
    });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<TshirtListResponse>().pagination.totalItems).toBe(2);
  });

  it('keeps personal answers out of the cache: the seller sees their pending design, uncached', async () => {
    seller ??= await createUser(t.app);
    const pending = await createDesign(t.app, seller.user._id, {
      title: 'Pending cache tee',
      status: 'pending',
    });
    const url = `/api/tshirts/${pending.id}`;
    expect((await get(url)).statusCode).toBe(404);
    const own = await get(url, bearer(seller.token));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers.etag).toBeUndefined();
    expect(own.json<Tshirt>().title).toBe('Pending cache tee');
    // And the guest still does not see it (the seller's answer was not kept).
    expect((await get(url)).statusCode).toBe(404);

    const bottle = await createAccessory(t.app, seller.user._id, { title: 'Cache bottle' });
    const guest = await get(`/api/accessories/${bottle.id}`);
    expect(guest.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    expect(guest.json<Accessory>().title).toBe('Cache bottle');
    const signedIn = await get(`/api/accessories/${bottle.id}`, bearer(seller.token));
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('ends a timed sale at its second although nothing was written', async () => {
    seller ??= await createUser(t.app);
    const saleEnd = new Date(Date.now() + 1_500);
    const design = await createDesign(t.app, seller.user._id, {
      title: 'Sale cache tee',
      discountPricePaise: 29_900,
      saleEndTime: saleEnd,
    });
    const url = `/api/tshirts/${design.id}`;
    expect((await get(url)).json<Tshirt>().currentPrice).toBe(299);
    expect((await get(url)).json<Tshirt>().currentPrice).toBe(299);
    // The clock moves past the end; no timer and no write tells the cache.
    vi.useFakeTimers({ toFake: ['Date'], now: saleEnd.getTime() + 50 });
    try {
      expect((await get(url)).json<Tshirt>().currentPrice).toBe(499);
    } finally {
      vi.useRealTimers();
    }
  });

  it('caches suggestions and accessory categories like the catalogue', async () => {
    const suggestion = await get('/api/suggestions/universities?query=Etag');
    expect(suggestion.statusCode).toBe(200);
    expect(suggestion.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    const again = await get('/api/suggestions/universities?query=Etag', {
      'if-none-match': String(suggestion.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const categories = await get('/api/accessories/categories');
    expect(categories.headers.etag).toBeDefined();
    // Personal routes keep no-store.
    expect((await get('/api/cart', bearer(seller.token))).headers['cache-control']).toBe(
      'no-store',
    );
  });
});
