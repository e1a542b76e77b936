import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { agentNoticesResponse } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { announcementsResponse } from '@kernel/announcements';
import { ErrorCode } from '@kernel/errorCodes';
import { gameListResponse, gameMenusResponse, gameVendorResponse, hotGamesResponse, rankListResponse } from '@kernel/games';
import { helpCenterResponse } from '@kernel/help';
import { inboxPageResponse } from '@kernel/inbox';
import { memberInfoResponse } from '@kernel/member';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH, PATH } from '@kernel/paths';
import { GAME_PLATFORM } from '@kernel/platform';
import { promotionListResponse } from '@kernel/promotions';
import { systemStatusResponse, whitelabelResponse } from '@kernel/system';
import { hostileContentResponse, hostileHtml, hostileText } from '../../server/routes/devHostileContent';
import { devControl, manualClock, parseFailure, startServer, type TestServer } from './helpers';

const ALL_ANNOUNCEMENTS = `${PATH.announcements}?types=B,PL,PU,PR,H&platform=W`;
const MEGA_PAGE = `${PATH.gameList}?${new URLSearchParams({ clientType: '3', platform: GAME_PLATFORM, merchant: 'DEMO', language: 'EN', gameType: 'RNG', vassalage: 'MEGA', pageNo: '1' })}`;

