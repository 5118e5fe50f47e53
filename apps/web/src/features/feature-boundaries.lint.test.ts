import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { allowedPairs, FEATURE_EDGES } from '../../../../scripts/eslint/feature-boundaries.js';
import { untypedProbeConfig } from '../../../../scripts/eslint/untyped-probe-config.js';

// The repository's own ESLint config, run on made-up files: a feature imports another only down
// the layers of the feature table (a screen composes domain features) or along a declared domain
// edge; components/ and lib/ are free to use (docs/decisions/0061-web-features-by-domain.md).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: untypedProbeConfig });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'campus-web/feature-boundaries')
    .map((m) => m.message);
}

describe(
  'features do not import each other (eslint campus-web/feature-boundaries)',
  { timeout: 60_000 },
  () => {
    it('refuses an admin screen importing the seller feature, by alias or relative path', async () => {
      for (const source of ['@/features/seller', '../../seller/components/wizard-steps']) {
        const errors = await boundaryErrors(
          'apps/web/src/features/admin/designs/sneaky.tsx',
          `import { PageHeader } from '${source}';\nexport const x = PageHeader;\n`,
        );
        expect(errors, source).toHaveLength(1);
        expect(errors[0]).toContain('features/admin may not import features/seller');
      }
    });

    it('refuses a re-export, a type-only import and a lazy import() too', async () => {
      const file = 'apps/web/src/features/seller/sneaky.ts';
      expect(
        await boundaryErrors(file, "export { x } from '@/features/admin/routes';\n"),
      ).toHaveLength(1);
      expect(
        await boundaryErrors(
          file,
          "import type { X } from '@/features/account';\nexport type Y = X;\n",
        ),
      ).toHaveLength(1);
      expect(
        await boundaryErrors(file, "export const load = () => import('@/features/admin');\n"),
      ).toHaveLength(1);
    });

    it('accepts the shared pieces in components/ and lib/, and its own files', async () => {
      const errors = await boundaryErrors(
        'apps/web/src/features/admin/designs/fine.tsx',
        [
          "import { PageHeader } from '@/components/ui/page-header';",
          "import { EmptyState } from '../../../components/ui/state-blocks';",
          "import { downloadProof } from '@/lib/download-proof';",
          "import { adminNav } from '../components/admin-nav';",
          'export const all = [PageHeader, EmptyState, downloadProof, adminNav];',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });

    it('accepts a layer edge: a screen composes domain features', async () => {
      expect(
        await boundaryErrors(
          'apps/web/src/features/admin/orders/fine.tsx',
          "import { OrderRow } from '@/features/orders';\nimport { AdminReturnsView } from '../../returns';\nexport const x = [OrderRow, AdminReturnsView];\n",
        ),
      ).toEqual([]);
    });

    it('refuses an upward edge: a domain feature importing a screen', async () => {
      const errors = await boundaryErrors(
        'apps/web/src/features/orders/sneaky.ts',
        "import { x } from '@/features/seller';\nexport const y = x;\n",
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(
        'features/orders (domains) may not import features/seller (screens)',
      );
    });

    it('accepts a declared domain edge, one way only, and refuses an undeclared one', async () => {
      expect(
        await boundaryErrors(
          'apps/web/src/features/catalog/fine.ts',
          "import { useCartActions } from '@/features/cart';\nexport const x = useCartActions;\n",
        ),
      ).toEqual([]);
      for (const [file, source] of [
        ['apps/web/src/features/cart/sneaky.ts', '@/features/catalog'],
        ['apps/web/src/features/returns/sneaky.ts', '@/features/orders'],
        ['apps/web/src/features/drops/sneaky.ts', '../reviews'],
      ] as const) {
        const errors = await boundaryErrors(
          file,
          `import { x } from '${source}';\nexport const y = x;\n`,
        );
        expect(errors, `${file} -> ${source}`).toHaveLength(1);
        expect(errors[0]).toContain('no edge of the feature table allows it');
      }
    });

    it('keeps the table one way: no upward edge, no circle', () => {
      expect(allowedPairs().size).toBeGreaterThan(0);
      expect(() =>
        allowedPairs([
          ...FEATURE_EDGES,
          { from: 'returns', to: 'orders', reason: 'a probe that closes a circle' },
        ]),
      ).toThrow(/circle/);
      expect(() =>
        allowedPairs([{ from: 'orders', to: 'admin', reason: 'a probe that goes up' }]),
      ).toThrow(/up a layer/);
    });

    it('leaves the app shell free to assemble the features', async () => {
      expect(
        await boundaryErrors(
          'apps/web/src/app/fine.tsx',
          "import { sellerPages } from '@/features/seller/routes';\nexport const x = sellerPages;\n",
        ),
      ).toEqual([]);
    });
  },
);
