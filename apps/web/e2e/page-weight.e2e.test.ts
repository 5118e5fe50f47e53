import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import type { Tshirt, TshirtListResponse } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { webDist } from '../../../scripts/lib/web-build.mjs';
import { PHONE, newPage } from './browser';
import { apiJson, baseURL, useBrowser } from './helpers';

/**
 * Front-end budgets on the production build (docs/PERFORMANCE.md): the home page's initial
 * JavaScript, and the first HTML of the listing and product pages carrying what they need to
 * paint (their data and the largest image: docs/decisions/0027).
 */

/**
 * The home page's initial JavaScript stays under 140 KB gzipped (docs/decisions/0027; 135 until
 * the reviews put a rating on every product card, 136 until the PIN-code states and drop card
 * came).
 */
const HOME_INITIAL_JS_BUDGET_KB = 140;
/** Script files a landing page needs before it runs: entry, runtime, vendor, storefront, page, a few. */
const LANDING_PAGE_MAX_FILES = 8;

const getBrowser = useBrowser();

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** Every chunk a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length / 1024;
}

describe('page weight', () => {
  it('keeps the home page’s initial JavaScript (app shell + home page chunk, gzipped) within 140 KB', () => {
    const manifest = JSON.parse(
      readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    expect(entry).toBe('index.html');
    const home = 'src/features/home/pages/home.tsx';
    expect(manifest[home], 'the home page chunk').toBeDefined();
    const chunks = new Set([...staticClosure(manifest, entry!), ...staticClosure(manifest, home)]);
    const files = [...chunks].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
    // The shell's own list agrees: index.html loads the entry and preloads its imports.
    const html = readFileSync(join(webDist, 'index.html'), 'utf8');
    for (const key of staticClosure(manifest, entry!))
      expect(html).toContain(`/${manifest[key]!.file}`);
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    console.log(`home initial JavaScript: ${files.length} files, ${total.toFixed(1)} KB gzip`);
    expect(total).toBeGreaterThan(50); // React alone: a sum that small means files were missed
    expect(total).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET_KB);
  });

  it('starts each storefront landing page with a handful of files (docs/decisions/0028)', () => {
    const manifest = JSON.parse(
      readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const pages = [
      'src/features/home/pages/home.tsx',
      'src/features/catalog/pages/category.tsx',
      'src/features/catalog/pages/product.tsx',
    ];
    for (const page of pages) {
      const chunks = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, page)]);
      // Each file is a request, and a phone on HTTP/1.1 has six connections: left to the bundler's
      // defaults the listing needed 43 files, most under 1 KB.
      expect(chunks.size, `${page}: ${[...chunks].join(', ')}`).toBeLessThanOrEqual(
        LANDING_PAGE_MAX_FILES,
      );
    }
  });

  it('paints the casual listing from the HTML’s data, its first image preloaded, with no list or settings call', async () => {
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    const listCalls: string[] = [];
    const settingsCalls: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/tshirts') listCalls.push(request.url());
      if (pathname === '/api/settings') settingsCalls.push(request.url());
    });
    const response = await page.goto('/category/casual');
    const html = (await response!.text()) ?? '';
    const expected = await apiJson<TshirtListResponse>(
      '/tshirts?category=casual&targetAudience=LADIES&sort=newest&page=1&limit=12',
    );
    const first = expected.tshirts[0]!;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${first.images[0]}" fetchpriority="high">`,
    );
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article h3').first().textContent()).toBe(first.title);
    expect(await page.locator('main article').count()).toBe(expected.tshirts.length);
    const firstImage = page.locator('main article img').first();
    await expect.poll(() => firstImage.getAttribute('src')).toBe(first.images[0]);
    expect(listCalls).toEqual([]);
    // The site settings (header name, maintenance) came with the HTML too.
    expect(settingsCalls).toEqual([]);

    // A change of view still asks the API.
    await page.getByRole('button', { name: 'MEN', exact: true }).click();
    await expect.poll(() => listCalls.length).toBeGreaterThan(0);
    await context.close();
  });

  it('paints a product from the HTML’s data with its main image preloaded, with no detail call', async () => {
    const list = await apiJson<TshirtListResponse>('/tshirts?category=casual&limit=1');
    const tshirt = await apiJson<Tshirt>(`/tshirts/${list.tshirts[0]!.id}`);
    const { context, page } = await newPage(getBrowser(), baseURL, PHONE);
    const detailCalls: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === `/api/tshirts/${tshirt.id}`)
        detailCalls.push(request.url());
    });
    const response = await page.goto(`/product/${tshirt.id}`);
    const main = tshirt.colorVariants[0]!.images[0]!;
    expect(await response!.text()).toContain(`href="${main}" fetchpriority="high"`);
    await page.getByRole('heading', { level: 1, name: tshirt.title }).waitFor();
    const gallery = page.locator('main img[fetchpriority="high"]').first();
    await expect.poll(() => gallery.getAttribute('src')).toBe(main);
    expect(detailCalls).toEqual([]);
    await context.close();
  });
});