/** The value a planted plain-text field holds: its payload names the field. */
const isHostileText = (text: string) => /^hostile:[\w-]+ "'><img src=x onerror="[^"]+"><script>[^<]+<\/script>$/.test(text);
const isHostileHtml = (html: string) => html.startsWith('<p>hostile:') && html.includes('<script>') && html.includes('javascript:');

async function plant(server: TestServer) {
  const response = await devControl(server, 'POST', DEV_PATH.hostileContent);
  expect(response.status).toBe(200);
  return v.parse(hostileContentResponse, await response.json()).value;
}

async function loginToken(server: TestServer, username: string, password: string) {
  const { body } = await server.login({ username, password });
  const token = (body as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`${username} did not log in: ${JSON.stringify(body)}`);
  return token;
}

// Each test starts (and the last re-seeds) a whole backend: seconds on a loaded machine.
describe('the hostile-content dev control', { timeout: 60_000 }, () => {
  it('does not exist when dev controls are off', async () => {
    const production = await startServer({ devControls: false });
    const before = (await production.expectBody(whitelabelResponse, PATH.whitelabel)).body.value.merchantName;
    expect((await devControl(production, 'POST', DEV_PATH.hostileContent)).status).toBe(404);
    expect((await production.expectBody(whitelabelResponse, PATH.whitelabel)).body.value.merchantName).toBe(before);
  });

  it('refuses another site and a body not declared as JSON, and changes nothing then', async () => {
    const server = await startServer();
    const before = (await server.expectBody(whitelabelResponse, PATH.whitelabel)).body.value.merchantName;
    const crossSite = await server.call(DEV_PATH.hostileContent, {
      method: 'POST',
      merchant: null,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
    });
    expect(crossSite.status).toBe(403);
    expect(parseFailure(await crossSite.json()).code).toBe(ErrorCode.notSameOrigin);
    const plainText = await server.call(DEV_PATH.hostileContent, { method: 'POST', merchant: null, headers: { 'Content-Type': 'text/plain' } });
    expect(plainText.status).toBe(415);
    expect((await server.expectBody(whitelabelResponse, PATH.whitelabel)).body.value.merchantName).toBe(before);
  });

  it('makes every server HTML and plain-text field the pages show hostile, in both languages, and the contract still accepts every answer', async () => {
    const server = await startServer();
    const planted = await plant(server);
    for (const field of ['announcement-PU-', 'announcement-PL-', 'help-term-content', 'agent-notice-', 'message-', 'promotion-'])
      expect(planted.html.join(' ')).toContain(field);
    for (const field of ['banner-1-title', 'game-', 'vendor-RNG-MEGA-name', 'winner-', 'merchant-name', 'message-', 'member-', 'contact-', 'resource-']) {
      expect(planted.text.join(' ')).toContain(field);
    }

    for (const lang of ['EN', 'HI']) {
      const { value } = (await server.expectBody(announcementsResponse, ALL_ANNOUNCEMENTS, { lang })).body;
      const notices = [...value.playerNotices, ...value.popup, ...value.promotion, ...value.homeNotices];
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) {
        expect(notice.content).toBe(hostileHtml(`announcement-${notice.type}-${notice.id}-content`));
        expect(notice.title).toBe(hostileText(`announcement-${notice.type}-${notice.id}-title`));
      }
      for (const banner of value.banners) expect(banner.title).toBe(hostileText(`banner-${banner.id}-title`));

      const help = (await server.expectBody(helpCenterResponse, `${PATH.helpCenter}?lang=${lang}&device=WEB`)).body.value;
      for (const topic of help) {
        expect(topic.content).toBe(hostileHtml(`help-${topic.id}-content`));
        expect(topic.title).toBe(hostileText(`help-${topic.id}-title`));
      }
    }

    const games = (await server.expectBody(gameListResponse, MEGA_PAGE)).body.value.games;
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game.gameName).toBe(hostileText(`game-${game.nodeId}-name`));
    for (const game of (await server.expectBody(hotGamesResponse, PATH.hotGames)).body.value) expect(isHostileText(game.gameName)).toBe(true);
    for (const winner of (await server.expectBody(rankListResponse, `${PATH.rankList}?limitNum=20`)).body.value.list) {
      expect(isHostileText(winner.customerName)).toBe(true);
      expect(isHostileText(winner.gameName)).toBe(true);
    }
    for (const menu of (await server.expectBody(gameMenusResponse, PATH.gameMenus)).body.value) {
      for (const vendor of menu.vendors) expect(isHostileText(vendor.name)).toBe(true);
    }
    const lanes = v.parse(gameVendorResponse, await (await server.call(`${PATH.gameVendor}?platform=${GAME_PLATFORM}`)).json()).data.lanes;
    for (const lane of lanes) for (const card of Object.values(lane.cards)) expect(isHostileText(card.name)).toBe(true);

    expect(isHostileText((await server.expectBody(whitelabelResponse, PATH.whitelabel)).body.value.merchantName)).toBe(true);
    const status = (await server.expectBody(systemStatusResponse, PATH.systemStatus)).body.value;
    for (const channel of status.customerService) expect(isHostileText(channel.title)).toBe(true);

    const member = await loginToken(server, 'demo_member', 'Demo@1234');
    expect(isHostileText((await server.expectBody(memberInfoResponse, PATH.memberInfo, { token: member })).body.value.nickname)).toBe(true);
    for (const lang of ['EN', 'HI']) {
      const messages = (await server.expectBody(inboxPageResponse, MEMBER_PATH.messages, { token: member, lang })).body.value.items;
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message.title).toBe(hostileText(`message-${message.id}-title`));
        expect(message.content).toBe(hostileHtml(`message-${message.id}-content`));
      }
    }
    for (const lang of ['EN', 'HI']) {
      const promotions = (await server.expectBody(promotionListResponse, MEMBER_PATH.promotions, { token: member, lang })).body.value.items;
      expect(promotions.length).toBeGreaterThan(0);
      for (const promotion of promotions) {
        expect(promotion.terms).toBe(hostileHtml(`promotion-${promotion.id}-terms`));
        expect(promotion.title).toBe(hostileText(`promotion-${promotion.id}-title`));
        expect(promotion.summary).toBe(hostileText(`promotion-${promotion.id}-summary`));
      }
      const rejected = promotions.find((promotion) => promotion.state === 'Rejected');
      expect(isHostileText(rejected?.application?.rejectReason ?? '')).toBe(true);
      expect(isHostileText(rejected?.application?.comment ?? '')).toBe(true);
    }
    const agent = await loginToken(server, 'demo_agent', 'Agent@1234');
    const agentNotices = (await server.expectBody(agentNoticesResponse, AGENT_PATH.notices, { token: agent, lang: 'EN' })).body.value;
    expect(agentNotices.length).toBeGreaterThan(0);
    for (const notice of agentNotices) {
      expect(isHostileHtml(notice.content)).toBe(true);
      expect(isHostileText(notice.title)).toBe(true);
    }
  });

  it('is undone by the reset control', async () => {
    // A still clock: the reset dates the seed on it, so the answers compare whole.
    const server = await startServer({ clock: manualClock().now });
    const seeded = (await server.expectBody(announcementsResponse, ALL_ANNOUNCEMENTS, { lang: 'EN' })).body.value;
    await plant(server);
    expect((await devControl(server, 'POST', DEV_PATH.reset)).status).toBe(200);
    expect((await server.expectBody(announcementsResponse, ALL_ANNOUNCEMENTS, { lang: 'EN' })).body.value).toEqual(seeded);
  });
});
