import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../../../../../scripts/eslint/untyped-probe-config.js';

// The repository's own ESLint config, run on made-up files: react-hook-form (and its zod resolver)
// is imported only by the shared form in components/form; every other file takes what it needs
// from '@/components/form' (docs/decisions/0044-forms-one-way.md).
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: untypedProbeConfig });

async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe(
  'react-hook-form only inside components/form (eslint no-restricted-imports)',
  { timeout: 60_000 },
  () => {
    it('refuses a feature file importing react-hook-form, a value or a type', async () => {
      const file = 'apps/web/src/features/account/components/sneaky-form.tsx';
      for (const code of [
        "import { useForm } from 'react-hook-form';\nexport const x = useForm;\n",
        "import type { UseFormReturn } from 'react-hook-form';\nexport type X = UseFormReturn;\n",
        "import { zodResolver } from '@hookform/resolvers/zod';\nexport const x = zodResolver;\n",
      ]) {
        const errors = await importErrors(file, code);
        expect(errors, code).toHaveLength(1);
        expect(errors[0]).toContain("'@/components/form'");
      }
    });

    it('refuses a shared component outside the form folder too', async () => {
      const errors = await importErrors(
        'apps/web/src/components/order/sneaky-dialog.tsx',
        "import { useWatch } from 'react-hook-form';\nexport const x = useWatch;\n",
      );
      expect(errors).toHaveLength(1);
    });

    it('accepts the shared form folder building on react-hook-form', async () => {
      const errors = await importErrors(
        'apps/web/src/components/form/use-schema-form.ts',
        [
          "import { zodResolver } from '@hookform/resolvers/zod';",
          "import { useForm } from 'react-hook-form';",
          'export const all = [zodResolver, useForm];',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });

    it('accepts a feature taking the re-exports from components/form', async () => {
      const errors = await importErrors(
        'apps/web/src/features/account/components/fine-form.tsx',
        [
          "import { Form, FormField, useSchemaForm, useWatch, type UseFormReturn } from '@/components/form';",
          'export const all = [Form, FormField, useSchemaForm, useWatch];',
          'export type X = UseFormReturn;',
          '',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });

    it('keeps the feature-index rule in the form folder', async () => {
      const errors = await importErrors(
        'apps/web/src/components/form/sneaky.ts',
        "import { x } from '@/features/orders/api/get-order';\nexport const y = x;\n",
      );
      expect(errors).toHaveLength(1);
    });
  },
);
