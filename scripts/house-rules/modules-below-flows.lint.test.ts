import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { untypedProbeConfig } from '../eslint/untyped-probe-config.js';
import { repoRoot } from './repo-files';

// The repository's own ESLint config, run on made-up files: nothing under apps/api/src/modules
// imports apps/api/src/flows (campus-layers/modules-below-flows, docs/decisions/0062).
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: untypedProbeConfig });
const RULE = 'campus-layers/modules-below-flows';

async function flowErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('house rule: modules sit below the flows (eslint)', () => {
  it('refuses a module importing a flow, however it is written', async () => {
    const probes = [
      "import { cancelOrder } from '../../flows/cancel-order';\nexport const c = cancelOrder;\n",
      "import type { FlowDeps } from '../../flows/flow-deps';\nexport type D = FlowDeps;\n",
      "export * from '../../flows';\n",
      "export { shipOrder } from '../../flows/ship-order';\n",
      "export const later = () => import('../../flows/deliver-order');\n",
    ];
    for (const code of probes) {
      const errors = await flowErrors('apps/api/src/modules/orders/sneaky.ts', code);
      expect(errors, code).toHaveLength(1);
      expect(errors[0]).toContain('flows sit above the modules');
    }
    // Deeper in a module, and from a module's test, the same.
    expect(
      await flowErrors(
        'apps/api/src/modules/payments/providers/phonepe/sneaky.ts',
        "import { completePayment } from '../../../../flows/complete-payment';\nexport const c = completePayment;\n",
      ),
    ).toHaveLength(1);
    expect(
      await flowErrors(
        'apps/api/src/modules/cart/sneaky.test.ts',
        "import { closeDrop } from '../../flows/close-drop';\nexport const c = closeDrop;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets modules import their own files, other modules, lib and packages', async () => {
    const code =
      "import { z } from 'zod';\n" +
      "import { ORDER_STATUSES } from '@campus-threads/contract';\n" +
      "import { orderFlowsLabel } from './flows-label';\n" +
      "import { pageOffset } from '../../lib/pagination';\n" +
      'export const x = [z, ORDER_STATUSES, orderFlowsLabel, pageOffset];\n';
    expect(await flowErrors('apps/api/src/modules/orders/fine.ts', code)).toEqual([]);
  });

  it('leaves the flows themselves and app/ free to import flows', async () => {
    const code = "import { cancelOrder } from './cancel-order';\nexport const c = cancelOrder;\n";
    expect(await flowErrors('apps/api/src/flows/sneaky.ts', code)).toEqual([]);
    const app =
      "import { cancelOrder } from '../flows/cancel-order';\nexport const c = cancelOrder;\n";
    expect(await flowErrors('apps/api/src/app/sneaky.ts', app)).toEqual([]);
  });
});
