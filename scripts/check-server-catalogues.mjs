#!/usr/bin/env node
// Fails when the backend's catalogues are not complete (issue 25, item 3): server/locales/en.json not
// the texts the backend writes (run `npm run i18n:extract-server`), or a language's catalogue
// (server/locales/<tag>.json, for a language with a UI catalogue locales/<tag>/) missing a text, an
// empty one, one left in English where the language has its own words (its glossary's "## Written as
// in English" list, as for the UI), a placeholder ({name}) or an HTML tag lost or added, or a text
// the English source no longer has. A language with a UI catalogue and no server catalogue yet is
// listed as left (the backend answers it in English) and does not fail.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasWords, keptWordsOf } from './catalogueRules.mjs';
import { englishCatalogue, extractServerTexts } from './serverTexts.mjs';

/** The folders: the backend's catalogues and the UI's (the script's own test gives fixtures). */
const serverRoot = process.argv[2] ?? 'server/locales';
const uiRoot = process.argv[3] ?? 'locales';
/** A test gives the English texts instead of reading them from server/. */
const givenTexts = process.argv[4];

const problems = [];
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

let english;
if (givenTexts) english = readJson(givenTexts);
else {
  const extracted = extractServerTexts();
  problems.push(...extracted.problems);
  english = englishCatalogue(extracted.texts);
  const written = existsSync(join(serverRoot, 'en.json')) ? readJson(join(serverRoot, 'en.json')) : {};
  const stale = Object.keys(english).filter((text) => !(text in written));
  const gone = Object.keys(written).filter((text) => !(text in english));
  if (stale.length > 0 || gone.length > 0)
    problems.push(`server/locales/en.json is not the backend's texts (${stale.length} new, ${gone.length} gone): run npm run i18n:extract-server`);
}

const placeholdersOf = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))].sort().join();
const tagsOf = (text) =>
  [...text.matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi)]
    .map(([whole, name]) => (whole.startsWith('</') ? `/${name}` : name).toLowerCase())
    .sort()
    .join();
/** A text's words for the English rule: its HTML tags and entities set aside. */
const wordsOf = (text) => text.replace(/<[^>]*>/g, ' ').replace(/&\w+;/g, ' ');

const uiLanguages = readdirSync(uiRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const served = readdirSync(serverRoot)
  .filter((name) => name.endsWith('.json') && name !== 'en.json')
  .map((name) => name.slice(0, -'.json'.length));
for (const tag of served) {
  const where = `server/locales/${tag}.json`;
  if (!uiLanguages.includes(tag)) {
    problems.push(`${where}: no UI catalogue locales/${tag}/ (the backend's catalogues follow the UI's tags)`);
    continue;
  }
  const catalogue = readJson(join(serverRoot, `${tag}.json`));
  const kept = keptWordsOf(join(uiRoot, tag));
  for (const text of Object.keys(english)) {
    const translation = catalogue[text];
    if (typeof translation !== 'string' || translation.trim() === '') {
      problems.push(`${where}: no translation for ${JSON.stringify(text)}`);
      continue;
    }
    if (translation === text && hasWords(wordsOf(text), kept)) problems.push(`${where}: ${JSON.stringify(text)} is left in English`);
    if (placeholdersOf(translation) !== placeholdersOf(text))
      problems.push(`${where}: ${JSON.stringify(text)} has the placeholders {${placeholdersOf(translation)}} instead of {${placeholdersOf(text)}}`);
    if (tagsOf(translation) !== tagsOf(text))
      problems.push(`${where}: ${JSON.stringify(text)} has the HTML tags ${tagsOf(translation) || 'none'} instead of ${tagsOf(text) || 'none'}`);
  }
  for (const text of Object.keys(catalogue)) if (!(text in english)) problems.push(`${where}: ${JSON.stringify(text)} is not a backend text (any more)`);
}
const left = uiLanguages.filter((tag) => tag !== 'en' && tag !== 'hi' && !served.includes(tag));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} problems in the backend's catalogues of ${served.join(', ') || 'no language'}`);
  process.exit(1);
}
console.log(
  `Backend catalogues complete: ${Object.keys(english).length} texts in HI and EN (in the code) and in ${served.join(', ') || 'no other language'}, placeholders and tags kept. Answered in English for now: ${left.join(', ') || 'none'}.`,
);
