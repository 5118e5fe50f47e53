import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

let addressCount = 0;

/**
 * A network address of its own for each shopper the tests play (the server trusts 127.0.0.1 as
 * its proxy: global-setup.ts). Real shoppers come from many addresses; without this every test's
 * sign-ups share one, and the per-address limit of 10 a minute refuses a fast machine's runs.
 */
export function shopperAddress(): string {
  addressCount += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    extraHTTPHeaders: { 'x-forwarded-for': shopperAddress() },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot for a person to look at when E2E_SCREENSHOTS names a folder. */
export async function snapshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** True when the page is wider than its viewport (horizontal scrolling on a phone). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

export function uniqueEmail(prefix = 'shopper') {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
