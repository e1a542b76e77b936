import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** One PO entry as Lingui writes it. */
const entry = (id: string, translation: string, explicit = false) =>
  `${explicit ? '#. js-lingui-explicit-id\n' : ''}msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}\n`;

const ENGLISH = [
  entry('Deposit', 'Deposit'),
  entry('Hello {name}', 'Hello {name}'),
  entry('{0, plural, one {# game} other {# games}}', '{0, plural, one {# game} other {# games}}'),
  entry('Read the <0>terms</0>', 'Read the <0>terms</0>'),
  entry('con_slot', 'Slots', true),
  entry('VIP', 'VIP'),
  entry('{name}: {issue}', '{name}: {issue}'),
].join('\n');

/** Runs the check over an English catalogue and one other language's, both catalogues alike. */
function check(other: string, files = ['messages.po', 'areas.po'], glossary?: string) {
  const root = mkdtempSync(join(tmpdir(), 'catalogues-'));
  for (const [locale, text] of [
    ['en', ENGLISH],
    ['xx', other],
  ]) {
    mkdirSync(join(root, locale as string));
    for (const file of locale === 'en' ? ['messages.po', 'areas.po'] : files) writeFileSync(join(root, locale as string, file), text as string);
  }
  if (glossary !== undefined) writeFileSync(join(root, 'xx', 'GLOSSARY.md'), glossary);
  const run = spawnSync(process.execPath, ['scripts/check-catalogues.mjs', root], { encoding: 'utf8' });
  return { status: run.status, problems: run.stderr.split('\n').filter((line) => line.startsWith('xx/messages.po')) };
}

const complete = [
  entry('Deposit', 'Einzahlung'),
  entry('Hello {name}', 'Hallo {name}'),
  entry('{0, plural, one {# game} other {# games}}', '{0, plural, one {# Spiel} few {# Spiele} other {# Spiele}}'),
  entry('Read the <0>terms</0>', 'Lies die <0>Bedingungen</0>'),
  entry('con_slot', 'Spielautomaten', true),
  entry('VIP', 'VIP'),
  entry('{name}: {issue}', '{name}: {issue}'),
];
const withEntry = (index: number, replacement: string | null) =>
  complete
    .map((text, at) => (at === index ? replacement : text))
    .filter((text): text is string => text !== null)
    .join('\n');

describe('npm run i18n:check over the catalogues (issue 25, item 3)', () => {
  it('passes a complete translation: kept names, placeholders only, and plural categories of its own', () => {
    expect(check(complete.join('\n'))).toEqual({ status: 0, problems: [] });
  });

  it('fails on a message missing or empty', () => {
    expect(check(withEntry(0, null)).problems).toEqual(['xx/messages.po: no translation for "Deposit"']);
    expect(check(withEntry(0, entry('Deposit', ''))).problems).toEqual(['xx/messages.po: no translation for "Deposit"']);
  });

  it('fails on a catalogue not written yet, message by message', () => {
    const run = check(complete.join('\n'), ['messages.po']);
    expect(run.status).toBe(1);
    expect(run.problems).toEqual([]);
    expect(check(complete.join('\n'), []).problems).toHaveLength(7);
  });

  it('fails on a message or an explicit id left in English', () => {
    expect(check(withEntry(0, entry('Deposit', 'Deposit'))).problems).toEqual(['xx/messages.po: "Deposit" is left in English']);
    expect(check(withEntry(4, entry('con_slot', 'Slots', true))).problems).toEqual(['xx/messages.po: "con_slot" is left in English']);
  });

  it('fails on a variable or a tag lost, renamed or added', () => {
    expect(check(withEntry(1, entry('Hello {name}', 'Hallo'))).problems).toEqual(['xx/messages.po: "Hello {name}" has the variables none instead of {name}']);
    expect(check(withEntry(1, entry('Hello {name}', 'Hallo {nom}'))).problems).toEqual(['xx/messages.po: "Hello {name}" has the variables {nom} instead of {name}']);
    expect(check(withEntry(1, entry('Hello {name}', 'Hallo {name} {0}'))).problems).toEqual([
      'xx/messages.po: "Hello {name}" has the variables {0} {name} instead of {name}',
    ]);
    expect(check(withEntry(3, entry('Read the <0>terms</0>', 'Lies die Bedingungen'))).problems).toEqual([
      'xx/messages.po: "Read the <0>terms</0>" has the tags none instead of </0> <0>',
    ]);
  });

  it("passes a word the language's glossary declares as written in English, and only that word", () => {
    const glossary = (bullets: string) =>
      `# Glossary\n\n| term | word |\n|---|---|\n| deposit | Deposit |\n\n## Written as in English\n${bullets}\n## Other notes\n- Slots\n`;
    const slotsKept = withEntry(4, entry('con_slot', 'Slots', true));
    expect(check(slotsKept, undefined, glossary('- Slots — what the sites of this language write\n'))).toEqual({ status: 0, problems: [] });
    // A word named in the term table, under another heading (Slots under "Other notes") or not at all stays a message left in English.
    expect(check(slotsKept, undefined, glossary('- Jackpot\n')).problems).toEqual(['xx/messages.po: "con_slot" is left in English']);
    expect(check(withEntry(0, entry('Deposit', 'Deposit')), undefined, glossary('- Slots\n')).problems).toEqual(['xx/messages.po: "Deposit" is left in English']);
  });
});
