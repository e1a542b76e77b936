// The backend's own texts (issue 25, item 3): every `{ EN, HI }` object literal of server/ whose
// English is a constant string: a literal, or a constant's entry (VALIDATION_MESSAGES.termsRequired,
// a `const X = { key: '...' }` of server/ or kernel/). An English text built by interpolation
// (`VIP ${level} bonus`) is refused: it must be a template with named placeholders ('VIP {level}
// bonus', filled by fill/fillLocalised in server/i18n.ts), so a translator sees one whole sentence.
// Parsed with Babel's parser (TypeScript 7 has no JavaScript API; Lingui's extractor brings Babel).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';

const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const keyOf = (property) => property.key?.name ?? property.key?.value;
const unwrap = (node) =>
  node && ['TSAsExpression', 'TSSatisfiesExpression', 'TSTypeAssertion', 'TSNonNullExpression'].includes(node.type) ? unwrap(node.expression) : node;

/** Every node of a tree, depth first. */
function* nodesOf(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) for (const child of value) yield* nodesOf(child);
    else if (value && typeof value === 'object') yield* nodesOf(value);
  }
}

/** A constant string: a literal or a template without values. */
const constantOf = (node) => {
  const inner = unwrap(node);
  if (inner?.type === 'StringLiteral') return inner.value;
  if (inner?.type === 'TemplateLiteral' && inner.expressions.length === 0) return inner.quasis[0].value.cooked;
  return null;
};

/**
 * The texts: { texts: Map<English, where>, problems: string[] }. `where` is the first file and line
 * that writes the text, for the translator's context.
 */
export function extractServerTexts(root = process.cwd()) {
  const parsed = [...filesUnder(join(root, 'server')), ...filesUnder(join(root, 'kernel'))].map((file) => ({
    file,
    ast: parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] }),
  }));
  // Constant tables: `const NAME = { key: 'text' }` anywhere in server/ and kernel/.
  const tables = new Map();
  for (const { ast } of parsed)
    for (const node of nodesOf(ast.program)) {
      const init = unwrap(node.init);
      if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || init?.type !== 'ObjectExpression') continue;
      const entries = new Map();
      for (const property of init.properties)
        if (property.type === 'ObjectProperty' && constantOf(property.value) !== null) entries.set(keyOf(property), constantOf(property.value));
      tables.set(node.id.name, entries);
    }
  const texts = new Map();
  const problems = [];
  for (const { file, ast } of parsed) {
    if (!file.startsWith(join(root, 'server'))) continue;
    for (const node of nodesOf(ast.program)) {
      if (node.type !== 'ObjectExpression') continue;
      const en = node.properties.find((property) => property.type === 'ObjectProperty' && keyOf(property) === 'EN');
      const hi = node.properties.find((property) => property.type === 'ObjectProperty' && keyOf(property) === 'HI');
      if (!en || !hi) continue;
      const where = `${relative(root, file)}:${en.loc.start.line}`;
      const value = unwrap(en.value);
      let english = constantOf(value);
      if (english === null && value.type === 'MemberExpression' && value.object.type === 'Identifier' && !value.computed) {
        english = tables.get(value.object.name)?.get(value.property.name) ?? null;
        if (english === null && /^[A-Z][A-Z_]+$/.test(value.object.name))
          problems.push(`${where}: ${value.object.name}.${value.property.name} is not a constant text this script can read`);
      }
      if (value.type === 'TemplateLiteral' && value.expressions.length > 0)
        problems.push(`${where}: an English text built by interpolation; write a template with named placeholders ({name}) and fill it`);
      // Any other English (a row's column, a parameter) is a text stored or given elsewhere.
      if (english !== null && english.trim() !== '' && !texts.has(english)) texts.set(english, where);
    }
  }
  return { texts, problems };
}

/** The English source catalogue as server/locales/en.json holds it: each text its own translation, sorted. */
export const englishCatalogue = (texts) => Object.fromEntries([...texts.keys()].sort().map((text) => [text, text]));
