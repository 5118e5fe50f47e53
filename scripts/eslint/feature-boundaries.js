import { dirname, relative, resolve, sep } from 'node:path';

/**
 * ESLint rule: a file under apps/web/src/features/<x>/ does not import from features/<y>/ (by the
 * `@/features/<y>` alias or a relative path), unless the pair x -> y is in the rule's `allow` list,
 * each entry with a one-line reason. What several features use lives in components/ or lib/
 * (docs/decisions/0039-feature-boundaries-and-shared-components.md).
 */
const WEB_SRC = `${sep}apps${sep}web${sep}src${sep}`;

/** The feature a path (absolute, or relative to apps/web/src) lies in, or null outside features/. */
function featureOf(pathInSrc) {
  const [top, name] = pathInSrc.split(/[\\/]/);
  return top === 'features' && name ? name : null;
}

/** The feature an import reaches, or null when it reaches none (a package, components/, lib/). */
function importedFeature(filename, source, srcRoot) {
  if (source.startsWith('@/')) return featureOf(source.slice(2));
  if (!source.startsWith('.')) return null;
  const path = relative(srcRoot, resolve(dirname(filename), source));
  if (path.startsWith('..')) return null;
  return featureOf(path);
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature does not import another feature, except the documented pairs in the allow list.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                reason: { type: 'string', minLength: 1 },
              },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        'features/{{from}} may not import features/{{to}}: move what both use to components/ or lib/ (or, with a reason, add the pair to the feature-boundaries allow list in eslint.config.js).',
    },
  },
  create(context) {
    const filename = context.filename;
    const at = filename.lastIndexOf(WEB_SRC);
    if (at < 0) return {};
    const srcRoot = filename.slice(0, at + WEB_SRC.length);
    const inSrc = filename.slice(srcRoot.length);
    // A file directly in features/ (this rule's own test) belongs to no feature.
    const from = inSrc.split(/[\\/]/).length > 2 ? featureOf(inSrc) : null;
    if (from === null) return {};
    const allowed = new Set(
      (context.options[0]?.allow ?? []).map((pair) => `${pair.from}->${pair.to}`),
    );
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const to = importedFeature(filename, sourceNode.value, srcRoot);
      if (to === null || to === from || allowed.has(`${from}->${to}`)) return;
      context.report({ node, messageId: 'crossFeature', data: { from, to } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const campusWebPlugin = { rules: { 'feature-boundaries': featureBoundaries } };
