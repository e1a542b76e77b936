import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The English source as server/locales/en.json holds it: each text its own translation. */
const ENGLISH = ['Insufficient balance', 'VIP {level} level-up bonus', '<p>Get <b>10%</b> back</p>', 'WhatsApp', 'Email format incorrect'];
const source = Object.fromEntries(ENGLISH.map((text) => [text, text]));

const complete = {
  'Insufficient balance': 'Saldo insuficiente',
  'VIP {level} level-up bonus': 'Bono de subida al VIP {level}',
  '<p>Get <b>10%</b> back</p>': '<p>Recupera el <b>10%</b></p>',
  // A name every language keeps may stay as in English.
  WhatsApp: 'WhatsApp',
  // A word the language's glossary declares as written in English.
  'Email format incorrect': 'Formato de Email incorrecto',
};

/**
 * Runs scripts/check-server-catalogues.mjs over fixtures: the English texts, one server catalogue
 * (xx.json) and the UI folders (xx with a glossary, and yy without a server catalogue).
 */
function check(catalogue: Record<string, string> | null, glossary = '## Written as in English\n- Email — as sites write it\n') {
  const root = mkdtempSync(join(tmpdir(), 'server-catalogues-'));
  const server = join(root, 'server');
  const ui = join(root, 'ui');
  for (const folder of [server, join(ui, 'en'), join(ui, 'xx'), join(ui, 'yy')]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(ui, 'xx', 'GLOSSARY.md'), glossary);
  writeFileSync(join(root, 'texts.json'), JSON.stringify(source));
  if (catalogue) writeFileSync(join(server, 'xx.json'), JSON.stringify(catalogue));
  const run = spawnSync(process.execPath, ['scripts/check-server-catalogues.mjs', server, ui, join(root, 'texts.json')], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, problems: run.stderr.split('\n').filter((line) => line.startsWith('server/locales/xx.json')) };
}

/** Each test runs the script (a node process) once or twice. */
const SPAWN_TIMEOUT = 30_000;

describe('the backend catalogue check (issue 25, item 3)', () => {
  it(
    'passes a complete catalogue and lists the UI languages without one as answered in English',
    () => {
      const result = check(complete);
      expect(result.problems).toEqual([]);
      expect(result.status).toBe(0);
      expect(result.out).toContain('in xx,');
      expect(result.out).toContain('Answered in English for now: yy.');
    },
    SPAWN_TIMEOUT,
  );

  it(
    'does not fail for a UI language that has no server catalogue yet',
    () => {
      expect(check(null).status).toBe(0);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'fails on a missing or empty text',
    () => {
      const { 'Insufficient balance': _, ...missing } = complete;
      expect(check(missing).problems).toEqual(['server/locales/xx.json: no translation for "Insufficient balance"']);
      expect(check({ ...complete, 'Insufficient balance': ' ' }).status).toBe(1);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'fails on a text left in English unless its words are kept names or declared in the glossary',
    () => {
      expect(check({ ...complete, 'Insufficient balance': 'Insufficient balance' }).problems).toEqual([
        'server/locales/xx.json: "Insufficient balance" is left in English',
      ]);
      const undeclared = check({ ...complete, 'Email format incorrect': 'Email format incorrect' }, '');
      expect(undeclared.problems).toEqual(['server/locales/xx.json: "Email format incorrect" is left in English']);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'fails on a placeholder or an HTML tag lost or renamed',
    () => {
      expect(check({ ...complete, 'VIP {level} level-up bonus': 'Bono de subida al VIP {nivel}' }).problems).toEqual([
        'server/locales/xx.json: "VIP {level} level-up bonus" has the placeholders {nivel} instead of {level}',
      ]);
      expect(check({ ...complete, '<p>Get <b>10%</b> back</p>': '<p>Recupera el 10%</p>' }).problems).toEqual([
        'server/locales/xx.json: "<p>Get <b>10%</b> back</p>" has the HTML tags /p,p instead of /b,/p,b,p',
      ]);
    },
    SPAWN_TIMEOUT,
  );

  it(
    'fails on a text the English source no longer has',
    () => {
      expect(check({ ...complete, 'Old text': 'Texto viejo' }).problems).toEqual(['server/locales/xx.json: "Old text" is not a backend text (any more)']);
    },
    SPAWN_TIMEOUT,
  );
});
