import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@campus-threads/contract';
import { DESKTOP, PHONE, hasHorizontalOverflow, newPage, snapshot } from './browser';
import { baseURL, useBrowser } from './helpers';

const getBrowser = useBrowser();

const PAGES = [
  '/',
  '/login',
  '/signup',
  '/faqs',
  '/contact-us',
  '/shipping-policy',
  '/return-policy',
  '/PrivacyPolicy',
  '/termsOfService',
  '/not-found',
];

describe('shell and static pages', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`renders every public shell page without horizontal overflow on ${label}`, async () => {
      const { context, page } = await newPage(getBrowser(), baseURL, viewport);
      const consoleErrors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
      });
      for (const path of PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // The shell (header, footer) shows at once; the page's heading arrives with its code.
        await page.locator('footer').first().waitFor();
        await page.locator('main h1').first().waitFor();
        expect(await hasHorizontalOverflow(page), `${path} overflows at ${viewport.width}px`).toBe(
          false,
        );
        await snapshot(page, `${label}${path.replace(/\//g, '_') || '_home'}`);
      }
      // Signed out, the API answers 401 to nothing here; any CSP violation would be logged as an error.
      expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }

  it('falls back to the app for client routes and shows a JSON 404 for unknown API paths', async () => {
    const deep = await fetch(`${baseURL}/category/casual`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const api = await fetch(`${baseURL}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it('asks a signed-out visitor to log in from the footer collection links', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    await page.goto('/faqs');
    // The page first, so its arrival does not move the footer under the click.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('footer').getByRole('button', { name: 'Hostel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(GENERIC_MESSAGES.authRequiredTitle).waitFor();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('uses a dark header on home and a light one on the cart page', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL);
    const headerLightness = async () =>
      page
        .locator('header')
        .first()
        .evaluate((el) => {
          const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g)!.map(Number);
          return (r! + g! + b!) / 3;
        });
    await page.goto('/');
    expect(await headerLightness()).toBeLessThan(80);
    await page.goto('/cart');
    expect(await headerLightness()).toBeGreaterThan(200);
    await context.close();
  });

  it('opens the mobile menu on a phone', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /log ?in/i })
      .first()
      .waitFor();
    await snapshot(page, 'phone-menu');
    await context.close();
  });
});
