#!/usr/bin/env node
// The import rules of docs/architecture.md, checked on every source file (plain Node, no dependency).
// The house has floors, and every arrow points down: kernel <- machines <- src, and kernel <- server.
// - kernel/ (what client, machines and backend share: schemas, validation, paths, error codes, money,
//   page ids, agency rules) is the bottom: it imports nothing of ours outside kernel/;
// - machines/ are pure: of ours they import only machines/ and kernel/ (never src/ or server/), no
//   React, router, HTTP or DOM package, and no browser global (window, document, storage, fetch);
// - the reference backend (server/) shares only the kernel with the client: of ours it imports server/ and kernel/;
// - src/ may import kernel/ and machines/, never server/; src/rules (the views' pure rules, which no
//   machine runs) are as pure as machines/ and import only src/rules/, machines/ and kernel/;
// - inside src: a feature never imports another feature (src/features/<a> -> src/features/<b>); the
//   app composes them; features, src/ui and src/api never import the app; src/ui and src/api never
//   import a feature, and the HTTP client never imports views (src/api -> src/ui); src/platform (the
//   storage gate) imports nothing else of src/;
// - no import circle anywhere (type imports included): a circle is a floor that imports upwards;
// - the model tests (test/machines) import no product rule or selector: their oracles stand alone.
// Specifiers are resolved as the build resolves them: relative, `@/` (src), `@machines/` and `@kernel/`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = process.cwd();
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const ALIASES = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
  ['@kernel/', 'kernel/'],
];
/** Packages a pure statechart has no business with: views, routing, HTTP, the DOM. */
const MACHINE_FORBIDDEN_PACKAGES = [
  'react',
  'react-dom',
  '@xstate/react',
  'wouter',
  '@lingui/react',
  'ofetch',
  'dompurify',
  'keen-slider',
  'react-qr-code',
  'lucide-react',
  '@tanstack/react-virtual',
];
const BROWSER_GLOBALS = /\b(window|document|localStorage|sessionStorage|XMLHttpRequest)\s*[.[]|\bfetch\s*\(/;

const walk = (dir) =>
  (existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : []).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return walk(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** Source with comments and the insides of string and template literals blanked (for the globals check). */
function codeOnly(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
    } else if (c === '"' || c === "'" || c === '`') {
      out += c;
      for (i++; i < text.length && text[i] !== c; i++) {
        if (text[i] === '\\') i++;
        else if (c === '`' && text[i] === '$' && text[i + 1] === '{') {
          // Keep template expressions: they are code.
          let depth = 0;
          for (; i < text.length; i++) {
            if (text[i] === '{') depth++;
            else if (text[i] === '}' && --depth === 0) break;
            out += text[i];
          }
        }
      }
      out += c;
    } else out += c;
  }
  return out;
}

/** Every module specifier of a file: static imports and re-exports, side-effect imports, dynamic imports. */
function specifiers(text) {
  const found = [];
  const patterns = [/^\s*(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The repository path a specifier points at (no extension needed), or null for a package. */
function target(file, specifier) {
  for (const [alias, dir] of ALIASES) if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  if (specifier.startsWith('.'))
    return relative(root, resolve(root, dirname(file), specifier))
      .split(sep)
      .join('/');
  return null;
}
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const featureOf = (path) => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
const under = (path, dir) => path === dir || path.startsWith(`${dir}/`);

const problems = [];
/** The floors and what each may import of ours: docs/architecture.md draws the same table, and this check holds the two together. */
const FLOORS = {
  kernel: ['kernel'],
  machines: ['machines', 'kernel'],
  src: ['src', 'machines', 'kernel'],
  server: ['server', 'kernel'],
};
const files = Object.keys(FLOORS).flatMap(walk);
/** Every import between our files, as [from, to] (to without its extension), for the circle check. */
const edges = [];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  for (const specifier of specifiers(text)) {
    const to = target(file, specifier);
    const say = (rule) => problems.push(`${file}: imports '${specifier}': ${rule}`);
    const feature = featureOf(file);
    if (feature && to && featureOf(`${to}/`) && featureOf(`${to}/`) !== feature) say('a feature never imports another feature (the app composes them)');
    if ((feature || under(file, 'src/ui') || under(file, 'src/api')) && to && under(to, 'src/app')) say('only the app imports the app');
    if ((under(file, 'src/ui') || under(file, 'src/api')) && to && under(to, 'src/features')) say('src/ui and src/api never import a feature (features use them)');
    if (under(file, 'src/api') && to && under(to, 'src/ui')) say('the HTTP client never imports views');
    // The browser's storage gate sits under everything in src/ that writes: it imports none of it.
    if (under(file, 'src/platform') && to && ['src/app', 'src/features', 'src/ui', 'src/api', 'src/i18n'].some((folder) => under(to, folder)))
      say('src/platform (the storage gate) imports nothing of src/ but itself');
    if (under(file, 'machines')) {
      if (to && !under(to, 'machines') && !under(to, 'kernel')) say('machines import only machines/ and kernel/ (never src/ or server/)');
      if (!to && (MACHINE_FORBIDDEN_PACKAGES.includes(packageOf(specifier)) || specifier.startsWith('node:')))
        say('machines are pure statecharts: no React, router, HTTP, DOM or Node module');
    }
    // The views' rules: as pure as the machines, a floor above them (they may read machine types and rules).
    if (under(file, 'src/rules')) {
      if (to && !under(to, 'src/rules') && !under(to, 'machines') && !under(to, 'kernel')) say('src/rules import only src/rules/, machines/ and kernel/');
      if (!to && (MACHINE_FORBIDDEN_PACKAGES.includes(packageOf(specifier)) || specifier.startsWith('node:')))
        say('src/rules are pure rules: no React, router, HTTP, DOM or Node module');
    }
    if (under(file, 'kernel') && to && !under(to, 'kernel')) say('kernel/ is the bottom floor: it imports nothing of ours outside kernel/');
    if (under(file, 'server') && to && !under(to, 'server') && !under(to, 'kernel')) say('the server imports of ours only server/ and kernel/');
    if (under(file, 'src') && to && under(to, 'server')) say('the client never imports the backend (both import kernel/)');
    if (to) edges.push([file, to]);
  }
  if (under(file, 'machines') || under(file, 'src/rules')) {
    const lines = codeOnly(text).split('\n');
    lines.forEach((line, index) => {
      if (BROWSER_GLOBALS.test(line))
        problems.push(`${file}:${index + 1}: machines and src/rules never touch the browser (window, document, storage, fetch): ${line.trim()}`);
    });
  }
}

// Issue 23: a model's oracles state what the machine must do (from SPEC); they never compute it with
// the product's own rules or selectors, or a fault in a rule makes the machine and its oracle agree.
const PRODUCT_RULE = /^(machines|src\/rules)\/.*\.(rules|selectors)(\.ts)?$/;
for (const file of walk('test/machines')) {
  const text = readFileSync(join(root, file), 'utf8');
  const rules = specifiers(text).filter((specifier) => PRODUCT_RULE.test(target(file, specifier) ?? ''));
  if (rules.length > 0) problems.push(`${file}: imports '${rules[0]}': a model states its expectations itself (from SPEC), never with the product's rules or selectors`);
}

/** The file a specifier's target names: itself, with an extension, or its folder's index. */
const known = new Set(files);
const fileOf = (to) =>
  [to, ...['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'].flatMap((ext) => [`${to}${ext}`, `${to}/index${ext}`])].find((path) => known.has(path)) ?? null;
const graph = new Map(files.map((file) => [file, []]));
for (const [from, to] of edges) {
  const resolved = fileOf(to);
  if (resolved && resolved !== from) graph.get(from).push(resolved);
}
// Tarjan's strongly connected components: any component of two or more files is an import circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
let counter = 0;
const circles = [];
function connect(file) {
  index.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file)) {
    if (!index.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const file of files) if (!index.has(file)) connect(file);
for (const circle of circles)
  problems.push(
    `an import circle of ${circle.length} files (a floor importing upwards; move the shared part down into a leaf): ${circle.slice(0, 12).join(', ')}${circle.length > 12 ? ', ...' : ''}`,
  );

// The floors table of docs/architecture.md (a row: | `floor/` | what | `allowed/`, ...; remarks |) must say what this check enforces.
const doc = join(root, 'docs', 'architecture.md');
if (existsSync(doc)) {
  const rows = new Map(
    [...readFileSync(doc, 'utf8').matchAll(/^\| `([a-z]+)\/` \|[^|]*\|([^|]*)\|/gm)].map((row) => [
      row[1],
      [...row[2].split(';')[0].matchAll(/`([a-z]+)\/`/g)].map((floor) => floor[1]),
    ]),
  );
  for (const [floor, allowed] of Object.entries(FLOORS)) {
    const drawn = rows.get(floor);
    if (!drawn) problems.push(`docs/architecture.md: the floors table has no row for \`${floor}/\``);
    else if ([...drawn].sort().join() !== [...allowed].sort().join())
      problems.push(`docs/architecture.md: \`${floor}/\` may import ${allowed.join(', ')}, the table says ${drawn.join(', ')}`);
  }
  for (const floor of rows.keys()) if (!(floor in FLOORS)) problems.push(`docs/architecture.md: \`${floor}/\` is drawn as a floor but the import check does not know it`);
}

if (problems.length > 0) {
  console.error(`Import rules broken (docs/architecture.md):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Import rules hold in ${files.length} files.`);
