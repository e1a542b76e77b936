// @ts-check
/**
 * Mutants that cannot change behaviour, left out of the score: a machine's `types` (TypeScript
 * only) and the placeholder actors in `setup({ actors })` that the product and the tests always
 * replace with `provide` (the real calls live in src/api and are injected).
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const IGNORED_SETUP_KEYS = new Set(['types', 'actors']);

/** @param {import('@babel/core').NodePath} path */
function insideSetupKey(path) {
  for (let current = path; current; current = current.parentPath) {
    const node = current.node;
    if (node.type !== 'ObjectProperty' || node.key.type !== 'Identifier' || !IGNORED_SETUP_KEYS.has(node.key.name)) continue;
    const call = current.parentPath?.parentPath?.node;
    if (call?.type === 'CallExpression' && call.callee.type === 'Identifier' && call.callee.name === 'setup') return node.key.name;
  }
  return null;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'xstate-setup', {
    shouldIgnore(path) {
      const key = insideSetupKey(path);
      return key ? `setup({ ${key} }) cannot change behaviour: types are erased, placeholder actors are always provided` : undefined;
    },
  }),
];
