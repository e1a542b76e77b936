#!/usr/bin/env node
// The import rules of ARCHITECTURE.md, checked on every source file (plain Node, no dependency):
// - a feature never imports another feature (src/features/<a> -> src/features/<b>); the app composes them;
// - features, src/ui and src/api never import the app (src/app composes, nothing composes it);
// - src/ui and src/api never import a feature (features use them, not the other way round), and the
//   HTTP client never imports views (src/api -> src/ui);
// - machines/ are pure: of ours they import only machines/ and src/contract (never src/api, src/app,
//   src/features, src/ui), no React, router, HTTP or DOM package, and no browser global (window, document, storage, fetch);
// - src/contract is a leaf: it imports nothing of ours outside src/contract;
// - the reference backend (server/) shares only the contract with the client: of ours it imports server/ and src/contract.
// Specifiers are resolved as the build resolves them: relative, `@/` (src) and `@machines/` (machines).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = process.cwd();
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const ALIASES = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
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
  readdirSync(join(root, dir)).flatMap((name) => {
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
const files = ['src', 'machines', 'server'].flatMap(walk);
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
    if (under(file, 'machines')) {
      if (to && !under(to, 'machines') && !under(to, 'src/contract')) say('machines import only machines/ and src/contract (never src/api, views or the app)');
      if (!to && (MACHINE_FORBIDDEN_PACKAGES.includes(packageOf(specifier)) || specifier.startsWith('node:')))
        say('machines are pure statecharts: no React, router, HTTP, DOM or Node module');
    }
    if (under(file, 'src/contract') && to && !under(to, 'src/contract')) say('src/contract is a leaf: it imports nothing of ours outside src/contract');
    if (under(file, 'server') && to && !under(to, 'server') && !under(to, 'src/contract')) say('the server imports of ours only server/ and src/contract');
  }
  if (under(file, 'machines')) {
    const lines = codeOnly(text).split('\n');
    lines.forEach((line, index) => {
      if (BROWSER_GLOBALS.test(line)) problems.push(`${file}:${index + 1}: machines never touch the browser (window, document, storage, fetch): ${line.trim()}`);
    });
  }
}

if (problems.length > 0) {
  console.error(`Import rules broken (ARCHITECTURE.md):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Import rules hold in ${files.length} files.`);
