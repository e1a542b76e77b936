#!/usr/bin/env node
// `npm run diagrams`: writes docs/machines/<id>.md for every machine (Mermaid drawing, SPEC tags,
// coverage of the model-test run just before, which must have passed: package.json runs this only after
// a green `vitest run --project machines`). With --check, writes nothing and fails when a committed
// drawing's shape (states, SPEC tags, transitions) differs from the code; the coverage marks are left
// out of the comparison, so the check does not depend on which tests ran before.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withTs } from './loadTs.mjs';

const check = process.argv.includes('--check');
const root = process.cwd();
const { machineList, renderDiagram, withoutCoverage } = await withTs(['/test/model/machineList.ts', '/test/model/diagrams.ts'], async (exports) => exports);
const coverageDir = join(root, 'coverage', 'machines');
const docsDir = join(root, 'docs', 'machines');
mkdirSync(docsDir, { recursive: true });
const stale = [];
const written = new Set();
for (const { machine, file } of machineList) {
  const coverageFile = join(coverageDir, `${machine.id}.json`);
  const coverage = existsSync(coverageFile) ? JSON.parse(readFileSync(coverageFile, 'utf8')) : null;
  const target = join(docsDir, `${machine.id}.md`);
  written.add(`${machine.id}.md`);
  if (check) {
    const shape = withoutCoverage(renderDiagram(machine, file, null));
    if (!existsSync(target) || withoutCoverage(readFileSync(target, 'utf8')) !== shape) stale.push(`docs/machines/${machine.id}.md`);
  } else writeFileSync(target, renderDiagram(machine, file, coverage));
}
for (const file of readdirSync(docsDir)) if (file.endsWith('.md') && file !== 'README.md' && !written.has(file)) stale.push(`docs/machines/${file} (no such machine)`);
if (stale.length > 0) {
  console.error(`Machine drawings out of date (run npm run diagrams and commit):\n- ${stale.join('\n- ')}`);
  process.exit(1);
}
console.log(check ? `All ${machineList.length} machine drawings match the code.` : `Wrote ${machineList.length} drawings to docs/machines/.`);
