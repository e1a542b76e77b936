import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24 and 25: one Hindi word per domain term in the UI and in the backend's own texts
 * (locales/hi/GLOSSARY.md). Each word the glossary's `not` column rules out must appear in neither.
 */
const glossary = readFileSync('locales/hi/GLOSSARY.md', 'utf8');
const ruledOut = glossary
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| English'))
  .flatMap((line) => {
    const [term, , not] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return (not ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter((word) => word && word !== '---')
      .map((word) => ({ term: term as string, word }));
  });

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
const uiTranslations = ['messages.po', 'areas.po'].flatMap((file) =>
  readFileSync(join('locales', 'hi', file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('msgstr ')),
);
const backendTexts = filesUnder('server').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('the Hindi glossary holds in the UI catalogues and the backend texts', () => {
  it('rules words out (the glossary is read)', () => {
    expect(ruledOut.map(({ word }) => word)).toEqual(expect.arrayContaining(['वेतन', 'निपटाया', 'लाभांश']));
  });

  it.each(['UI catalogues', 'backend texts'])('no ruled-out word in the %s', (where) => {
    const found =
      where === 'UI catalogues'
        ? ruledOut.flatMap(({ term, word }) => uiTranslations.filter((line) => line.includes(word)).map((line) => `${term}: ${word} in ${line}`))
        : ruledOut.flatMap(({ term, word }) => backendTexts.filter(({ text }) => text.includes(word)).map(({ file }) => `${term}: ${word} in ${file}`));
    expect(found).toEqual([]);
  });
});
