import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MESSAGES, STORAGE_KEYS } from '@campus-threads/contract';
import { newPage, snapshot, uniqueEmail } from './browser';
import { baseURL, logIn, logOut, useBrowser } from './helpers';

const getBrowser = useBrowser();

describe('accounts in the browser', () => {
  it('signs up, shows the first name, logs out, logs in, changes the password', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    const email = uniqueEmail('riya');
    const firstPassword = 'Campus@2026';
    const secondPassword = 'Hostel#2027';

    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Riya Baruah');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Confirm password').fill(firstPassword);
    await snapshot(page, 'signup-filled');
    await page.getByRole('button', { name: 'Create account' }).click();

    const menu = page.getByRole('button', { name: /Account menu for Riya/ }).first();
    await menu.waitFor();
    await expect(menu.textContent()).resolves.toContain('Riya');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token),
    ).toBeTruthy();

    await logOut(page, 'Riya');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
    await page
      .getByRole('link', { name: /log ?in/i })
      .first()
      .waitFor();

    // A wrong password keeps the shopper on /login with the spec's message.
    await page.goto('/login');
    await logIn(page, email, 'Wrong@12345');
    await page.getByText(AUTH_MESSAGES.invalidCredentials).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(page, email, firstPassword);
    await page
      .getByRole('button', { name: /Account menu for Riya/ })
      .first()
      .waitFor();

    // Change the password in settings; the old one stops working, the new one works.
    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill(firstPassword);
    await page.getByLabel('New password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Confirm new password').fill(firstPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText(PASSWORD_MESSAGES.mustDiffer).first().waitFor();

    await page.getByLabel('New password', { exact: true }).fill(secondPassword);
    await page.getByLabel('Confirm new password').fill(secondPassword);
    await snapshot(page, 'settings-password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText(PASSWORD_MESSAGES.updated).first().waitFor();

    // The session survives the change (the new token was stored) ...
    await page.reload();
    await page
      .getByRole('button', { name: /Account menu for Riya/ })
      .first()
      .waitFor();
    await logOut(page, 'Riya');

    // ... the old password no longer works, the new one does.
    await page.goto('/login');
    await logIn(page, email, firstPassword);
    await page.getByText(AUTH_MESSAGES.invalidCredentials).first().waitFor();
    await logIn(page, email, secondPassword);
    await page
      .getByRole('button', { name: /Account menu for Riya/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('sends a signed-out visitor from /dashboard to /login and back after logging in', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto('/dashboard/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, 'customer@campusthreads.test', 'Customer@12345');
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Chitra Customer');
    await context.close();
  });

  it('keeps non-admins out of /admin', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto('/login');
    await logIn(page, 'customer@campusthreads.test', 'Customer@12345');
    await page
      .getByRole('button', { name: /Account menu for Chitra/ })
      .first()
      .waitFor();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows a profile validation error and saves a valid phone', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto('/login');
    await logIn(page, 'seller@campusthreads.test', 'Seller@12345');
    await page
      .getByRole('button', { name: /Account menu for Sameer/ })
      .first()
      .waitFor();
    await page.goto('/dashboard/settings');
    const phone = page.getByLabel('Phone');
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Please enter a valid 10-digit phone number').first().waitFor();
    await phone.fill('91234 56789');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.reload();
    await expect(page.getByLabel('Phone').inputValue()).resolves.toBe('9123456789');
    await context.close();
  });
});
