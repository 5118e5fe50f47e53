import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_TARGET_AUDIENCE,
  dropPageTitle,
  dropQueryKey,
  dropShareDescription,
  PAGE_SIZE,
  SITE,
  SITE_SETTINGS_QUERY_KEY,
  type DropResponse,
  type PublicSiteSettings,
  tshirtListQuerySchema,
  type Tshirt,
  type TshirtListQuery,
  type TshirtListResponse,
} from '@campus-threads/contract';

/**
 * What the server adds to index.html for the storefront's landing pages, so a phone does not wait
 * for the script and then the API call before it even learns which image to fetch
 * (docs/decisions/0027, 0028):
 * - `<link rel="modulepreload">` for the page's own lazy chunk and the chunks it imports (the
 *   build's manifest says which), fetched beside the app shell instead of after it;
 * - `<link rel="preload" as="font">` for the web font, so the first paint already has it;
 * - `<link rel="preload" as="image" fetchpriority="high">` for the largest image above the fold;
 * - the page's first API answers as a `<script type="application/json" id="page-data">` block
 *   (data, never executed, so the CSP's script-src 'self' allows it) keyed by the web app's
 *   React Query keys; the web app starts from it instead of calling the API (lib/page-data.ts).
 * Only what anyone may read goes in (the anonymous catalogue, the public site settings): the same
 * service calls as the public API routes.
 */

/** The public catalogue reads the pages need: the designs service (modules/designs). */
export type PageCatalog = {
  listTshirts(query: TshirtListQuery): Promise<TshirtListResponse>;
  getTshirt(id: string, viewer: null): Promise<Tshirt>;
};

/** Where a page's first data comes from: the same services as the public API routes. */
export type PageSources = {
  catalog: PageCatalog;
  /** `GET /api/settings` (modules/settings): every hinted page carries it. */
  settings: { getPublic(): Promise<PublicSiteSettings> };
  /** `GET /api/drops/{slug}` (modules/drops), for /drop/{slug}. */
  drops?: { bySlug(slug: string): Promise<DropResponse> };
  /**
   * The shop's public address (PUBLIC_URL): link previews need absolute addresses for the page
   * and its picture. Without it, the address the request came to.
   */
  publicUrl?: string;
};

/** The id of the data block; lib/page-data.ts in the web app reads it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Source files of the lazy pages (apps/web/src/features/...), as the build's manifest names them. */
const PAGE_MODULES = {
  home: 'src/features/home/pages/home.tsx',
  category: 'src/features/catalog/pages/category.tsx',
  product: 'src/features/catalog/pages/product.tsx',
  accessories: 'src/features/accessories/pages/accessories.tsx',
  accessory: 'src/features/accessories/pages/accessory.tsx',
  cart: 'src/features/cart/pages/cart.tsx',
  drop: 'src/features/drops/drop-page/drop-page.tsx',
} as const;
type PageName = keyof typeof PAGE_MODULES;

/** Cards whose image is preloaded: the first, the largest paint (apps/web ProductGrid). */
const PRELOADED_CARDS = 1;

type ManifestChunk = {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
  assets?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * From the build: the chunk files to modulepreload per page (its chunk and its static imports,
 * less the shell's) and the web font files.
 */
export type PageAssets = { modules: Partial<Record<PageName, string[]>>; fonts: string[] };

export function pageAssetsFromManifest(manifest: BuildManifest): PageAssets {
  const reach = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) reach(next, seen);
  };
  const shell = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) reach(key, shell);
  const modules: PageAssets['modules'] = {};
  for (const [name, source] of Object.entries(PAGE_MODULES) as [PageName, string][]) {
    if (!manifest[source]) continue;
    const own = new Set<string>();
    reach(source, own);
    modules[name] = [...own]
      .filter((key) => !shell.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  }
  const fonts = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => `/${file}`);
  return { modules, fonts };
}

export const NO_PAGE_ASSETS: PageAssets = { modules: {}, fonts: [] };

/** Reads `<dist>/.vite/manifest.json` (vite.config.ts `build.manifest`); none: no such hints. */
export function readPageAssets(webDistDir: string): PageAssets {
  const file = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return NO_PAGE_ASSETS;
  try {
    return pageAssetsFromManifest(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest);
  } catch {
    return NO_PAGE_ASSETS;
  }
}

/**
 * What a link preview (WhatsApp, Instagram, X) reads from the HTML, since it runs no script: the
 * page's own title and description, and its picture and address as absolute URLs.
 */
export type PageMeta = { title: string; description: string; image: string | null; url: string };

export type PageHints = {
  modules: string[];
  /** Web fonts to fetch with the HTML. */
  fonts: string[];
  images: string[];
  /** React Query key (as the web app builds it) → the API's answer. */
  data: { key: unknown[]; data: unknown }[];
  /** The page's title, description and Open Graph tags, when it has its own (a drop). */
  meta?: PageMeta;
};

/**
 * The casual listing's API query for a page address, with the web app's defaults (audience from
 * the contract, page 1, PAGE_SIZE) and the API's own schema: the same query the page sends.
 * Null when the address holds something the API would refuse.
 */
export function categoryQueryOf(search: URLSearchParams): TshirtListQuery | null {
  const pick = (name: string) => search.get(name) ?? undefined;
  const parsed = tshirtListQuerySchema.safeParse({
    category: 'casual',
    targetAudience: pick('targetAudience') ?? DEFAULT_TARGET_AUDIENCE,
    sort: pick('sort'),
    subCategory: pick('subCategory'),
    page: pick('page'),
    limit: PAGE_SIZE,
  });
  return parsed.success ? parsed.data : null;
}

