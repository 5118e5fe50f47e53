import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  SITE_SETTINGS_QUERY_KEY,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { createDesign, createUser, type CreatedUser } from '../../test/factories';
import { PAGE_DATA_ELEMENT_ID } from './page-hints';

/** A stand-in build: the shell and a manifest with the entry, a shared chunk and two pages. */
const webDist = mkdtempSync(join(tmpdir(), 'ct-web-dist-'));
mkdirSync(join(webDist, '.vite'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html>\n<html lang="en-IN">\n  <head>\n    <title>Campus Threads</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
);
writeFileSync(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react.js'],
      assets: ['assets/inter-latin-1.woff2', 'assets/logo-1.svg'],
    },
    '_react.js': { file: 'assets/react-1.js' },
    '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
    'src/features/home/pages/home.tsx': { file: 'assets/home-1.js', isDynamicEntry: true },
    'src/features/catalog/pages/category.tsx': {
      file: 'assets/category-1.js',
      isDynamicEntry: true,
      imports: ['_card.js', '_react.js'],
    },
    'src/features/cart/pages/cart.tsx': { file: 'assets/cart-1.js', isDynamicEntry: true },
  }),
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

type PageDataEntry = { key: unknown[]; data: unknown };

function allPageData(html: string): PageDataEntry[] {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as PageDataEntry[]) : [];
}

const isSettings = (entry: PageDataEntry) =>
  JSON.stringify(entry.key) === JSON.stringify(SITE_SETTINGS_QUERY_KEY);

/** The catalogue entries of a page's data (every hinted page also carries the site settings). */
function pageData(html: string): PageDataEntry[] {
  return allPageData(html).filter((entry) => !isSettings(entry));
}

describe.each(testDatabaseKinds())('pages served with their hints on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEB_DIST_DIR: webDist } });
  let seller: CreatedUser;
  let approvedId: string;
  let pendingId: string;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Hint Seller' });
    approvedId = (await createDesign(t.app, seller.user._id, { title: 'Hinted </script> Tee' })).id;
    pendingId = (
      await createDesign(t.app, seller.user._id, {
        title: 'Pending Hint Tee',
        status: 'pending',
        adminRemarks: 'Needs a sharper print',
      })
    ).id;
  });

  it('answers the casual listing with its first API page, its images preloaded and its chunks', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/category/casual' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/tshirts?category=casual&targetAudience=LADIES&sort=newest&page=1&limit=12',
    });
    const [entry, ...rest] = pageData(page.body);
    expect(rest).toEqual([]);
    // The web app's query key for the default view (category-view.ts categoryListParams).
    expect(entry!.key).toEqual([
      'tshirts',
      'list',
      { category: 'casual', targetAudience: 'LADIES', sort: 'newest', page: 1, limit: 12 },
    ]);
    expect(entry!.data).toEqual(api.json<TshirtListResponse>());
    const first = api.json<TshirtListResponse>().tshirts[0]!;
    expect(page.body).toContain(
      `<link rel="preload" as="image" href="${first.images[0]}" fetchpriority="high">`,
    );
    // The page's own chunks, not the ones the shell already loads.
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/category-1.js">',
    );
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(page.body).not.toContain('href="/assets/react-1.js"');
  });

  it('keeps the listing page’s filters: the men’s view carries the men’s list', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/category/casual?targetAudience=MEN&page=2',
    });
    const [entry] = pageData(page.body);
    expect(entry!.key[2]).toMatchObject({ targetAudience: 'MEN', page: 2 });
    const bad = await t.app.inject({ method: 'GET', url: '/category/casual?sort=cheapest-first' });
    expect(bad.statusCode).toBe(200);
    expect(pageData(bad.body)).toEqual([]);
  });

  it('sends a product page its design with the title escaped inside the data block', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/product/${approvedId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Hinted </script>');
    const [entry] = pageData(page.body);
    expect(entry!.key).toEqual(['tshirts', 'detail', approvedId]);
    const api = await t.app.inject({ method: 'GET', url: `/api/tshirts/${approvedId}` });
    expect(entry!.data).toEqual(api.json<Tshirt>());
    expect((entry!.data as Tshirt).title).toBe('Hinted </script> Tee');
    expect(page.body).toContain(`href="${api.json<Tshirt>().images[0]}" fetchpriority="high"`);
  });

  it('splices seller text with `$` patterns into the product and listing pages as it is', async () => {
    // String.replace reads $` $' $& $$ in its replacement: each would paste parts of the page.
    const title = "Dollar $` $' $& $$ $1 </script> Tee";
    const description = "Costs $$5, $&, $` and $' </script><!-- end";
    const id = (await createDesign(t.app, seller.user._id, { title, description })).id;
    const api = (await t.app.inject({ method: 'GET', url: `/api/tshirts/${id}` })).json<Tshirt>();

    const page = await t.app.inject({ method: 'GET', url: `/product/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(page.body.match(/<\/html>/g)).toHaveLength(1);
    const [entry] = pageData(page.body);
    expect(entry!.data).toEqual(api);
    expect((entry!.data as Tshirt).title).toBe(title);
    expect((entry!.data as Tshirt).description).toBe(description);

    const listing = await t.app.inject({ method: 'GET', url: '/category/casual' });
    expect(listing.body.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    const [list] = pageData(listing.body);
    const listed = (list!.data as TshirtListResponse).tshirts.find((tee) => tee._id === id);
    expect(listed?.title).toBe(title);
  });

  it('never puts a design shoppers cannot see (or its remarks) in the HTML, even for its seller', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/product/${pendingId}`,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(pageData(page.body)).toEqual([]);
    expect(page.body).not.toContain('Pending Hint Tee');
    expect(page.body).not.toContain('sharper print');
    const unknown = await t.app.inject({ method: 'GET', url: '/product/not-an-id' });
    expect(unknown.statusCode).toBe(200);
    expect(pageData(unknown.body)).toEqual([]);
  });

  it('answers home with its chunk and the web font preloaded and compresses the HTML it builds', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(page.rawPayload).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-1.woff2">',
    );
    expect(html).not.toContain('logo-1.svg');
    expect(pageData(html)).toEqual([]);
    // The site settings come with every hinted page, as GET /api/settings answers them.
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(allPageData(html).filter(isSettings)).toEqual([
      { key: [...SITE_SETTINGS_QUERY_KEY], data: settings.json() },
    ]);
    // The cart is a landing page too: its chunk comes with the HTML.
    const cart = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-1.js">');
    // Other pages are the plain shell.
    const orders = await t.app.inject({ method: 'GET', url: '/orders' });
    expect(orders.statusCode).toBe(200);
    expect(orders.body).not.toContain('modulepreload');
    expect(orders.body).not.toContain('as="font"');
  });
});
