#!/usr/bin/env node
// Fails when a UI catalogue lacks a translation or loses a placeholder, so every string the
// product ships exists in Hindi and English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));
const problems = [];
// Each locale has two catalogues (lingui.config.ts): the first screen's and the lazy areas'.
for (const [locale, catalogue] of readdirSync('locales').flatMap((locale) => ['messages.po', 'areas.po'].map((file) => [locale, file]))) {
  const text = readFileSync(join('locales', locale, catalogue), 'utf8');
  const entries = text.split(/\n\n+/).filter((block) => /^msgid "(?!")/m.test(block) || /^msgid ""\n"/m.test(block));
  for (const block of entries) {
    const lines = block.split('\n');
    const read = (key) => {
      const start = lines.findIndex((line) => line.startsWith(`${key} `));
      if (start < 0) return '';
      let value = unquote(lines[start]);
      for (let i = start + 1; i < lines.length && lines[i].startsWith('"'); i++) value += unquote(lines[i]);
      return value;
    };
    const id = read('msgid');
    const translation = read('msgstr');
    const explicit = block.includes('js-lingui-explicit-id');
    if (!translation) problems.push(`${locale}/${catalogue}: no translation for "${id}"`);
    if (!explicit) {
      // Each variable ({name}, {0}, {0, plural, ...}) must survive translation.
      for (const [, name] of id.matchAll(/\{(\w+)[,}]/g)) {
        if (!new RegExp(`\\{${name}[,}]`).test(translation)) problems.push(`${locale}/${catalogue}: "${id}" loses {${name}}`);
      }
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Catalogues complete: every message translated in every locale.');
