import { dirname, relative, resolve, sep } from 'node:path';
import { queryKeysFromFactory } from './query-keys.js';

/**
 * The web app's features, in layers (docs/decisions/0061-web-features-by-domain.md). A screen
 * (a whole area of the site: the admin's, the seller's, an account's pages) composes the domain
 * features; a domain feature (one business thing: orders, returns, reviews…) owns its api calls,
 * hooks and pieces. Imports go down the layers, never up; inside the domain layer only the edges
 * below are allowed, and they never form a circle.
 */
export const FEATURE_LAYERS = {
  screens: ['account', 'admin', 'dashboard', 'help', 'home', 'search', 'seller', 'seller-profile'],
  domains: [
    'accessories',
    'auth',
    'cart',
    'catalog',
    'checkout',
    'collections',
    'drops',
    'earnings',
    'notifications',
    'orders',
    'products',
    'returns',
    'reviews',
    'suggestions',
    'wishlist',
  ],
};

/** Higher layers may import lower ones; the order is the table's. */
const LAYER_RANK = { screens: 1, domains: 0 };

/**
 * The one table of allowed feature-to-feature imports, each with its reason. `from`/`to` name a
 * layer (every feature of it) or a feature. Anything not here is refused.
 */
export const FEATURE_EDGES = [
  {
    from: 'screens',
    to: 'domains',
    reason: 'a screen composes the domain features it shows (an admin tab lists orders, returns…)',
  },
  {
    from: 'accessories',
    to: 'cart',
    reason: 'an accessory page adds to the cart and starts Buy Now',
  },
  { from: 'accessories', to: 'products', reason: "an accessory card is a product card's kin" },
  { from: 'accessories', to: 'reviews', reason: "an accessory page shows the accessory's reviews" },
  {
    from: 'accessories',
    to: 'suggestions',
    reason: "the accessory editor suggests a college's and a club's names",
  },
  { from: 'accessories', to: 'wishlist', reason: "an accessory card carries the wishlist's heart" },
  { from: 'catalog', to: 'cart', reason: 'a design page adds to the cart and starts Buy Now' },
  {
    from: 'catalog',
    to: 'products',
    reason: 'a category lists product cards; a design page its title',
  },
  { from: 'catalog', to: 'reviews', reason: "a design page shows the design's reviews" },
  { from: 'wishlist', to: 'cart', reason: 'a saved item moves to the cart' },
  {
    from: 'checkout',
    to: 'cart',
    reason: "checkout pays for the cart's lines or the Buy Now item",
  },
  {
    from: 'checkout',
    to: 'orders',
    reason: "checkout shows the order's price details before it is placed",
  },
  { from: 'cart', to: 'orders', reason: "the cart shows the order's price details it will place" },
  {
    from: 'collections',
    to: 'accessories',
    reason: "a credential's page lists its accessories (lazy)",
  },
  { from: 'collections', to: 'products', reason: "a credential's page lists its designs' cards" },
  {
    from: 'collections',
    to: 'suggestions',
    reason: "the credential dialog suggests a college's and a club's names",
  },
  {
    from: 'orders',
    to: 'returns',
    reason: "a buyer's order offers an exchange or return and lists its requests",
  },
  { from: 'orders', to: 'reviews', reason: "a delivered order's lines offer Write a review" },
  {
    from: 'reviews',
    to: 'returns',
    reason: 'a line under an open return request is not offered a review yet',
  },
  { from: 'products', to: 'cart', reason: "a product card's Add to cart" },
  { from: 'products', to: 'wishlist', reason: "a product card's and a product title's heart" },
];

const layerOf = new Map(
  Object.entries(FEATURE_LAYERS).flatMap(([layer, names]) => names.map((name) => [name, layer])),
);

/** Every feature an edge end names: a layer's features, or the one feature. */
function membersOf(end) {
  if (end in FEATURE_LAYERS) return FEATURE_LAYERS[end];
  if (layerOf.has(end)) return [end];
  throw new Error(`feature-boundaries: "${end}" is neither a layer nor a feature of the table`);
}

/**
 * The allowed pairs `from->to`, checked once: no edge goes up a layer, every edge has a reason,
 * and the domain edges never form a circle.
 */
export function allowedPairs(edges = FEATURE_EDGES) {
  const pairs = new Set();
  const next = new Map();
  for (const edge of edges) {
    if (!edge.reason)
      throw new Error(`feature-boundaries: ${edge.from} -> ${edge.to} has no reason`);
    for (const from of membersOf(edge.from)) {
      for (const to of membersOf(edge.to)) {
        if (LAYER_RANK[layerOf.get(from)] < LAYER_RANK[layerOf.get(to)])
          throw new Error(`feature-boundaries: ${from} -> ${to} goes up a layer`);
        pairs.add(`${from}->${to}`);
        next.set(from, [...(next.get(from) ?? []), to]);
      }
    }
  }
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name))
      throw new Error(`feature-boundaries: a circle ${[...path, name].join(' -> ')}`);
    if (done.has(name)) return;
    for (const to of next.get(name) ?? []) visit(to, [...path, name]);
    done.add(name);
  };
  for (const name of next.keys()) visit(name, []);
  return pairs;
}

