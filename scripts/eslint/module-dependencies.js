import { dirname, relative, resolve, sep } from 'node:path';

/**
 * ESLint rule: a file under apps/api/src/modules/<x>/ may import another module <y> only when the
 * table below lets x depend on y, and the table itself must have no cycle, so no two modules ever
 * import each other, however long the way round (docs/decisions/0037). A type-only import counts
 * too. app.ts and app/ (the composition root) and demo/ (the demo seeding) are not modules and may
 * import any module; lib/ and db/ are not modules either. A module folder missing from the table
 * is an error: a new module says what it depends on. The catalogue is three modules, designs,
 * accessories and suggestions, and `products` joins the first two for code that handles either
 * kind of product (docs/decisions/0042).
 *
 * Lower modules that need something from a higher one take it as a parameter or a registered step
 * (users' deletion steps, orders' `OrderRefundReads`), which app.ts wires. A business event that
 * touches several modules is a flow (apps/api/src/flows, docs/FLOWS.md), above every module.
 */
export const ALLOWED = {
  accessories: ['audit', 'users'],
  audit: [],
  auth: ['mail', 'users'],
  cart: ['delivery', 'products', 'users'],
  delivery: ['audit', 'users'],
  dashboard: ['designs', 'orders', 'users'],
  designs: ['audit', 'notifications', 'users'],
  drops: ['audit', 'designs', 'notifications', 'orders', 'users'],
  earnings: ['audit', 'notifications', 'users'],
  files: ['uploads'],
  health: [],
  invoices: ['accessories', 'orders'],
  mail: ['orders', 'users'],
  notifications: [],
  orders: ['accessories', 'audit', 'notifications', 'users'],
  payments: ['accessories', 'cart', 'delivery', 'drops', 'orders', 'products'],
  products: ['accessories', 'designs'],
  refunds: ['audit', 'notifications', 'payments', 'users'],
  returns: ['accessories', 'audit', 'invoices', 'notifications', 'orders', 'refunds', 'users'],
  reviews: ['accessories', 'audit', 'designs', 'notifications', 'orders', 'returns', 'users'],
  settings: ['audit'],
  suggestions: ['accessories', 'designs'],
  uploads: [],
  users: ['audit'],
  wishlist: ['accessories', 'designs', 'products', 'users'],
};

/**
 * A cycle in a dependency table (`{ a: ['b'], b: ['a'] }` gives ['a', 'b', 'a']), or null when
 * there is none. A name that depends on itself is a cycle too.
 */
export function findCycle(table) {
  const state = new Map(); // name -> 'open' while on the path, 'done' once fully explored
  const path = [];
  function visit(name) {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'open');
    path.push(name);
    for (const next of table[name] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  }
  for (const name of Object.keys(table)) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

const MODULES = `${sep}apps${sep}api${sep}src${sep}modules${sep}`;

/** The module a path lies in (apps/api/src/modules/<name>/...), or null. */
function moduleOf(path) {
  const at = path.lastIndexOf(MODULES);
  if (at < 0) return null;
  const [name, ...rest] = path.slice(at + MODULES.length).split(sep);
  return name && rest.length > 0 ? name : null;
}

/** The module a relative import reaches, or null (a package, lib/, db/, the file's own folder). */
function importedModule(filename, source) {
  if (!source.startsWith('.')) return null;
  const target = resolve(dirname(filename), source);
  const root = filename.slice(0, filename.lastIndexOf(MODULES) + MODULES.length);
  const inside = relative(root, target);
  if (inside.startsWith('..')) return null;
  return inside.split(sep)[0] || null;
}

export const moduleDependencies = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A module imports another module only as the one table of allowed dependencies says; the table has no cycle.',
    },
    schema: [
      {
        type: 'object',
        properties: { allowed: { type: 'object' } },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden:
        'modules/{{owner}} may not import modules/{{target}} (scripts/eslint/module-dependencies.js allows: {{allowed}}). Pass what you need in from app.ts, or register a step, instead of importing back (docs/decisions/0037).',
      unknown:
        'modules/{{owner}} is not in the table of module dependencies (scripts/eslint/module-dependencies.js): add it with the modules it may import.',
      cycle:
        'The table of module dependencies has a cycle: {{cycle}}. Modules must depend one way.',
    },
  },
  create(context) {
    const table = context.options[0]?.allowed ?? ALLOWED;
    const filename = context.filename;
    const owner = moduleOf(filename);
    if (owner === null) return {};
    const cycle = findCycle(table);
    if (cycle) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } }),
      };
    }
    if (!Object.hasOwn(table, owner)) {
      return { Program: (node) => context.report({ node, messageId: 'unknown', data: { owner } }) };
    }
    const allowed = table[owner];
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const target = importedModule(filename, sourceNode.value);
      if (target === null || target === owner || allowed.includes(target)) return;
      context.report({
        node,
        messageId: 'forbidden',
        data: { owner, target, allowed: allowed.length > 0 ? allowed.join(', ') : 'none' },
      });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
