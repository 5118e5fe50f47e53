import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { categoryListParams, parseCategoryView } from './category-view';

/** The server sends the casual page's first list with its HTML (lib/page-data.ts): same key. */
describe('the casual page’s query key', () => {
  it('matches the key the server writes for the casual page’s default view', () => {
    // apps/api/src/lib/web-app.api.test.ts expects the server to write exactly this key.
    const server = [
      'tshirts',
      'list',
      { category: 'casual', targetAudience: 'LADIES', sort: 'newest', page: 1, limit: 12 },
    ];
    const client = queryKeys.tshirts.list(
      categoryListParams(parseCategoryView(new URLSearchParams())),
    );
    expect(hashKey(client)).toBe(hashKey(server));
    const men = queryKeys.tshirts.list(
      categoryListParams(parseCategoryView(new URLSearchParams('targetAudience=MEN&page=2'))),
    );
    expect(hashKey(men)).toBe(
      hashKey([
        'tshirts',
        'list',
        { category: 'casual', targetAudience: 'MEN', sort: 'newest', page: 2, limit: 12 },
      ]),
    );
  });
});
