import type { Plugin } from 'vite';

const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * The storefront's pages: a phone opening one of these straight from a link or a search result
 * should fetch as few files as possible (docs/decisions/0028).
 */
export const STOREFRONT_PAGES = [
  'src/features/home/pages/home.tsx',
  'src/features/catalog/pages/category.tsx',
  'src/features/catalog/pages/product.tsx',
  'src/features/accessories/pages/accessories.tsx',
  'src/features/accessories/pages/accessory.tsx',
  'src/features/cart/pages/cart.tsx',
  'src/features/collections/pages/credential.tsx',
  'src/features/search/pages/search.tsx',
  'src/features/wishlist/pages/wishlist.tsx',
  'src/features/drops/drop-page/drop-page.tsx',
];

/** Vendor code keeps its own groups (vite.config.ts); app code, the contract and icons come here. */
const APP_CODE =
  /\/(apps\/web\/src|packages\/contract\/src)\/|\/node_modules\/(lucide-react|clsx)\//;

const ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;

type ModuleGraph = {
  code: (id: string) => string | null;
  isBarrel: (id: string) => boolean;
  reExports: (id: string) => ReExport[];
  imports: (id: string) => string[];
  exports: (id: string) => string[];
};

const REEXPORT = /export\s*(\*|\{([^}]*)\})\s*from\s*["']([^"']+)["'];?/g;
const NAMESPACE_REEXPORT =
  /import\s*\*\s*as\s*\w+\s*from\s*["'][^"']+["'];?|export\s*\{\s*\w+\s+as\s+\w+\s*\};?/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$|["']use strict["'];?/gm;
const NAMED_IMPORT = /import\s*(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*["'][^"']+["']/g;

/** `a as b, c` → the names on the left ('a', 'c'). */
const importedNames = (list: string) =>
  list
    .split(',')
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, ''),
    )
    .filter(Boolean);

/** A module made only of `export … from` lines (a feature's index.ts, the contract's, lucide's). */
function isBarrel(code: string | null): boolean {
  if (!code || !/export\s*(\*|\{)[^;]*from/.test(code)) return false;
  return (
    code.replace(REEXPORT, '').replace(NAMESPACE_REEXPORT, '').replace(COMMENTS, '').trim() === ''
  );
}

/** A path without its extension or a trailing /index, to match a specifier with a module id. */
const stem = (path: string) =>
  normalise(path)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/\/index$/, '');

type ReExport = { star: boolean; names: string[]; id: string };

/** A barrel's `export … from` lines, each with the module it points at. */
function reExports(graph: ModuleGraph, barrel: string): ReExport[] {
  const byStem = new Map(graph.imports(barrel).map((id) => [stem(id), id]));
  const base = normalise(barrel).replace(/[^/]+$/, '');
  return [...graph.code(barrel)!.matchAll(REEXPORT)].flatMap((match) => {
    const id = byStem.get(stem(new URL(match[3]!, `file://${base}`).pathname));
    if (!id) return [];
    const star = match[1] === '*';
    const names = star
      ? []
      : match[2]!.split(',').map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
    return [{ star, names, id }];
  });
}

/** The modules behind a barrel that provide any of the names (through nested barrels too). */
function throughBarrel(graph: ModuleGraph, barrel: string, names: Set<string>): string[] {
  return graph.reExports(barrel).flatMap(({ star, names: exported, id }) => {
    if (!star) return exported.some((name) => names.has(name)) ? [id] : [];
    if (graph.isBarrel(id)) return throughBarrel(graph, id, names);
    return graph.exports(id).some((name) => names.has(name)) ? [id] : [];
  });
}

/**
 * Every module a page needs before it runs. Through a barrel only the modules that provide the
 * names the importer asks for: the barrels themselves re-export far more (lucide: every icon).
 */
function staticClosure(graph: ModuleGraph, page: string): Set<string> {
  const seen = new Set<string>();
  const stack = [page];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const names = new Set(
      [...(graph.code(id) ?? '').matchAll(NAMED_IMPORT)].flatMap((match) =>
        importedNames(match[1]!),
      ),
    );
    for (const next of graph.imports(id)) {
      const found = graph.isBarrel(next) ? throughBarrel(graph, next, names) : [next];
      for (const module of found) if (!seen.has(module)) stack.push(module);
    }
  }
  return seen;
}

/**
 * Left to itself the bundler gives every module shared by a different set of lazy pages a chunk of
 * its own: the category page needed 43 files, most under 1 KB. Each file is a request, and on a
 * phone over HTTP/1.1 (six connections) every wave of requests costs a round trip before the page
 * can paint. This plugin collects, after the module graph is built, the app code that at least two
 * storefront pages import statically, so that one chunk ("storefront") carries it: a landing page
 * then needs the entry, vendor, storefront and its own chunk. Code only admin or seller pages share
 * stays in the automatic chunks, out of the shoppers' way.
 */
export function storefrontChunk() {
  const shared = new Set<string>();

  const plugin: Plugin = {
    name: 'campus-threads:storefront-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const pageIds = STOREFRONT_PAGES.map((page) =>
        ids.find((id) => normalise(id).endsWith(page)),
      );
      const missing = STOREFRONT_PAGES.filter((_, index) => !pageIds[index]);
      if (missing.length) this.error(`storefront pages not in the build: ${missing.join(', ')}`);
      // Module info crosses from the bundler on every call: each fact is read once.
      const once = <T>(read: (id: string) => T) => {
        const cache = new Map<string, T>();
        return (id: string) => {
          if (!cache.has(id)) cache.set(id, read(id));
          return cache.get(id)!;
        };
      };
      const graph: ModuleGraph = {
        code: once((id) => this.getModuleInfo(id)?.code ?? null),
        imports: once((id) => this.getModuleInfo(id)?.importedIds ?? []),
        exports: once((id) => this.getModuleInfo(id)?.exports ?? []),
        isBarrel: once((id) => isBarrel(graph.code(id))),
        reExports: once((id) => reExports(graph, id)),
      };
      const count = (entries: string[]) => {
        const users = new Map<string, number>();
        for (const entry of entries)
          for (const id of staticClosure(graph, entry)) users.set(id, (users.get(id) ?? 0) + 1);
        return users;
      };
      const storefrontUsers = count(pageIds as string[]);
      shared.clear();
      for (const [id, users] of storefrontUsers) {
        if (!APP_CODE.test(normalise(id))) continue;
        // Icons are a few hundred bytes each: one a storefront page shares with an admin page
        // would otherwise be a file of its own.
        if (users >= 2 || ICON.test(normalise(id))) shared.add(id);
      }
    },
  };

  return {
    plugin,
    /** The rolldown group: below the vendor groups' priority, so vendor code stays there. */
    group: { name: 'storefront', test: (id: string) => shared.has(id), priority: 10 },
  };
}
