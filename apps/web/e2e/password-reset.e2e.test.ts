import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  EMAIL_PREFERENCE_TEXTS,
  HTTP_ERROR_MESSAGES,
  MAIL_SUBJECTS,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  STORAGE_KEYS,
  type Profile,
  type TshirtListResponse,
} from '@campus-threads/contract';
import type { Page } from 'playwright-core';
import { axeFindings, checkPages, describeFindings, toastsSettled } from './axe';
import { DESKTOP, newPage, PHONE, snapshot, uniqueEmail } from './browser';
import {
  apiJson,
  baseURL,
  fillDelivery,
  logIn,
  logOut,
  register,
  signedInPage,
  useBrowser,
} from './helpers';
import { waitForMail } from './mailbox';

const getBrowser = useBrowser();
const NEW_PASSWORD = 'Library#2028';

const accountMenu = (page: Page, firstName: string) =>
  page.getByRole('button', { name: new RegExp(`Account menu for ${firstName}`) }).first();

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.save }).click();
}

async function expectNoAxeFindings(page: Page, where: string) {
  await toastsSettled(page);
  const findings = await axeFindings(page);
  expect(describeFindings(where, findings), 'axe found violations').toBe('');
}

// A forgotten password, from the login page to the e-mail (read from the e2e SMTP
// server, apps/web/e2e/mail-catcher.ts) and back, signed in with the new password.
describe('password reset in the browser', () => {
  it('asks on /forgot-password, opens the e-mailed link, sets a new password and is signed in', async () => {
    const shopper = await register('Ishaan Bora');
    const { context, page } = await newPage(getBrowser(), baseURL);

    // From the login page: the address typed there comes along.
    await page.goto('/login');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('link', { name: PASSWORD_RESET_MESSAGES.forgotLink }).click();
    await page.waitForURL((url) => url.pathname === PASSWORD_RESET_PATHS.forgot);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(shopper.email);
    await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.send }).click();
    await page.getByText(PASSWORD_RESET_MESSAGES.sent).waitFor();

    // The e-mail's link, as the shopper's mail program shows it: this server's reset page.
    const mail = await waitForMail(shopper.email, MAIL_SUBJECTS.passwordReset);
    const link = /https?:\/\/\S+?\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(link!.startsWith(`${baseURL}${PASSWORD_RESET_PATHS.reset}?token=`)).toBe(true);
    expect(mail.html).toContain(link);

    await page.goto(link!);
    await page.getByRole('heading', { name: PASSWORD_RESET_MESSAGES.resetTitle }).waitFor();
    // The sign-up's rules, with their checklist.
    await setNewPassword(page, 'short');
    await page.getByText(PASSWORD_MESSAGES.tooShort).first().waitFor();
    await page.getByRole('list', { name: 'Requirements' }).waitFor();
    await setNewPassword(page, NEW_PASSWORD);

    // Signed in as a login would be, on the home page, with the toast.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(PASSWORD_RESET_MESSAGES.done).first().waitFor();
    await accountMenu(page, 'Ishaan').waitFor();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token),
    ).toBeTruthy();

    // The link works once: opened again, it is refused at once, with no form to fill.
    await page.goto(link!);
    await page.getByText(PASSWORD_RESET_MESSAGES.tokenInvalid).waitFor();
    await expect(page.getByLabel('New password', { exact: true }).count()).resolves.toBe(0);

    // Signed out, the old password fails and the new one signs in.
    await page.goto('/');
    await logOut(page, 'Ishaan');
    await page.goto('/login');
    await logIn(page, shopper.email, shopper.password);
    await page.getByText(AUTH_MESSAGES.invalidCredentials).first().waitFor();
    await logIn(page, shopper.email, NEW_PASSWORD);
    await accountMenu(page, 'Ishaan').waitFor();
    await context.close();
  });

  it('says so for a link without a token or one the server does not take, at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(getBrowser(), baseURL, viewport);
      await page.goto(PASSWORD_RESET_PATHS.reset);
      await page.getByText(PASSWORD_RESET_MESSAGES.tokenMissing).waitFor();
      await expect(page.getByLabel('New password', { exact: true }).count()).resolves.toBe(0);

      // Checked when the page opens: refused before anything is typed.
      await page.goto(`${PASSWORD_RESET_PATHS.reset}?token=x`);
      await page.getByText(PASSWORD_RESET_MESSAGES.tokenInvalid).waitFor();
      await expect(page.getByLabel('New password', { exact: true }).count()).resolves.toBe(0);
      await snapshot(page, `reset-password-invalid-${viewport.width}`);
      await expectNoAxeFindings(page, `reset link refused at ${viewport.width} px`);
      // Nobody was signed in by a refused link.
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBe(
        null,
      );
      await page.getByRole('link', { name: PASSWORD_RESET_MESSAGES.askAgain }).click();
      await page.getByRole('heading', { name: PASSWORD_RESET_MESSAGES.forgotTitle }).waitFor();
      await context.close();
    }
  });

  it('answers an address without an account the same, and says clearly when asked too often', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    const email = uniqueEmail('nobody');
    await page.goto(PASSWORD_RESET_PATHS.forgot);
    for (let ask = 1; ask <= PASSWORD_RESET_LIMITS.perEmail; ask += 1) {
      if (ask > 1) await page.getByRole('button', { name: 'Use another e-mail' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.send }).click();
      await page.getByText(PASSWORD_RESET_MESSAGES.sent).waitFor();
    }
    await snapshot(page, 'forgot-password-sent-390');
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: PASSWORD_RESET_MESSAGES.send }).click();
    await page.getByRole('alert').getByText(HTTP_ERROR_MESSAGES.tooManyRequests).waitFor();
    await expect(page.getByText(PASSWORD_RESET_MESSAGES.sent).count()).resolves.toBe(0);
    await snapshot(page, 'forgot-password-429-390');
    await context.close();
  });

  it("links the checkout's 'this email has an account' path to /forgot-password", async () => {
    const existing = await register('Pallavi Deka');
    const { tshirts } = await apiJson<TshirtListResponse>('/tshirts?limit=1');
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    await page.goto(`/product/${tshirts[0]!.id}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    await page.goto('/checkout');
    await page.getByLabel('Full name').fill('Pallavi Deka');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Phone').fill('9876543210');
    await fillDelivery(page);
    const forgot = page.getByRole('link', { name: PASSWORD_RESET_MESSAGES.checkoutHint });
    await expect(forgot.count()).resolves.toBe(0);
    await page.getByLabel('Password').fill('Wrong@12345');
    await page.getByRole('button', { name: /^Place Order · ₹/ }).click();
    await page.getByText(CHECKOUT_MESSAGES.emailRegistered).first().waitFor();
    await snapshot(page, 'checkout-forgot-link-390');
    await forgot.click();
    await page.waitForURL((url) => url.pathname === PASSWORD_RESET_PATHS.forgot);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(existing.email);
    await context.close();
  });

  it('passes axe on both pages, the login page with its link and the settings switch, at 1280 and 390 px', async () => {
    await checkPages(
      getBrowser(),
      [
        PASSWORD_RESET_PATHS.forgot,
        PASSWORD_RESET_PATHS.reset,
        `${PASSWORD_RESET_PATHS.reset}?token=x`,
        '/login',
      ],
      null,
    );
    const shopper = await register('Nilim Das');
    await checkPages(getBrowser(), ['/dashboard/settings'], shopper.token);
  });
});

describe('the e-mail updates switch in settings', () => {
  it('turns the optional e-mails off and keeps that', async () => {
    const shopper = await register('Mridul Kalita');
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    await page.goto('/dashboard/settings');
    const toggle = page.getByRole('switch', { name: EMAIL_PREFERENCE_TEXTS.label });
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByText(EMAIL_PREFERENCE_TEXTS.hint).waitFor();

    await toggle.click();
    await page.getByText(EMAIL_PREFERENCE_TEXTS.saved).first().waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await snapshot(page, 'settings-email-off-1280');
    const saved = await apiJson<Profile>('/users/profile', { token: shopper.token });
    expect(saved.emailUpdates).toBe(false);

    await page.reload();
    await expect(
      page.getByRole('switch', { name: EMAIL_PREFERENCE_TEXTS.label }).getAttribute('aria-checked'),
    ).resolves.toBe('false');
    await context.close();
  });
});
