import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../../../../scripts/eslint/untyped-probe-config.js';

// The repository's own ESLint config, run on made-up files: a module may import another module only
// as the table in scripts/eslint/module-dependencies.js says, and a table with a cycle is refused
// (docs/decisions/0037).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: untypedProbeConfig });

async function dependencyErrors(filePath: string, code: string, linter = eslint) {
  const [result] = await linter.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'campus/module-dependencies')
    .map((m) => m.message);
}

/** The repository's config with another table in place of the real one. */
function withTable(allowed: Record<string, string[]>) {
  const overrideConfig: Linter.Config = {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'campus/module-dependencies': ['error', { allowed }] },
  };
  return new ESLint({ cwd: repoRoot, overrideConfig: [untypedProbeConfig, overrideConfig] });
}

describe('modules depend one way (eslint campus/module-dependencies)', { timeout: 60_000 }, () => {
  it('refuses an import the table does not allow, a type-only one too', async () => {
    // payments depends on orders, so orders importing payments would close a cycle.
    const errors = await dependencyErrors(
      'apps/api/src/modules/orders/sneaky.ts',
      "import type { PaymentsService } from '../payments/payments.service';\nexport type P = PaymentsService;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('modules/orders may not import modules/payments');
    expect(
      await dependencyErrors(
        'apps/api/src/modules/users/nested/sneaky.ts',
        "export { removeCartOf } from '../../cart/remove-user-cart';\n",
      ),
    ).toHaveLength(1);
    expect(
      await dependencyErrors(
        'apps/api/src/modules/designs/sneaky.ts',
        "export const later = () => import('../users/user-admin.service');\n" +
          "export * from '../orders/user-removal';\n",
      ),
    ).toHaveLength(1); // designs may import users (the seller's name), never orders
  });

  it('keeps the catalogue modules apart: designs and accessories never import each other', async () => {
    const designsToAccessories = await dependencyErrors(
      'apps/api/src/modules/designs/sneaky.ts',
      "import type { AccessoriesService } from '../accessories/accessories.service';\nexport type A = AccessoriesService;\n",
    );
    expect(designsToAccessories).toHaveLength(1);
    expect(designsToAccessories[0]).toContain('modules/designs may not import modules/accessories');
    expect(
      await dependencyErrors(
        'apps/api/src/modules/accessories/sneaky.ts',
        "export { sortPriceOf } from '../designs/design-pricing';\n",
      ),
    ).toHaveLength(1);
    // Only suggestions and products join the two; neither is imported back.
    expect(
      await dependencyErrors(
        'apps/api/src/modules/designs/sneaky.ts',
        "export { priceChoices } from '../products/choice-pricing';\n",
      ),
    ).toHaveLength(1);
    expect(
      await dependencyErrors(
        'apps/api/src/modules/suggestions/fine.ts',
        [
          "import { ACCESSORY_NAMES } from '../accessories/accessory-names';",
          "import { DESIGN_NAMES } from '../designs/design-names';",
          'export const all = [ACCESSORY_NAMES, DESIGN_NAMES];',
        ].join('\n') + '\n',
      ),
    ).toEqual([]);
  });

  it('accepts what the table allows, the module itself, lib/, db/ and packages', async () => {
    expect(
      await dependencyErrors(
        'apps/api/src/modules/payments/fine.ts',
        [
          "import type { OrdersService } from '../orders/orders.service';",
          "import { priceChoices } from '../products/choice-pricing';",
          "import { reserveStock } from '../accessories/accessory-stock';",
          "import type { Refunds } from './refunds';",
          "import { AppError } from '../../lib/errors';",
          "import { payments } from '../../db/schema/payments';",
          "import { z } from 'zod';",
          'export const all = [priceChoices, reserveStock, AppError, payments, z];',
          'export type T = OrdersService | Refunds;',
        ].join('\n') + '\n',
      ),
    ).toEqual([]);
  });

  it('leaves the composition root (app.ts, app/), demo/ and tests free to import any module', async () => {
    const code =
      "import { ordersRoutes } from './modules/orders/orders.routes';\nexport const r = ordersRoutes;\n";
    expect(await dependencyErrors('apps/api/src/app.ts', code)).toEqual([]);
    expect(
      await dependencyErrors(
        'apps/api/src/app/services.ts',
        "import { createOrdersService } from '../modules/orders/orders.service';\nexport const c = createOrdersService;\n",
      ),
    ).toEqual([]);
    expect(
      await dependencyErrors(
        'apps/api/src/demo/fine.ts',
        "import type { PaymentsService } from '../modules/payments/payments.service';\nexport type P = PaymentsService;\n",
      ),
    ).toEqual([]);
    expect(
      await dependencyErrors(
        'apps/api/src/modules/users/fine.test.ts',
        "import { cartUserRemoval } from '../cart/remove-user-cart';\nexport const s = cartUserRemoval;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a table with a cycle, however long the way round', async () => {
    const errors = await dependencyErrors(
      'apps/api/src/modules/a/fine.ts',
      'export const x = 1;\n',
      withTable({ a: ['b'], b: ['c'], c: ['a'] }),
    );
    expect(errors).toEqual([
      'The table of module dependencies has a cycle: a → b → c → a. Modules must depend one way.',
    ]);
    const direct = await dependencyErrors(
      'apps/api/src/modules/orders/fine.ts',
      'export const x = 1;\n',
      withTable({ orders: ['payments'], payments: ['orders'] }),
    );
    expect(direct).toHaveLength(1);
    expect(direct[0]).toContain('orders → payments → orders');
  });

  it('asks a module missing from the table to be added', async () => {
    const errors = await dependencyErrors(
      'apps/api/src/modules/gift-cards/gift-cards.service.ts',
      'export const x = 1;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('modules/gift-cards is not in the table');
  });

  it("names every module folder in the repository's table, which has no cycle", async () => {
    const modulesDir = fileURLToPath(new URL('.', import.meta.url));
    const folders = readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      // A file with no imports: only the table's own checks (a cycle, a missing module) can fire.
      expect(
        await dependencyErrors(`apps/api/src/modules/${folder.name}/probe.ts`, 'export {};\n'),
        folder.name,
      ).toEqual([]);
    }
  });
});

describe('schema files import each other one way', () => {
  it('has no cycle among db/schema/*.ts', () => {
    const schemaDir = fileURLToPath(new URL('../db/schema/', import.meta.url));
    const imports = new Map<string, string[]>();
    for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(schemaDir + file, 'utf8');
      const targets = [...text.matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]!);
      imports.set(file.replace(/\.ts$/, ''), targets);
    }
    expect(imports.get('orders')).toContain('payments'); // the order's payment_id foreign key
    const done = new Set<string>();
    const cycles: string[] = [];
    function visit(name: string, path: string[]) {
      if (path.includes(name)) return void cycles.push([...path, name].join(' → '));
      if (done.has(name)) return;
      for (const next of imports.get(name) ?? []) visit(next, [...path, name]);
      done.add(name);
    }
    for (const name of imports.keys()) visit(name, []);
    expect(cycles).toEqual([]);
  });
});
