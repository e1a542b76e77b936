#!/usr/bin/env node
// `npm run diagrams`: writes docs/machines/<id>.md for every machine (Mermaid drawing, SPEC tags,
// coverage of the last `npm run test:machines`). With --check, writes nothing and fails when a
// committed drawing differs from the code (CI runs it after the model tests).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withTs } from './loadTs.mjs';

const check = process.argv.includes('--check');
const root = process.cwd();
const { machineList, renderDiagram } = await withTs(['/test/model/machineList.ts', '/test/model/diagrams.ts'], async (exports) => exports);
const coverageDir = join(root, 'coverage', 'machines');
const docsDir = join(root, 'docs', 'machines');
mkdirSync(docsDir, { recursive: true });
const stale = [];
const written = new Set();
for (const { machine, file } of machineList) {
  const coverageFile = join(coverageDir, `${machine.id}.json`);
  const coverage = existsSync(coverageFile) ? JSON.parse(readFileSync(coverageFile, 'utf8')) : null;
  const target = join(docsDir, `${machine.id}.md`);
  const text = renderDiagram(machine, file, coverage);
  written.add(`${machine.id}.md`);
  if (check) {
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) stale.push(`docs/machines/${machine.id}.md`);
  } else writeFileSync(target, text);
}
for (const file of readdirSync(docsDir)) if (file.endsWith('.md') && file !== 'README.md' && !written.has(file)) stale.push(`docs/machines/${file} (no such machine)`);
if (stale.length > 0) {
  console.error(`Machine drawings out of date (run npm run diagrams and commit):\n- ${stale.join('\n- ')}`);
  process.exit(1);
}
console.log(check ? `All ${machineList.length} machine drawings match the code.` : `Wrote ${machineList.length} drawings to docs/machines/.`);
