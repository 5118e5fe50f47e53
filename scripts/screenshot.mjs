// Screenshots of a page as a person sees it, at 1280 and 390 px, signed in as a demo account.
// Usage: node scripts/screenshot.mjs <baseURL> <path> <out-prefix> [admin|seller|customer]
// Writes <out-prefix>-1280.png and <out-prefix>-390.png (full page) and says if the phone view
// scrolls sideways. Start a server first (npm start, or the API with SEED_DEMO=true).
/* global document, window -- page.evaluate runs in the browser */
import { chromium } from 'playwright-core';

const [baseURL, path, prefix, role] = process.argv.slice(2);
if (!baseURL || !path || !prefix) {
  console.error(
    'usage: node scripts/screenshot.mjs <baseURL> <path> <out-prefix> [admin|seller|customer]',
  );
  process.exit(2);
}
const ACCOUNTS = {
  admin: ['admin@campusthreads.test', 'Admin@12345'],
  seller: ['seller@campusthreads.test', 'Seller@12345'],
  customer: ['customer@campusthreads.test', 'Customer@12345'],
};

let token = null;
if (role) {
  const [email, password] = ACCOUNTS[role];
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login as ${role}: ${response.status}`);
  token = (await response.json()).token;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width > 500 ? 900 : 844 },
    });
    if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth + 1,
    );
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
    console.log(`${prefix}-${width}.png${overflow ? '  (the page scrolls sideways!)' : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
}
