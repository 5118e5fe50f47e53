/**
 * ESLint rule: every React Query key comes from the one factory, apps/web/src/lib/query-keys.ts
 * (the rule is not applied to that file). Elsewhere it reports
 * - a `queryKey:` (or `mutationKey:`) property whose value is an array literal, also behind
 *   `as const` or `satisfies` (`queryKey: ['reviews', id]`): use `queryKeys.reviews…` instead;
 * - an exported key factory of its own: an exported variable or function named `…Keys` or
 *   `…QueryKey` (`export const reviewKeys = {…}`) that is built here (an object, an array or a
 *   function), not merely taken from the factory (`export const KEY = queryKeys.siteSettings()`).
 */
const KEY_PROPERTIES = new Set(['queryKey', 'mutationKey']);
const FACTORY_NAME = /(Keys|QueryKey)$/;
const WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression']);
const BUILT_HERE = new Set([
  'ObjectExpression',
  'ArrayExpression',
  'ArrowFunctionExpression',
  'FunctionExpression',
]);

function unwrap(node) {
  let current = node;
  while (current && WRAPPERS.has(current.type)) current = current.expression;
  return current;
}

function propertyName(key) {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

export const queryKeysFromFactory = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys come from lib/query-keys.ts only.' },
    schema: [],
    messages: {
      literalKey:
        'A {{name}} is taken from the one key factory (queryKeys in @/lib/query-keys), not written as an array here.',
      localFactory:
        '{{name}} is a query-key factory of its own: add its keys to queryKeys in lib/query-keys.ts instead.',
    },
  },
  create(context) {
    return {
      Property(node) {
        if (node.computed) return;
        const name = propertyName(node.key);
        if (!name || !KEY_PROPERTIES.has(name)) return;
        if (unwrap(node.value)?.type === 'ArrayExpression')
          context.report({ node: node.value, messageId: 'literalKey', data: { name } });
      },
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(node) {
        if (node.id.type !== 'Identifier' || !FACTORY_NAME.test(node.id.name)) return;
        if (BUILT_HERE.has(unwrap(node.init)?.type))
          context.report({ node, messageId: 'localFactory', data: { name: node.id.name } });
      },
      'ExportNamedDeclaration > FunctionDeclaration'(node) {
        if (node.id && FACTORY_NAME.test(node.id.name))
          context.report({ node, messageId: 'localFactory', data: { name: node.id.name } });
      },
    };
  },
};
