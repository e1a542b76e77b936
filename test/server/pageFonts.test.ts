import { beforeAll, describe, expect, it } from 'vitest';
import { playPagePath } from '@kernel/paths';
import { PAGE_FONTS_PATH, pageFontSheet, sourceStyleSheets } from '../../server/pages/pageFonts';
import { startServer, type TestServer } from './helpers';

// Issue 24: the backend's own pages (the demo game, the payment page, the chat window, the sign-in
// provider) drew Hindi with the system's fonts, boxes on a machine without a Devanagari font. They
// link the product's font faces, whose files the build already ships.

/** As Vite writes a built style sheet: minified, absolute or relative addresses, other rules around. */
const BUILT_SHEET = {
  href: '/css/index-Bq3x.css',
  text:
    'body{color:red}@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:400 800;src:url(/assets/inter-latin-wght-D1x.woff2) format("woff2");unicode-range:U+0000-00FF}' +
    '@font-face{font-family:"Noto Sans Devanagari";font-weight:400 800;src:url(../assets/noto-sans-devanagari-wght-C9k.woff2) format("woff2");unicode-range:U+0900-097F,U+200C-200D}.x{margin:0}',
};
const LAZY_SHEET = {
  href: '/css/fonts-hant-A1.css',
  text: "@font-face{font-family:'Noto Sans TC';src:url('/assets/noto-sans-tc-1-wght-Z.woff2') format(\"woff2\");unicode-range:U+4E00}",
};

describe('the font sheet of the backend pages', () => {
  it('keeps every font face of the product sheets, with absolute addresses, and no other rule', () => {
    const sheet = pageFontSheet([BUILT_SHEET, LAZY_SHEET]);
    expect(sheet).toContain('src:url("/assets/inter-latin-wght-D1x.woff2") format("woff2");unicode-range:U+0000-00FF}');
    expect(sheet).toContain('src:url("/assets/noto-sans-devanagari-wght-C9k.woff2") format("woff2");unicode-range:U+0900-097F,U+200C-200D}');
    expect(sheet).toContain('src:url("/assets/noto-sans-tc-1-wght-Z.woff2")');
    expect(sheet).not.toContain('color:red');
    expect(sheet).not.toContain('margin:0');
    expect(sheet.match(/@font-face/g)).toHaveLength(3);
  });

  it('names the families in the order the sheets declare them, then the system font', () => {
    expect(pageFontSheet([BUILT_SHEET, LAZY_SHEET])).toContain(':root { --page-font: "Inter", "Noto Sans Devanagari", "Noto Sans TC", system-ui, sans-serif; }');
    expect(pageFontSheet([])).toContain('--page-font: system-ui, sans-serif;');
  });

  it('points at the source font files for the dev server', () => {
    const sheet = pageFontSheet(sourceStyleSheets(process.cwd()));
    expect(sheet).toContain('url("/src/styles/fonts/noto-sans-devanagari-wght.woff2")');
    expect(sheet).toContain('url("/src/styles/fonts/inter-rupee-wght.woff2")');
  });
});

describe('the backend pages link it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ pageStyleSheets: () => [BUILT_SHEET] });
  });

  it('serves the sheet as CSS', async () => {
    const response = await server.app.request(PAGE_FONTS_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('url("/assets/noto-sans-devanagari-wght-C9k.woff2")');
  });

  it('the Hindi game page links it, uses its families, and its policy lets the sheet and fonts load', async () => {
    const slot = server.db.prepare("SELECT node_id AS nodeId FROM game WHERE category = 'RNG' LIMIT 1").get() as { nodeId: number };
    const response = await server.app.request(`${playPagePath(slot.nodeId)}?lang=HI`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<link rel="stylesheet" href="/assets-gen/page-fonts.css">');
    expect(html).toContain('font-family: var(--page-font, system-ui, sans-serif)');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("font-src 'self'");
  });
});
