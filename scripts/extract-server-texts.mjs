#!/usr/bin/env node
// Writes server/locales/en.json, the English source catalogue of the backend's own texts (issue 25,
// item 3): every text the backend writes in { EN, HI } (messages, titles, seeded content). A
// translator copies it to server/locales/<tag>.json (the tag of locales/<tag>/) and writes each value
// in the language; `npm run i18n:check` holds every such catalogue complete.
import { writeFileSync } from 'node:fs';
import { englishCatalogue, extractServerTexts } from './serverTexts.mjs';

const { texts, problems } = extractServerTexts();
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync('server/locales/en.json', `${JSON.stringify(englishCatalogue(texts), null, 2)}\n`);
console.log(`server/locales/en.json: ${texts.size} backend texts`);
