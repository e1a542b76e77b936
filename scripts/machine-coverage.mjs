#!/usr/bin/env node
// Prints, per machine in machines/, the states and transitions its model test reached, then the
// same per SPEC requirement (the `meta.spec` tags), and fails below 100 % or when a machine has
// no model test. Reads coverage/machines/*.json written by test/machines/modelHarness.ts, and
// the machine list that test/machines/inventory.model.test.ts took from importing machines/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const reportDir = join(root, 'coverage', 'machines');
const reports = existsSync(reportDir)
  ? readdirSync(reportDir)
      .filter((file) => file.endsWith('.json') && file !== 'inventory.json')
      .map((file) => JSON.parse(readFileSync(join(reportDir, file), 'utf8')))
  : [];

const percent = (covered, total) => (total === 0 ? 100 : (100 * covered) / total);
const pad = (text, width) => String(text).padEnd(width);
const failures = [];

console.log(`\n${pad('machine', 18)}${pad('states', 14)}${pad('transitions', 16)}`);
for (const report of reports.sort((a, b) => a.id.localeCompare(b.id))) {
  const states = report.states.filter((s) => s.covered).length;
  const transitions = report.transitions.filter((t) => t.covered).length;
  const sp = percent(states, report.states.length);
  const tp = percent(transitions, report.transitions.length);
  console.log(
    `${pad(report.id, 18)}${pad(`${states}/${report.states.length} ${sp.toFixed(0)}%`, 14)}${pad(`${transitions}/${report.transitions.length} ${tp.toFixed(0)}%`, 16)}`,
  );
  for (const s of report.states.filter((x) => !x.covered)) failures.push(`${report.id}: state ${s.id} not reached`);
  for (const t of report.transitions.filter((x) => !x.covered)) failures.push(`${report.id}: transition ${t.key} not taken`);
}

const reportedIds = new Set(reports.map((r) => r.id));
const inventoryFile = join(reportDir, 'inventory.json');
if (!existsSync(inventoryFile)) failures.push('no machine inventory (test/machines/inventory.model.test.ts did not run)');
else
  for (const machine of JSON.parse(readFileSync(inventoryFile, 'utf8')))
    if (!reportedIds.has(machine.id)) failures.push(`${machine.file} (${machine.export}): no model test reported coverage`);

const bySpec = new Map();
for (const report of reports) {
  for (const item of [...report.states, ...report.transitions]) {
    const key = item.spec ?? '(untagged)';
    const entry = bySpec.get(key) ?? { total: 0, covered: 0, machines: new Set() };
    entry.total += 1;
    entry.covered += item.covered ? 1 : 0;
    entry.machines.add(report.id);
    bySpec.set(key, entry);
  }
}
console.log(`\n${pad('SPEC requirement', 58)}${pad('covered', 12)}machines`);
for (const [spec, entry] of [...bySpec].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
  console.log(`${pad(spec, 58)}${pad(`${entry.covered}/${entry.total}`, 12)}${[...entry.machines].join(', ')}`);
}

if (bySpec.has('(untagged)')) failures.push('some states have no meta.spec tag (listed as (untagged))');
if (failures.length > 0) {
  console.error(`\nMachine coverage below 100 %:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nAll ${reports.length} machines: 100 % of states and transitions.`);
