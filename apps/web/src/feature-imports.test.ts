import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../../../scripts/eslint/untyped-probe-config.js';

/**
 * The repository's own ESLint config (eslint.config.js) keeps features from reaching into each
 * other: only a feature's index, routes and lazy entries may be imported from outside it.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: untypedProbeConfig });
const filePath = `${root}apps/web/src/features/catalog/pages/lint-probe.tsx`;

async function restrictedImports(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('feature import rule', () => {
  it.each([
    "import { x } from '@/features/cart/use-cart';",
    "import { x } from '@/features/cart/components/cart-line-row';",
    "import { x } from '../../features/cart/use-cart';",
    "export { x } from '@/features/wishlist/wishlist-storage';",
  ])(
    'rejects a feature internal: %s',
    async (source) => {
      expect(await restrictedImports(source)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    "import { x } from '@/features/cart';",
    "import { x } from '@/features/notifications/lazy';",
    "import { x } from '@/features/cart/routes';",
    "import { x } from '@/lib/notify';",
  ])(
    'allows a public entry: %s',
    async (source) => {
      expect(await restrictedImports(source)).toEqual([]);
    },
    30_000,
  );
});
