import { beforeAll, describe, expect, it } from 'vitest';
import { announcementsResponse } from '@kernel/announcements';
import { gameListResponse, gameMenusResponse } from '@kernel/games';
import { PATH } from '@kernel/paths';
import { BANNER_GROUPS, LIMITS } from '@kernel/platform';
import { startServer, type TestServer } from './helpers';

const ALL_TYPES = `${PATH.announcements}?types=B,PL,PU,PR,H&platform=W`;

describe('announcements', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  it('has banners in every group, four or more on the home page', async () => {
    const { body } = await server.expectBody(announcementsResponse, ALL_TYPES);
    const banners = body.value.banners;
    for (const group of BANNER_GROUPS) expect(banners.some((banner) => banner.groupName === group)).toBe(true);
    expect(banners.filter((banner) => banner.groupName === 'w_home').length).toBeGreaterThanOrEqual(4);
  });

  it('has home-page video banners: YouTube embeds, and one link elsewhere for the client to refuse', async () => {
    const { body } = await server.expectBody(announcementsResponse, ALL_TYPES);
    const videos = body.value.banners.filter((banner) => banner.linkageType === 'VIDEO');
    expect(videos.every((video) => video.groupName === 'w_home')).toBe(true);
    const youtube = videos.filter((video) => /^https:\/\/www\.youtube\.com\/embed\/[\w-]+$/.test(video.linkage));
    expect(youtube.length).toBeGreaterThanOrEqual(2);
    expect(videos.length - youtube.length).toBe(1);
  });

  it('points banner images at generated SVG in the request language', async () => {
    const english = await server.expectBody(announcementsResponse, ALL_TYPES, { lang: 'EN' });
    const hindi = await server.expectBody(announcementsResponse, ALL_TYPES);
    const [first] = english.body.value.banners;
    expect(first?.url).toBe(`/assets-gen/banner/${first?.id}.svg?lang=EN`);
    expect(first?.title).toBe('Welcome Bonus up to ₹20,000');
    expect(hindi.body.value.banners[0]?.title).toBe('₹20,000 तक का स्वागत बोनस');
    expect(hindi.body.value.banners[0]?.url).toMatch(/lang=HI$/);
  });

  it('has popups for executions A, B and F, more than one page of them for logged-in players', async () => {
    const { body } = await server.expectBody(announcementsResponse, ALL_TYPES);
    const popups = body.value.popup;
    expect(popups.length).toBeGreaterThanOrEqual(12);
    const byExecution = (execution: string) => popups.filter((popup) => popup.execution === execution).length;
    expect(byExecution('A')).toBeGreaterThan(LIMITS.announcementPageSize);
    expect(byExecution('B')).toBeGreaterThan(0);
    expect(byExecution('F')).toBeGreaterThan(0);
    for (const popup of popups) expect(popup.type).toBe('PU');
  });

  it('narrows popups to one execution', async () => {
    const { body } = await server.expectBody(announcementsResponse, `${ALL_TYPES}&execution=F`);
    expect(body.value.popup.length).toBeGreaterThan(0);
    for (const popup of body.value.popup) expect(popup.execution).toBe('F');
  });

  it('has twelve or more popups for logged-in players (A): two pages of 9', async () => {
    const { body } = await server.expectBody(announcementsResponse, `${PATH.announcements}?types=PU&platform=W&execution=A`);
    const popups = body.value.popup;
    expect(popups.length).toBeGreaterThanOrEqual(12);
    expect(Math.ceil(popups.length / LIMITS.announcementPageSize)).toBe(2);
    for (const popup of popups) expect(popup.execution).toBe('A');
    // the one a client must sanitise is among them
    expect(popups.some((popup) => popup.content.includes('<script>') && popup.content.includes('onerror='))).toBe(true);
    for (let index = 1; index < popups.length; index++) expect(popups[index - 1]?.timestamp).toBeGreaterThan(popups[index]?.timestamp ?? 0);
  });

  it('narrows popups to a comma list of executions, and to anonymous ones with B', async () => {
    const all = (await server.expectBody(announcementsResponse, `${PATH.announcements}?types=PU&platform=W`)).body.value.popup;
    const count = (execution: string) => all.filter((popup) => popup.execution === execution).length;
    const firstLogin = (await server.expectBody(announcementsResponse, `${PATH.announcements}?types=PU&platform=W&execution=F,A`)).body.value.popup;
    expect(new Set(firstLogin.map((popup) => popup.execution))).toEqual(new Set(['F', 'A']));
    expect(firstLogin).toHaveLength(count('F') + count('A'));
    const spaced = (await server.expectBody(announcementsResponse, `${PATH.announcements}?types=PU&platform=W&execution=${encodeURIComponent('A, F')}`)).body.value.popup;
    expect(spaced).toEqual(firstLogin);
    const anonymous = (await server.expectBody(announcementsResponse, `${PATH.announcements}?types=PU&platform=W&execution=B`)).body.value.popup;
    expect(anonymous.length).toBe(count('B'));
    for (const popup of anonymous) expect(popup.execution).toBe('B');
    expect(count('A') + count('B') + count('F')).toBe(all.length);
  });

  it('refuses an unknown or empty execution', async () => {
    for (const execution of ['X', 'A,X', '', ',']) {
      const response = await server.call(`${PATH.announcements}?types=PU&platform=W&execution=${execution}`);
      expect(response.status).toBe(400);
    }
  });

  it('serves HTML content, including one item with markup a client must sanitise', async () => {
    const { body } = await server.expectBody(announcementsResponse, ALL_TYPES);
    const items = [...body.value.popup, ...body.value.promotion, ...body.value.homeNotices];
    expect(items.some((item) => /<(b|strong|p|ul)>/.test(item.content))).toBe(true);
    expect(items.some((item) => item.content.includes('<script>') && item.content.includes('onerror='))).toBe(true);
  });

  it('has player notices, promotions and home notices in Hindi and English', async () => {
    const hindi = (await server.expectBody(announcementsResponse, ALL_TYPES)).body.value;
    const english = (await server.expectBody(announcementsResponse, ALL_TYPES, { lang: 'EN' })).body.value;
    for (const key of ['playerNotices', 'promotion', 'homeNotices'] as const) {
      expect(hindi[key].length).toBeGreaterThan(0);
      expect(hindi[key][0]?.title).toMatch(/[\u0900-\u097F]/);
      expect(english[key][0]?.title).not.toMatch(/[\u0900-\u097F]/);
      expect(english[key][0]?.id).toBe(hindi[key][0]?.id);
    }
  });

  it('returns only the asked types', async () => {
    const { body } = await server.expectBody(announcementsResponse, `${PATH.announcements}?types=PL&platform=W`);
    expect(body.value.playerNotices.length).toBeGreaterThan(0);
    expect([body.value.banners, body.value.popup, body.value.promotion, body.value.homeNotices]).toEqual([[], [], [], []]);
  });

  it('refuses an unknown type or platform', async () => {
    expect((await server.call(`${PATH.announcements}?types=B,XX`)).status).toBe(400);
    expect((await server.call(`${PATH.announcements}?types=B&platform=M`)).status).toBe(400);
  });
});

