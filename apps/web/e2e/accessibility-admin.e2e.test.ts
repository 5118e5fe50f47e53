import { describe, it } from 'vitest';
import { checkPages, login } from './axe';
import { useBrowser } from './helpers';

/** axe-core on the admin area as the demo admin, at 1280 and 390 px (see accessibility.e2e.test.ts). */

const getBrowser = useBrowser();

describe('accessibility of the admin area (axe-core, WCAG 2.1 A and AA)', () => {
  it('the admin pages', async () => {
    const admin = await login('admin');
    await checkPages(
      getBrowser(),
      [
        '/admin',
        '/admin/users',
        '/admin/designs',
        '/admin/accessories',
        '/admin/orders',
        '/admin/payouts',
        '/admin/settings',
        '/admin/audit',
      ],
      admin.token,
    );
  });
});