/** JSON keeps undefined out; the web app's key leaves out the filters it does not set. */
function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function pageOf(path: string): { name: PageName; id?: string } | null {
  if (path === '/') return { name: 'home' };
  if (path === '/category/casual') return { name: 'category' };
  if (path === '/accessories') return { name: 'accessories' };
  if (path === '/cart') return { name: 'cart' };
  if (/^\/accessory\/[^/]+$/.test(path)) return { name: 'accessory' };
  const drop = /^\/drop\/([^/]+)$/.exec(path);
  if (drop) return { name: 'drop', id: decodeURIComponent(drop[1]!) };
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) return { name: 'product', id: decodeURIComponent(product[1]!) };
  return null;
}

/**
 * A drop's page (docs/decisions/0049): its data under the web app's key, its main picture
 * preloaded, and what a shared link's preview shows: "₹449 each · 23 of 30 joined · closes 5 Dec".
 */
async function addDropHints(
  hints: PageHints,
  slug: string,
  drops: NonNullable<PageSources['drops']>,
  siteName: string,
  origin: string,
): Promise<void> {
  const response = await drops.bySlug(slug);
  hints.data.push({ key: [...dropQueryKey(slug)], data: response });
  const { drop, design } = response;
  const main = design.colorVariants[0]?.images[0] ?? design.images[0];
  if (main) hints.images.push(main);
  hints.meta = {
    title: dropPageTitle(drop.title, siteName),
    description: dropShareDescription(drop),
    image: main ? new URL(main, origin).href : null,
    url: new URL(`/drop/${encodeURIComponent(drop.slug)}`, origin).href,
  };
}

/**
 * The hints for one page address; a failed read only means fewer hints, never a failed page.
 * `origin`: the address the request came to (scheme and host), for absolute links when no public
 * address is configured.
 */
export async function pageHintsFor(
  url: string,
  sources: PageSources | undefined,
  assets: PageAssets,
  origin = 'http://localhost',
): Promise<PageHints | null> {
  const parsed = new URL(url, 'http://page.invalid');
  const page = pageOf(parsed.pathname);
  if (!page) return null;
  const hints: PageHints = {
    modules: assets.modules[page.name] ?? [],
    // Found only once text is laid out, the font arrived after the first paint and every line
    // was painted twice (home's largest paint is its headline).
    fonts: assets.fonts,
    images: [],
    data: [],
  };
  if (!sources) return hints;
  const { catalog } = sources;
  let siteName: string = SITE.name;
  try {
    const settings = await sources.settings.getPublic();
    hints.data.push({ key: [...SITE_SETTINGS_QUERY_KEY], data: settings });
    siteName = settings.siteName || siteName;
  } catch {
    // The web app asks for them itself.
  }
  try {
    if (page.name === 'category') {
      const query = categoryQueryOf(parsed.searchParams);
      if (query) {
        const list = await catalog.listTshirts(query);
        hints.data.push({ key: ['tshirts', 'list', withoutUndefined(query)], data: list });
        for (const tshirt of list.tshirts.slice(0, PRELOADED_CARDS)) {
          if (tshirt.images[0]) hints.images.push(tshirt.images[0]);
        }
      }
    } else if (page.name === 'product' && page.id) {
      const tshirt = await catalog.getTshirt(page.id, null);
      hints.data.push({ key: ['tshirts', 'detail', page.id], data: tshirt });
      const main = tshirt.colorVariants[0]?.images[0] ?? tshirt.images[0];
      if (main) hints.images.push(main);
    } else if (page.name === 'drop' && page.id && sources.drops) {
      await addDropHints(hints, page.id, sources.drops, siteName, sources.publicUrl ?? origin);
    }
  } catch {
    // Not found, bad id, database trouble: the page loads its data itself and says so.
  }
  return hints;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The `<meta>` tags of a page's own title, description and link preview (Open Graph, X). */
function metaTags(meta: PageMeta): string[] {
  const tag = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attribute(content)}">`;
  return [
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    ...(meta.image ? [tag('name', 'twitter:image', meta.image)] : []),
  ];
}

/** JSON safe inside a script element: no `</script>`, no `<!--`, no line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the hints: links at the end of <head>, the data block after the root element. */
export function renderPage(template: string, hints: PageHints): string {
  const { meta } = hints;
  const links = [
    ...(meta ? metaTags(meta) : []),
    ...hints.images.map(
      (href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`,
    ),
    ...hints.fonts.map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${attribute(href)}">`,
    ),
    ...hints.modules.map(
      (href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`,
    ),
  ].join('\n    ');
  // Function replacers: a string replacement would read `$&`, `$'`, `` $` `` and `$$` in seller
  // text (a design's title) as patterns and paste parts of the page into it.
  let html = links
    ? template.replace(/\n?\s*<\/head>/, () => `\n    ${links}\n  </head>`)
    : template;
  if (meta) {
    // The page's own title and description in place of the shop's.
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"[^>]*>/,
        () => `<meta name="description" content="${attribute(meta.description)}">`,
      );
  }
  if (hints.data.length > 0) {
    const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForHtml(hints.data)}</script>`;
    html = html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${block}`);
  }
  return html;
}
