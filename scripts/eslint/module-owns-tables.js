import { dirname, relative, resolve, sep } from 'node:path';
import { moduleDependencies } from './module-dependencies.js';

/**
 * ESLint rule: a file under apps/api/src/modules/<x>/ may import only its own module's tables,
 * `db/schema/<x>`; another module's file (`db/schema/<y>`) or the whole `db/schema` barrel is an
 * error. So modules/designs owns db/schema/designs and modules/accessories db/schema/accessories;
 * suggestions and products own no schema file and read those tables through the two modules'
 * functions (docs/decisions/0042). Files under apps/api/src/lib and apps/api/src/demo (the demo
 * seeding, which writes through the modules) own no tables, so any schema import there is an
 * error too. The config decides which files the rule runs on (tests are left out: they may
 * inspect any table).
 */
const API_SRC = `${sep}apps${sep}api${sep}src${sep}`;

/** Folders of apps/api/src that own no tables. */
const TABLELESS = new Set(['lib', 'demo']);

/**
 * The module a file belongs to, { folder } for lib/ or demo/ (which own nothing), or null when
 * the rule does not apply.
 */
function ownerOf(filename) {
  const at = filename.lastIndexOf(API_SRC);
  if (at < 0) return null;
  const [top, name] = filename.slice(at + API_SRC.length).split(sep);
  if (top === 'modules' && name) return name;
  if (TABLELESS.has(top)) return { folder: top };
  return null;
}

/** 'barrel', a module name (db/schema/<name>), or null when the import is not the schema. */
function schemaTarget(filename, source) {
  if (!source.startsWith('.')) return null;
  const at = filename.lastIndexOf(API_SRC);
  const dbDir = filename.slice(0, at + API_SRC.length) + 'db';
  const path = relative(dbDir, resolve(dirname(filename), source))
    .split(sep)
    .join('/')
    .replace(/\.(ts|js)$/, '');
  if (path === 'schema' || path === 'schema/index') return 'barrel';
  const match = /^schema\/([^/]+)$/.exec(path);
  return match ? match[1] : null;
}

export const moduleOwnsTables = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A module imports only its own tables (db/schema/<module>), never another module's or the barrel.",
    },
    schema: [],
    messages: {
      barrel:
        "Import your module's own tables from db/schema/{{owner}}, not the whole db/schema barrel (it is for db/ and drizzle-kit).",
      foreign:
        "db/schema/{{target}} belongs to modules/{{target}}: reach it through that module's service or a function it exports that takes a transaction.",
      tableless:
        '{{folder}}/ owns no tables: put the query in the module that owns db/schema/{{target}}.',
    },
  },
  create(context) {
    const filename = context.filename;
    const owner = ownerOf(filename);
    if (owner === null) return {};
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const target = schemaTarget(filename, sourceNode.value);
      if (target === null || target === owner) return;
      if (typeof owner === 'object')
        context.report({ node, messageId: 'tableless', data: { target, folder: owner.folder } });
      else if (target === 'barrel') context.report({ node, messageId: 'barrel', data: { owner } });
      else context.report({ node, messageId: 'foreign', data: { target } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const campusPlugin = {
  rules: { 'module-owns-tables': moduleOwnsTables, 'module-dependencies': moduleDependencies },
};
