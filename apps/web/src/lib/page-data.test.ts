import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parsePageData } from './page-data';
import { queryKeys } from './query-keys';

describe('page data sent with the HTML', () => {
  it('indexes each entry by its query key hash', () => {
    const list = { tshirts: [], pagination: { page: 1 } };
    const map = parsePageData(
      JSON.stringify([
        { key: ['tshirts', 'list', { limit: 12, page: 1 }], data: list },
        { key: ['tshirts', 'detail', 'a1'], data: { id: 'a1' } },
      ]),
    );
    expect(map.get(hashKey(['tshirts', 'list', { page: 1, limit: 12 }]))).toEqual(list);
    expect(map.get(hashKey(queryKeys.tshirts.detail('a1')))).toEqual({ id: 'a1' });
    expect(map.size).toBe(2);
  });

  it('ignores a missing, broken or oddly shaped block', () => {
    expect(parsePageData(null).size).toBe(0);
    expect(parsePageData('{not json').size).toBe(0);
    expect(parsePageData('{"key":["x"],"data":1}').size).toBe(0);
    expect(parsePageData('[{"key":"x","data":1},{"key":["y"]},null]').size).toBe(0);
  });
});
