import { dirname, resolve, sep } from 'node:path';

/**
 * ESLint rule: nothing under apps/api/src/modules imports apps/api/src/flows. A flow is one
 * business event that steps through several modules (apps/api/src/flows), so the flows sit above every
 * module; a module reaching up into a flow would make the two depend on each other. A type-only
 * import, a re-export and a dynamic import() count too. A module that needs a flow's work takes it
 * as a parameter or a port, which app/services.ts wires (docs/decisions/0062).
 */
const SRC = `${sep}apps${sep}api${sep}src${sep}`;

/** The apps/api/src folder a file lies under, or null. */
function apiSource(filename) {
  const at = filename.lastIndexOf(SRC);
  return at < 0 ? null : filename.slice(0, at + SRC.length);
}

/** Whether an import written in `filename` reaches into apps/api/src/flows. */
export function reachesFlows(filename, source) {
  const src = apiSource(filename);
  if (src === null) return false;
  const flows = `${src}flows`;
  let target;
  if (source.startsWith('.')) target = resolve(dirname(filename), source);
  else if (source.startsWith('/')) target = resolve(source);
  else return /(^|\/)apps\/api\/src\/flows(\/|$)/.test(source);
  return target === flows || target.startsWith(`${flows}${sep}`);
}

export const modulesBelowFlows = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules never import apps/api/src/flows: the flows sit above them.' },
    schema: [],
    messages: {
      upward:
        "A module may not import from apps/api/src/flows ('{{source}}'): flows sit above the modules (docs/decisions/0062). Take what you need as a parameter or a port that app/services.ts wires.",
    },
  },
  create(context) {
    const filename = context.filename;
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      if (!reachesFlows(filename, sourceNode.value)) return;
      context.report({ node, messageId: 'upward', data: { source: sourceNode.value } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      // `import x = require('../../flows/y')` in TypeScript.
      TSExternalModuleReference: (node) => check(node, node.expression),
    };
  },
};

export const campusLayersPlugin = { rules: { 'modules-below-flows': modulesBelowFlows } };
