#!/usr/bin/env node
// Fails when a UI catalogue is not complete: a message of the English catalogue missing or empty in
// another language, a message left in English where the language has its own words, or a
// placeholder, plural or component tag of the source lost or added in translation (issue 25, item 3).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasWords, keptWordsOf } from './catalogueRules.mjs';

const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));

/** A PO catalogue's live entries (obsolete `#~` ones aside): msgid -> { translation, explicit }. */
function readCatalogue(path) {
  const entries = new Map();
  // A language folder without this catalogue has none of its messages (each is reported missing).
  if (!existsSync(path)) return entries;
  for (const block of readFileSync(path, 'utf8').split(/\n\n+/)) {
    const lines = block.split('\n');
    const read = (key) => {
      const start = lines.findIndex((line) => line.startsWith(`${key} `));
      if (start < 0) return null;
      let value = unquote(lines[start]);
      for (let i = start + 1; i < lines.length && lines[i].startsWith('"'); i++) value += unquote(lines[i]);
      return value;
    };
    const id = read('msgid');
    if (!id) continue;
    entries.set(id, { translation: read('msgstr') ?? '', explicit: block.includes('js-lingui-explicit-id') });
  }
  return entries;
}

/** Variables ({name}, {0}, {0, plural, ...}) and component tags (<0>, </0>, <1/>) of a message, sorted. */
// A plural or select branch's body (`one {...}`, `=0 {...}`) is text, not a variable.
const variablesOf = (message) => [...new Set([...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)[,}]/g)].map(([, name]) => name))].sort();
const tagsOf = (message) => [...message.matchAll(/<\/?\d+\/?>/g)].map(([tag]) => tag).sort();
/** The folder of the catalogues: `locales`, or the one given (the script's own test gives fixtures). */
const root = process.argv[2] ?? 'locales';
const problems = [];
const listed = (items, show = (item) => item) => (items.length === 0 ? 'none' : items.map(show).join(' '));
const CATALOGUES = ['messages.po', 'areas.po'];
const locales = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const keptWords = new Map(locales.map((locale) => [locale, keptWordsOf(join(root, locale))]));
for (const catalogue of CATALOGUES) {
  const english = readCatalogue(join(root, 'en', catalogue));
  for (const locale of locales) {
    const entries = readCatalogue(join(root, locale, catalogue));
    const where = `${locale}/${catalogue}`;
    for (const [id, source] of english) {
      const entry = entries.get(id);
      if (!entry?.translation) {
        problems.push(`${where}: no translation for "${id}"`);
        continue;
      }
      // An explicit id's source text is the English translation; other messages are their own source.
      const sourceText = source.explicit ? source.translation : id;
      if (locale !== 'en' && entry.translation === sourceText && hasWords(sourceText, keptWords.get(locale))) problems.push(`${where}: "${id}" is left in English`);
      if (source.explicit) continue;
      if (variablesOf(entry.translation).join() !== variablesOf(id).join())
        problems.push(
          `${where}: "${id}" has the variables ${listed(variablesOf(entry.translation), (name) => `{${name}}`)} instead of ${listed(variablesOf(id), (name) => `{${name}}`)}`,
        );
      if (tagsOf(entry.translation).join() !== tagsOf(id).join())
        problems.push(`${where}: "${id}" has the tags ${listed(tagsOf(entry.translation))} instead of ${listed(tagsOf(id))}`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} problems in the catalogues of ${locales.join(', ')}`);
  process.exit(1);
}
console.log(`Catalogues complete: every message of the English catalogues translated in ${locales.join(', ')}, variables and tags kept.`);
