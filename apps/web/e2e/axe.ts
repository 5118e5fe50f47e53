import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { AuthResponse } from '@campus-threads/contract';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from './browser';
import { apiJson, baseURL, CUSTOMER, signedInPage } from './helpers';

/**
 * axe-core in a page. The page's CSP (script-src 'self') refuses an injected <script> element
 * (page.addScriptTag), so the library is evaluated through the DevTools protocol instead, which
 * CSP does not govern; the page under test keeps its real policy.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Best-practice rules Lighthouse scores too: the outline must not skip a level. */
export const EXTRA_RULES = ['heading-order'];

export type AxeFinding = { id: string; impact: string | null; target: string; summary: string };

/** Runs axe on the page as it is now; one finding per failing element. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, extra }) => {
      type Result = {
        violations: {
          id: string;
          impact: string | null;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      };
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<Result> } }).axe;
      const wcag = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
      const more = await axe.run(document, { runOnly: { type: 'rule', values: extra } });
      return [...wcag.violations, ...more.violations].flatMap((v) =>
        v.nodes.map((n) => ({
          id: v.id,
          impact: v.impact,
          target: n.target.map(String).join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
        })),
      );
    },
    { tags: WCAG_TAGS, extra: EXTRA_RULES },
  );
}

/**
 * Waits until every toast on the page is fully shown: one fading in or out blends its colours
 * with the page behind, and axe would measure that moment's contrast, not the toast's.
 */
export async function toastsSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
            (toast) =>
              toast.getAttribute('data-mounted') === 'true' &&
              toast.getAttribute('data-removed') !== 'true' &&
              getComputedStyle(toast).opacity === '1',
          ),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** One line per finding: rule, element and why, under the page it was found on. */
export function describeFindings(where: string, findings: AxeFinding[]): string {
  return findings.map((f) => `${where}: ${f.id} at ${f.target} (${f.summary})`).join('\n');
}

/** The demo accounts (apps/api demo seed). */
const ACCOUNTS = {
  seller: { email: 'seller@campusthreads.test', password: 'Seller@12345' },
  admin: { email: 'admin@campusthreads.test', password: 'Admin@12345' },
  customer: { email: CUSTOMER.email, password: CUSTOMER.password },
};
export type Role = keyof typeof ACCOUNTS;

export const login = (role: Role) =>
  apiJson<AuthResponse>('/auth/login', { method: 'POST', body: JSON.stringify(ACCOUNTS[role]) });

/** Waits until the page has its heading and nothing is still loading (skeletons, spinners). */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('main h1, h1') !== null &&
      document.querySelector(
        '.animate-pulse, [aria-busy="true"], [role="status"][aria-label^="Loading"]',
      ) === null,
    undefined,
    { timeout: 15_000 },
  );
  // Fonts and images decide the colours axe measures behind text.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Every path at one width, in one browser context; each finding as a line. */
async function findingsAt(
  browser: Browser,
  paths: string[],
  token: string | null,
  viewport: typeof DESKTOP,
): Promise<string[]> {
  const { context, page } = token
    ? await signedInPage(browser, token, viewport)
    : await newPage(browser, baseURL, viewport);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    const findings = await axeFindings(page);
    if (findings.length)
      problems.push(describeFindings(`${path} at ${viewport.width} px`, findings));
  }
  await context.close();
  return problems;
}

/** Every path at 1280 and 390 px (both widths at once); all findings in one message. */
export async function checkPages(browser: Browser, paths: string[], token: string | null) {
  const problems = await Promise.all(
    [DESKTOP, PHONE].map((viewport) => findingsAt(browser, paths, token, viewport)),
  );
  expect(problems.flat().join('\n'), 'axe found violations').toBe('');
}
