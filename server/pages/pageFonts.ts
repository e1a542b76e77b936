import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ART_PREFIX } from '../art/urls';

/** Where the backend's own pages (game, payment, chat, sign-in provider) fetch the product's font faces. */
export const PAGE_FONTS_PATH = `${ART_PREFIX}/page-fonts.css`;

/** The tag each backend page puts in its head: the faces, and the family list as `--page-font`. */
export const PAGE_FONTS_LINK = `<link rel="stylesheet" href="${PAGE_FONTS_PATH}">`;

/** The font-family a backend page's CSS names: the product's faces, the system's where the sheet is missing. */
export const PAGE_FONT_FAMILY = 'var(--page-font, system-ui, sans-serif)';

/** A style sheet of the product and the address the browser fetches it from (its url()s are relative to it). */
export type StyleSheetFile = { href: string; text: string };

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const URL_REFERENCE = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;
const FAMILY = /font-family\s*:\s*(["']?)([^;"'}]+)\1/;

/**
 * The backend's pages are drawn by the product's own web fonts, not the system's (a machine without
 * a Devanagari font showed their Hindi as boxes): every @font-face of the product's style sheets,
 * with addresses made absolute, and the families in the order the sheets declare them. Each face
 * keeps its unicode-range, so a page fetches only the files of the scripts it shows.
 */
export function pageFontSheet(sheets: readonly StyleSheetFile[]): string {
  const faces = sheets.flatMap((sheet) =>
    (sheet.text.match(FONT_FACE) ?? []).map((face) =>
      face.replace(URL_REFERENCE, (_whole, _quote: string, address: string) => `url("${new URL(address, `http://page${sheet.href}`).pathname}")`),
    ),
  );
  const families = [...new Set(faces.map((face) => FAMILY.exec(face)?.[2]?.trim()).filter((family): family is string => Boolean(family)))];
  const familyList = [...families.map((family) => `"${family}"`), 'system-ui', 'sans-serif'].join(', ');
  return `${faces.join('\n')}\n:root { --page-font: ${familyList}; }\n`;
}

/** The production build's style sheets (dist/css), where the font files have their hashed names. */
export function builtStyleSheets(distDir: string): StyleSheetFile[] {
  const folder = join(distDir, 'css');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => ({ href: `/css/${name}`, text: readFileSync(join(folder, name), 'utf8') }));
}

/** The font style sheets of the source tree, as the Vite dev server serves them (npm start). */
export function sourceStyleSheets(root: string): StyleSheetFile[] {
  const folder = join(root, 'src/styles');
  return readdirSync(folder)
    .filter((name) => /^fonts.*\.css$/.test(name))
    .sort()
    .map((name) => ({ href: `/src/styles/${name}`, text: readFileSync(join(folder, name), 'utf8') }));
}