describe('generated art', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });

  async function expectSvg(path: string) {
    const response = await server.app.request(path); // an <img> sends no platform headers
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=');
    const text = await response.text();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text.trimEnd().endsWith('</svg>')).toBe(true);
    return text;
  }

  it('draws a game tile with its name, square and tall', async () => {
    const { body } = await server.expectBody(gameListResponse, `${PATH.gameList}?gameType=RNG&vassalage=PG&pageSize=1`);
    const game = body.value.games[0];
    const square = await expectSvg(game?.iconUrl ?? '');
    expect(square).toContain('viewBox="0 0 300 300"');
    expect(square).toContain(`aria-label="${game?.gameName.replaceAll('&', '&amp;')}"`);
    expect(await expectSvg(game?.lagerIcon ?? '')).toContain('viewBox="0 0 300 400"');
  });

  it('gives different games different colours', async () => {
    const first = await expectSvg('/assets-gen/game/100001.svg');
    const second = await expectSvg('/assets-gen/game/100002.svg');
    const colour = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(colour(first)).not.toBe(colour(second));
  });

  it('draws vendor logos for every menu vendor', async () => {
    const { body } = await server.expectBody(gameMenusResponse, PATH.gameMenus);
    for (const vendor of body.value.flatMap((menu) => menu.vendors).slice(0, 5)) {
      expect(await expectSvg(vendor.iconUrl)).toContain(vendor.name);
    }
  });

  it('draws banner backgrounds without text, which the client sets in its own fonts', async () => {
    const art = await expectSvg('/assets-gen/banner/1.svg?lang=HI');
    expect(art).not.toContain('<text');
    expect(art).toContain('linearGradient');
  });

  it('answers 404 for art that does not exist', async () => {
    for (const path of ['/assets-gen/game/1.svg', '/assets-gen/game/abc.svg', '/assets-gen/vendor/NOPE.svg', '/assets-gen/banner/999.svg']) {
      expect((await server.app.request(path)).status).toBe(404);
    }
  });
});
