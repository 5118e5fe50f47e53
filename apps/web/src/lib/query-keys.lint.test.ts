import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../../../../scripts/eslint/untyped-probe-config.js';

// The repository's own ESLint config, run on made-up files: every React Query key comes from
// queryKeys in lib/query-keys.ts; no key arrays or key factories elsewhere (docs/decisions/0061).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: untypedProbeConfig });

async function keyErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'campus-web/query-keys-from-factory')
    .map((m) => m.message);
}

const feature = 'apps/web/src/features/reviews/api/sneaky.ts';

describe(
  'query keys from one factory (eslint campus-web/query-keys-from-factory)',
  { timeout: 60_000 },
  () => {
    it.each([
      "export const q = { queryKey: ['reviews', 'mine'] };",
      "export const q = { queryKey: ['reviews'] as const };",
      "export const q = { 'queryKey': ['reviews'] satisfies unknown[] };",
      "export const m = { mutationKey: ['admin', 'orders', 'update'] };",
      'export const q = (c: { invalidateQueries(o: object): void }) => c.invalidateQueries({ queryKey: [] });',
    ])('refuses a key written as an array: %s', async (code) => {
      const errors = await keyErrors(feature, `${code}\n`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('one key factory');
    });

    it.each([
      "export const reviewKeys = { all: ['reviews'] as const };",
      "export const adminDropKeys = { all: ['admin', 'drops'] } as const;",
      "export const dropQueryKey = (slug: string) => ['drops', slug];",
      "export function ordersQueryKey(id: string) { return ['orders', id]; }",
    ])('refuses a key factory of its own: %s', async (code) => {
      const errors = await keyErrors(feature, `${code}\n`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('query-key factory of its own');
    });

    it('accepts keys taken from the factory, and other names', async () => {
      const errors = await keyErrors(
        feature,
        [
          "import { queryKeys } from '@/lib/query-keys';",
          'export const KEY = queryKeys.siteSettings();',
          'export const mineKeys = queryKeys.reviews;',
          "export const q = { queryKey: queryKeys.reviews.mine('u1') };",
          'const local = queryKeys.returns.all;',
          'export const r = { queryKey: local };',
          "export const STORAGE_KEY = 'campus.cart';",
          'export type UploadedKeys = Record<string, string>;',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });

    it('leaves the factory itself free to build the keys', async () => {
      expect(
        await keyErrors(
          'apps/web/src/lib/query-keys.ts',
          "export const queryKeys = { reviews: { all: ['reviews'] as const } };\nexport const q = { queryKey: ['x'] };\n",
        ),
      ).toEqual([]);
    });
  },
);
