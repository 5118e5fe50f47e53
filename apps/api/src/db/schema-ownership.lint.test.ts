import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../../../../scripts/eslint/untyped-probe-config.js';

// The repository's own ESLint config, run on made-up files: it must refuse a module that imports
// another module's tables or the whole schema barrel, and accept a module's own tables.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: untypedProbeConfig });

async function ownershipErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'campus/module-owns-tables')
    .map((m) => m.message);
}

describe('a module owns its tables (eslint campus/module-owns-tables)', { timeout: 60_000 }, () => {
  it("refuses another module's tables", async () => {
    const errors = await ownershipErrors(
      'apps/api/src/modules/payments/sneaky.ts',
      "import { cartItems } from '../../db/schema/cart';\nexport const table = cartItems;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('db/schema/cart belongs to modules/cart');
  });

  it('refuses the whole schema barrel, however it is spelled', async () => {
    for (const source of ['../../db/schema', '../../db/schema/index', '../../db/schema/index.ts']) {
      const errors = await ownershipErrors(
        'apps/api/src/modules/orders/sneaky.ts',
        `export * from '${source}';\n`,
      );
      expect(errors, source).toHaveLength(1);
    }
  });

  it('refuses a type-only import too, and tables in lib/', async () => {
    expect(
      await ownershipErrors(
        'apps/api/src/modules/orders/sneaky.ts',
        "import type { PaymentRow } from '../../db/schema/payments';\nexport type P = PaymentRow;\n",
      ),
    ).toHaveLength(1);
    expect(
      await ownershipErrors(
        'apps/api/src/lib/sneaky.ts',
        "import { users } from '../db/schema/users';\nexport const table = users;\n",
      ),
    ).toHaveLength(1);
  });

  it('gives designs and accessories one table file each; suggestions, products and demo/ none', async () => {
    const foreign = await ownershipErrors(
      'apps/api/src/modules/accessories/sneaky.ts',
      "import { designs } from '../../db/schema/designs';\nexport const table = designs;\n",
    );
    expect(foreign).toHaveLength(1);
    expect(foreign[0]).toContain('db/schema/designs belongs to modules/designs');
    for (const owner of ['suggestions', 'products']) {
      expect(
        await ownershipErrors(
          `apps/api/src/modules/${owner}/sneaky.ts`,
          "import { accessories } from '../../db/schema/accessories';\nexport const table = accessories;\n",
        ),
        owner,
      ).toHaveLength(1);
    }
    const demo = await ownershipErrors(
      'apps/api/src/demo/sneaky.ts',
      "import { designs } from '../db/schema/designs';\nexport const table = designs;\n",
    );
    expect(demo).toEqual([
      'demo/ owns no tables: put the query in the module that owns db/schema/designs.',
    ]);
    expect(
      await ownershipErrors(
        'apps/api/src/modules/designs/fine.ts',
        "import { designs } from '../../db/schema/designs';\nexport const table = designs;\n",
      ),
    ).toEqual([]);
  });

  it("accepts a module's own tables, also from a nested folder", async () => {
    expect(
      await ownershipErrors(
        'apps/api/src/modules/cart/fine.ts',
        "import { cartItems } from '../../db/schema/cart';\nexport const table = cartItems;\n",
      ),
    ).toEqual([]);
    expect(
      await ownershipErrors(
        'apps/api/src/modules/payments/providers/simulator/fine.ts',
        "import { simulatorPayments } from '../../../../db/schema/payments';\nexport const table = simulatorPayments;\n",
      ),
    ).toEqual([]);
  });

  it('leaves tests and db/ free to read any table', async () => {
    expect(
      await ownershipErrors(
        'apps/api/src/modules/payments/fine.test.ts',
        "import { accessories } from '../../db/schema';\nexport const table = accessories;\n",
      ),
    ).toEqual([]);
    expect(
      await ownershipErrors(
        'apps/api/src/db/fine.ts',
        "import * as schema from './schema';\nexport const all = schema;\n",
      ),
    ).toEqual([]);
  });
});
