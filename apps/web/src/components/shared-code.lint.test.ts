import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../../../../scripts/eslint/untyped-probe-config.js';

// The repository's own ESLint config, run on made-up files: components/ and lib/ are shared by
// every feature, so they import neither a feature nor the app shell (docs/decisions/0061).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: untypedProbeConfig });

async function reachErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'campus-web/shared-code-stays-shared')
    .map((m) => m.message);
}

describe(
  'components/ and lib/ stay shared (eslint campus-web/shared-code-stays-shared)',
  { timeout: 60_000 },
  () => {
    it.each([
      ['apps/web/src/components/product/sneaky.tsx', '@/features/cart'],
      ['apps/web/src/components/product/sneaky.tsx', '../../features/wishlist/wishlist-storage'],
      ['apps/web/src/components/ui/sneaky.tsx', '@/app/router'],
      ['apps/web/src/lib/sneaky.ts', '../features/orders'],
      ['apps/web/src/lib/upload/sneaky.ts', '../../app/provider'],
    ])('refuses %s importing %s', async (file, source) => {
      const errors = await reachErrors(
        file,
        `import { x } from '${source}';\nexport const y = x;\n`,
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('is shared by every feature');
    });

    it('refuses a re-export, a type import and a lazy import() too', async () => {
      const file = 'apps/web/src/lib/sneaky.ts';
      expect(await reachErrors(file, "export { x } from '@/features/cart';\n")).toHaveLength(1);
      expect(
        await reachErrors(
          file,
          "import type { X } from '@/features/orders';\nexport type Y = X;\n",
        ),
      ).toHaveLength(1);
      expect(
        await reachErrors(file, "export const load = () => import('@/features/admin/routes');\n"),
      ).toHaveLength(1);
    });

    it('accepts other shared code and packages', async () => {
      const errors = await reachErrors(
        'apps/web/src/components/product/fine.tsx',
        [
          "import { formatRupees } from '@campus-threads/contract';",
          "import { Button } from '@/components/ui/button';",
          "import { cn } from '../../lib/cn';",
          "import { PriceTag } from './price-tag';",
          'export const all = [formatRupees, Button, cn, PriceTag];',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });

    it('leaves features free to use components/ and lib/', async () => {
      expect(
        await reachErrors(
          'apps/web/src/features/orders/fine.tsx',
          "import { cn } from '@/lib/cn';\nimport { x } from '@/features/returns';\nexport const y = [cn, x];\n",
        ),
      ).toEqual([]);
    });
  },
);
