import { describe, expect, it } from 'vitest';
import {
  ADMIN_USERS_MESSAGES,
  DEMO_ACCOUNTS,
  type AdminDashboardStats,
  type AuthResponse,
} from '@campus-threads/contract';
import { hasHorizontalOverflow, PHONE, snapshot } from './browser';
import { apiJson, baseURL, register, signedInPage, useBrowser } from './helpers';

/** The admin dashboard with its chart, and the users screen (docs/decisions/0018). */
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const getBrowser = useBrowser();

const login = (account: { email: string; password: string }) =>
  apiJson<AuthResponse>('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: account.email, password: account.password }),
  });

const statusOf = async (path: string, token: string) =>
  (await fetch(`${baseURL}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('the admin dashboard and users screens in the browser', () => {
  it('shows the figures and the chart, makes a user admin and deletes another', async () => {
    const admin = await login(ADMIN);
    const tag = `Qz${Date.now().toString(36)}`;
    const candidate = await register(`Priya ${tag}`);
    const leaving = await register(`Leena ${tag}`);
    const stats = await apiJson<AdminDashboardStats>('/dashboard/admin', { token: admin.token });

    const { context, page } = await signedInPage(getBrowser(), admin.token);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.locator('[data-stat="Total Orders"]').waitFor();
    await expect(page.locator('[data-stat="Total Orders"]').textContent()).resolves.toBe(
      stats.totalOrders.toLocaleString('en-IN'),
    );
    // The chart draws (uPlot's canvas), and screen readers get its summary and table.
    await page.locator('[data-chart="orders"] canvas').first().waitFor();
    await expect(page.locator('[data-chart-summary]').textContent()).resolves.toMatch(
      /orders? worth ₹|No orders/,
    );
    await expect(page.locator('[data-chart-table] tbody tr').count()).resolves.toBe(30);
    // That hidden table's rows once hung below the footer as a blank strip (docs/decisions/0036).
    const belowFooter = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
    );
    expect(belowFooter).toBeLessThanOrEqual(1);
    for (const href of [
      '/admin/orders',
      '/admin/designs',
      '/dashboard/upload-history',
      '/dashboard/upload',
    ])
      await expect(page.locator(`main a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    await snapshot(page, 'desktop-admin-dashboard');

    // The users screen: search (debounced) finds the two new accounts.
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    const me = page.locator(`[data-user-id="${admin._id}"]`);
    await page.getByLabel('Search users').fill(tag);
    await page.locator('[data-page-summary]').getByText('Showing 1–2 of 2 users').waitFor();

    const candidateRow = page.locator(`[data-user-id="${candidate._id}"]`);
    await candidateRow.getByRole('button', { name: `Make admin: ${candidate.fullName}` }).click();
    const roleDialog = page.getByRole('dialog', { name: `Make ${candidate.fullName} an admin?` });
    await roleDialog.getByRole('button', { name: 'Make admin' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await candidateRow.locator('[data-role]').getByText('Admin', { exact: true }).waitFor();
    await candidateRow
      .getByRole('button', { name: `Remove admin: ${candidate.fullName}` })
      .waitFor();
    expect(await statusOf('/users', candidate.token)).toBe(200);

    const leavingRow = page.locator(`[data-user-id="${leaving._id}"]`);
    await leavingRow.getByRole('button', { name: `Delete ${leaving.fullName}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete user' });
    await deleteDialog.getByText(ADMIN_USERS_MESSAGES.deleteConfirm).waitFor();
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(ADMIN_USERS_MESSAGES.deleted).waitFor();
    await leavingRow.waitFor({ state: 'detached' });
    await page.locator('[data-page-summary]').getByText('Showing 1–1 of 1 user').waitFor();
    expect(await statusOf('/users/profile', leaving.token)).toBe(401);
    await snapshot(page, 'desktop-admin-users');

    // The admin's own row: marked "You", its buttons disabled.
    await page.getByLabel('Search users').fill(ADMIN.email);
    await me.waitFor();
    await me.getByText('You', { exact: true }).waitFor();
    await expect(me.getByRole('button', { name: /Remove admin/ }).isDisabled()).resolves.toBe(true);
    await expect(me.getByRole('button', { name: /Delete/ }).isDisabled()).resolves.toBe(true);
    await context.close();

    // On a phone both screens fit the width (cards, the chart resized).
    const phone = await signedInPage(getBrowser(), admin.token, PHONE);
    await phone.page.goto('/admin/users');
    await phone.page.locator(`[data-user-id="${candidate._id}"]`).waitFor();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-admin-users');
    await phone.page.goto('/admin');
    await phone.page.locator('[data-chart="orders"] canvas').first().waitFor();
    expect(await hasHorizontalOverflow(phone.page)).toBe(false);
    await snapshot(phone.page, 'phone-admin-dashboard');
    await phone.context.close();
  });
});
