import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../../../../scripts/eslint/untyped-probe-config.js';

// The repository's own ESLint config, run on made-up files: a feature that imports another
// feature is refused unless the pair is on the documented allow list; components/ and lib/ are
// free to use (docs/decisions/0039-feature-boundaries-and-shared-components.md).
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
          "import type { X } from '@/features/orders';\nexport type Y = X;\n",
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

    it('accepts a documented pair, one way only', async () => {
      expect(
        await boundaryErrors(
          'apps/web/src/features/catalog/fine.ts',
          "import { useCartActions } from '@/features/cart';\nexport const x = useCartActions;\n",
        ),
      ).toEqual([]);
      expect(
        await boundaryErrors(
          'apps/web/src/features/cart/sneaky.ts',
          "import { x } from '@/features/catalog';\nexport const y = x;\n",
        ),
      ).toHaveLength(1);
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
