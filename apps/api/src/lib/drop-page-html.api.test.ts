import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dropPageTitle,
  dropQueryKey,
  dropShareDescription,
  type DropResponse,
} from '@campus-threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { dropsKit } from '../../test/drop-fixtures';
import { createDesign, createUser, type CreatedUser } from '../../test/factories';
import { PAGE_DATA_ELEMENT_ID } from './page-hints';

/**
 * The HTML of /drop/{slug} (docs/decisions/0049): a shared link's preview in WhatsApp or Instagram
 * reads the Open Graph tags, and the web app starts from the drop in the page's data block.
 */

const PUBLIC_URL = 'https://shop.example.in';
const SHELL_TITLE = '<title>Campus Threads</title>';
const SHELL_DESCRIPTION = 'Campus-themed t-shirts and accessories.';

/** A stand-in build: the shell (its title and description as the web app's) and the drop page's chunk. */
const webDist = mkdtempSync(join(tmpdir(), 'ct-drop-dist-'));
mkdirSync(join(webDist, '.vite'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html>\n<html lang="en-IN">\n  <head>\n    ${SHELL_TITLE}\n    <meta\n      name="description"\n      content="${SHELL_DESCRIPTION}"\n    />\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
);
writeFileSync(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_gallery.js': { file: 'assets/gallery-1.js', imports: ['_react.js'] },
    'src/features/drops/drop-page/drop-page.tsx': {
      file: 'assets/drop-page-1.js',
      isDynamicEntry: true,
      imports: ['_gallery.js', '_react.js'],
    },
  }),
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

type PageDataEntry = { key: unknown[]; data: unknown };

function pageData(html: string): PageDataEntry[] {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as PageDataEntry[]) : [];
}

/** The content of `<meta property|name="…">`, as a browser would decode it; null when absent. */
function metaContent(html: string, name: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html);
  return match ? decodeAttribute(match[1]!) : null;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}

describe.each(testDatabaseKinds())('the drop page’s HTML on %s', (kind) => {
  const t = useTestApp(kind, { env: { WEB_DIST_DIR: webDist, PUBLIC_URL } });
  const { call, openDrop, setDrop } = dropsKit(t);
  let seller: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app, { fullName: 'Preview Seller' });
    designId = (await createDesign(t.app, seller.user._id, { title: 'Preview Tee Design' })).id;
  });

  it('carries the drop’s title, description, picture and address for a link preview', async () => {
    const drop = await openDrop(seller, designId, { title: 'Hostel 7 Fest Tee' });
    await setDrop(drop._id, { quantity: 23, sizeTally: { M: 15, L: 8 } });
    const api = await call<DropResponse>('GET', `/api/drops/${drop.slug}`);
    expect(api.status).toBe(200);
    const image = api.body.design.colorVariants[0]!.images[0]!;
    expect(image.startsWith('/')).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: `/drop/${drop.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    const title = dropPageTitle('Hostel 7 Fest Tee', 'Campus Threads');
    const description = dropShareDescription(api.body.drop);
    // 23 joined of a minimum of 20, ₹499 until 30 join: the words a class group sees.
    expect(description).toMatch(
      /^₹499 each · 23 joined · closes \d{1,2} [A-Z][a-z]{2}\. For the fest/,
    );

    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}${image}`);
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/drop/${drop.slug}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe(title);
    expect(metaContent(html, 'twitter:image')).toBe(`${PUBLIC_URL}${image}`);
    // The page's own title and description replace the shop's, once.
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain(SHELL_TITLE);
    expect(metaContent(html, 'description')).toBe(description);
    expect(html).not.toContain(SHELL_DESCRIPTION);
    expect(html.match(/<title>/g)).toHaveLength(1);

    // The web app starts from the same answer as the API, under its query key.
    const entry = pageData(html).find(
      (e) => JSON.stringify(e.key) === JSON.stringify(dropQueryKey(drop.slug)),
    );
    expect(entry?.data).toEqual(api.body);
    // The picture and the page's chunks come with the HTML.
    expect(html).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/drop-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/gallery-1.js">');
    expect(html).not.toContain('href="/assets/react-1.js"');
  });

  it('escapes a hostile title and description in every tag and leaves the page whole', async () => {
    const title = `Tee "><script>alert(1)</script> $& $' & co`;
    const description = `Costs $$5 </script><!-- "quoted" <b>bold</b>`;
    const drop = await openDrop(seller, designId, { title, description });
    const page = await t.app.inject({ method: 'GET', url: `/drop/${drop.slug}` });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>bold');
    expect(html).not.toContain('"quoted"');
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    // Decoded, each tag says exactly what the seller typed (no `$&` pasting parts of the page).
    expect(metaContent(html, 'og:title')).toBe(dropPageTitle(title, 'Campus Threads'));
    expect(metaContent(html, 'og:description')).toContain(description);
    expect(html).toContain(
      `<title>${dropPageTitle(title, 'Campus Threads').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}</title>`,
    );
    const entry = pageData(html).find((e) => JSON.stringify(e.key).includes(drop.slug));
    expect((entry?.data as DropResponse).drop.title).toBe(title);
  });

  it('previews a closed drop as closed', async () => {
    const drop = await openDrop(seller, designId, { title: 'Cancelled Fest Tee' });
    await setDrop(drop._id, { status: 'cancelled' });
    const page = await t.app.inject({ method: 'GET', url: `/drop/${drop.slug}` });
    expect(metaContent(page.body, 'og:description')).toMatch(/^This drop was cancelled/);
  });

  it('serves the plain app shell, without preview tags, for a drop that does not exist', async () => {
    for (const slug of ['no-such-drop-abc123', 'Not_A_Slug']) {
      const page = await t.app.inject({ method: 'GET', url: `/drop/${slug}` });
      expect(page.statusCode, slug).toBe(200);
      expect(page.body, slug).toContain('<div id="root"></div>');
      expect(page.body, slug).toContain(SHELL_TITLE);
      expect(page.body, slug).toContain(SHELL_DESCRIPTION);
      expect(page.body, slug).not.toContain('og:');
      expect(page.body, slug).not.toContain('twitter:');
      expect(
        pageData(page.body).some((e) => JSON.stringify(e.key).startsWith('["drops"')),
        slug,
      ).toBe(false);
    }
  });
});

describe('the drop page’s preview address without PUBLIC_URL', () => {
  const t = useTestApp('pglite', { env: { WEB_DIST_DIR: webDist } });
  const { openDrop } = dropsKit(t);

  it('makes the picture’s address absolute on the shop’s configured address', async () => {
    const seller = await createUser(t.app, { fullName: 'Local Seller' });
    const id = (await createDesign(t.app, seller.user._id)).id;
    const drop = await openDrop(seller, id);
    const page = await t.app.inject({ method: 'GET', url: `/drop/${drop.slug}` });
    const image = metaContent(page.body, 'og:image');
    expect(image).toMatch(new RegExp(`^${t.config.publicUrl}/`));
    expect(new URL(image!).pathname.startsWith('/files/')).toBe(true);
  });
});
