import { beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_LOGOS, footerLogoPath, SOCIAL_NETWORKS } from '@kernel/footerLogos';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});

describe('footer logo art (SPEC 2 Footer)', () => {
  const codes = [...Object.values(FOOTER_LOGOS).flatMap((logos) => logos.map((logo) => logo.code)), ...SOCIAL_NETWORKS];

  it('draws every payment, certification, licence and social logo as an SVG <img> tags can load', async () => {
    for (const code of codes) {
      // No platform headers: an <img> sends none.
      const response = await server.app.request(footerLogoPath(code));
      expect(response.status, code).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toContain('max-age');
      const svg = await response.text();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), code).toBe(true);
      // Real artwork: drawn shapes, not a word on an empty plate.
      expect(svg, code).toMatch(/<(path|circle|polygon|ellipse)\b/);
    }
  });

  it('names each logo for screen readers with its display name', async () => {
    const svg = await (await server.app.request(footerLogoPath('curacao'))).text();
    expect(svg).toContain('aria-label="Curaçao eGaming"');
    const social = await (await server.app.request(footerLogoPath('telegram'))).text();
    expect(social).toContain('aria-label="Telegram"');
  });

  it('answers 404 for a logo it does not have', async () => {
    for (const path of [footerLogoPath('unknown'), '/assets-gen/logo/upi.png', '/assets-gen/logo/upi']) {
      expect((await server.app.request(path)).status, path).toBe(404);
    }
  });
});
