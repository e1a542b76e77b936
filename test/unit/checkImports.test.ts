import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** scripts/check-imports.mjs run on a small tree of its own: every arrow points down, and no circle. */
const SCRIPT = resolve('scripts/check-imports.mjs');
const trees: string[] = [];

function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8' });
  return { passed: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const HOUSE = {
  'kernel/money.ts': 'export const PAISE = 100;\n',
  'kernel/paths.ts': "import { PAISE } from './money';\nexport const X = PAISE;\n",
  'machines/wallet.machine.ts': "import { PAISE } from '@kernel/money';\nexport const m = PAISE;\n",
  'src/app/main.ts': "import { m } from '@machines/wallet.machine';\nimport { X } from '@kernel/paths';\nexport const y = m + X;\n",
  'server/app.ts': "import { PAISE } from '../kernel/money';\nimport type { Db } from './types';\nexport const z: Db | number = PAISE;\n",
  'server/types.ts': 'export type Db = { name: string };\n',
};

describe('the import check', () => {
  it('passes a house whose arrows all point down: kernel <- machines <- src, kernel <- server', () => {
    const result = check(HOUSE);
    expect(result.output).toContain('Import rules hold in 6 files');
    expect(result.passed).toBe(true);
  });

  it.each([
    ['the kernel importing the client', 'kernel/money.ts', "import { y } from '@/app/main';\nexport const PAISE = y;\n", 'kernel/ is the bottom floor'],
    ['the kernel importing a machine', 'kernel/money.ts', "import { m } from '@machines/wallet.machine';\nexport const PAISE = m;\n", 'kernel/ is the bottom floor'],
    [
      'a machine importing the client',
      'machines/wallet.machine.ts',
      "import { y } from '@/app/main';\nexport const m = y;\n",
      'machines import only machines/ and kernel/',
    ],
    [
      'the server importing a machine',
      'server/app.ts',
      "import { m } from '../machines/wallet.machine';\nexport const z = m;\n",
      'the server imports of ours only server/ and kernel/',
    ],
    ['the client importing the server', 'src/app/main.ts', "import { z } from '../../server/app';\nexport const y = z;\n", 'the client never imports the backend'],
  ])('fails on an upward import: %s', (_name, path, text, rule) => {
    const result = check({ ...HOUSE, [path]: text });
    expect(result.passed).toBe(false);
    expect(result.output).toContain(rule);
  });

  it('fails on an import circle, type imports included, and names its files', () => {
    const result = check({
      ...HOUSE,
      'server/types.ts': "import type { z } from './app';\nexport type Db = typeof z;\n",
    });
    expect(result.passed).toBe(false);
    expect(result.output).toContain('an import circle of 2 files');
    expect(result.output).toContain('server/app.ts, server/types.ts');
  });

  it('holds docs/architecture.md to the floors it enforces', () => {
    const table = (serverImports: string) =>
      [
        '| floor | what | imports of ours |',
        '|---|---|---|',
        '| `kernel/` | shared | only `kernel/` |',
        '| `machines/` | statecharts | `machines/`, `kernel/`; no React |',
        '| `src/` | client | `src/`, `machines/`, `kernel/`; never `server/` |',
        `| \`server/\` | backend | ${serverImports} |`,
      ].join('\n');
    expect(check({ ...HOUSE, 'docs/architecture.md': table('`server/`, `kernel/`') }).passed).toBe(true);
    const drifted = check({ ...HOUSE, 'docs/architecture.md': table('`server/`, `kernel/`, `machines/`') });
    expect(drifted.passed).toBe(false);
    expect(drifted.output).toContain('`server/` may import server, kernel, the table says server, kernel, machines');
  });

  it('fails on a circle through three files of one floor', () => {
    const result = check({
      ...HOUSE,
      'src/app/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/app/b.ts': "import { c } from './c';\nexport const b = c;\n",
      'src/app/c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(result.passed).toBe(false);
    expect(result.output).toContain('an import circle of 3 files');
  });

  it('fails on a model that computes its expectations with a product rule or selector, and passes one that states them', () => {
    const honest = check({
      ...HOUSE,
      'machines/wallet.rules.ts': 'export const fee = (paise: number) => paise / 100;\n',
      'test/machines/wallet.model.ts':
        "import { m } from '@machines/wallet.machine';\n// SPEC: 1 % fee\nexport const expectedFee = { 10_000: 100 };\nexport const machine = m;\n",
    });
    expect(honest.passed, honest.output).toBe(true);
    for (const specifier of ['@machines/wallet.rules', '../../machines/wallet.rules', '@machines/wallet.selectors']) {
      const restating = check({
        ...HOUSE,
        'machines/wallet.rules.ts': 'export const fee = (paise: number) => paise / 100;\n',
        'machines/wallet.selectors.ts': 'export const fee = (paise: number) => paise / 100;\n',
        'test/machines/wallet.model.ts': `import { fee } from '${specifier}';\nexport const expectedFee = fee(10_000);\n`,
      });
      expect(restating.passed, specifier).toBe(false);
      expect(restating.output).toContain("test/machines/wallet.model.ts: imports '" + specifier + "': a model states its expectations itself");
    }
  });
});