const ALLOWED = allowedPairs();

const WEB_SRC = `${sep}apps${sep}web${sep}src${sep}`;

/** The top folder and the feature a path (relative to apps/web/src) lies in. */
function placeOf(pathInSrc) {
  const [top, name] = pathInSrc.split(/[\\/]/);
  return { top, feature: top === 'features' && name ? name : null };
}

/** Where an import lands inside apps/web/src, or null (a package, or outside src). */
function importedPlace(filename, source, srcRoot) {
  if (source.startsWith('@/')) return placeOf(source.slice(2));
  if (!source.startsWith('.')) return null;
  const path = relative(srcRoot, resolve(dirname(filename), source));
  if (path.startsWith('..')) return null;
  return placeOf(path);
}

/** The file's path inside apps/web/src and that folder's root, or null outside it. */
function inWebSrc(filename) {
  const at = filename.lastIndexOf(WEB_SRC);
  if (at < 0) return null;
  const srcRoot = filename.slice(0, at + WEB_SRC.length);
  return { srcRoot, inSrc: filename.slice(srcRoot.length) };
}

/** Calls `check(node, place)` for every import, re-export, type import and import() of a file. */
function onImports(check) {
  const on = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: on,
    ExportAllDeclaration: on,
    ExportNamedDeclaration: on,
    ImportExpression: on,
  };
}

/**
 * ESLint rule: a file under apps/web/src/features/<x>/ imports features/<y>/ (by the
 * `@/features/<y>` alias or a relative path) only along an edge of FEATURE_EDGES.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature imports another feature only down the layers of the feature table, along a declared edge.',
    },
    schema: [],
    messages: {
      upward:
        'features/{{from}} ({{fromLayer}}) may not import features/{{to}} ({{toLayer}}): imports go down the layers, never up (scripts/eslint/feature-boundaries.js).',
      undeclared:
        'features/{{from}} may not import features/{{to}}: no edge of the feature table allows it; move what both use to components/ or lib/, or add the edge with its reason to scripts/eslint/feature-boundaries.js.',
      unlayered:
        'features/{{feature}} is in no layer of the feature table (scripts/eslint/feature-boundaries.js).',
    },
  },
  create(context) {
    const where = inWebSrc(context.filename);
    if (!where) return {};
    // A file directly in features/ (this rule's own test) belongs to no feature.
    const from = where.inSrc.split(/[\\/]/).length > 2 ? placeOf(where.inSrc).feature : null;
    if (from === null) return {};
    return onImports((node, source) => {
      const to = importedPlace(context.filename, source, where.srcRoot)?.feature ?? null;
      if (to === null || to === from || ALLOWED.has(`${from}->${to}`)) return;
      for (const feature of [from, to]) {
        if (!layerOf.has(feature)) {
          context.report({ node, messageId: 'unlayered', data: { feature } });
          return;
        }
      }
      const fromLayer = layerOf.get(from);
      const toLayer = layerOf.get(to);
      const upward = LAYER_RANK[fromLayer] < LAYER_RANK[toLayer];
      context.report({
        node,
        messageId: upward ? 'upward' : 'undeclared',
        data: { from, to, fromLayer, toLayer },
      });
    });
  },
};

/**
 * ESLint rule: files in apps/web/src/components/ and apps/web/src/lib/ are shared by every
 * feature, so they import neither a feature nor the app shell (by alias or relative path).
 */
export const sharedCodeStaysShared = {
  meta: {
    type: 'problem',
    docs: { description: 'components/ and lib/ never import features/ or app/.' },
    schema: [],
    messages: {
      reachesUp:
        '{{top}}/ is shared by every feature: it may not import {{target}}/. Pass what it needs in as props, or move the piece into a feature.',
    },
  },
  create(context) {
    const where = inWebSrc(context.filename);
    if (!where) return {};
    const top = placeOf(where.inSrc).top;
    if (top !== 'components' && top !== 'lib') return {};
    return onImports((node, source) => {
      const target = importedPlace(context.filename, source, where.srcRoot)?.top;
      if (target !== 'features' && target !== 'app') return;
      context.report({ node, messageId: 'reachesUp', data: { top, target } });
    });
  },
};

export const campusWebPlugin = {
  rules: {
    'feature-boundaries': featureBoundaries,
    'shared-code-stays-shared': sharedCodeStaysShared,
    'query-keys-from-factory': queryKeysFromFactory,
  },
};
