import { webcrypto } from 'node:crypto';
import { createRequire } from 'node:module';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PLAY_CATEGORIES } from '@kernel/demoPlay';
import { ErrorCode } from '@kernel/errorCodes';
import { formatPaise } from '@kernel/format';
import { launchGameResponse } from '@kernel/games';
import { balanceResponse } from '@kernel/member';
import { PATH, playSpinPath } from '@kernel/paths';
import { CLIENT_TYPE, GAME_CATEGORIES, type GameCategory } from '@kernel/platform';
import { PLAY_STAKES_PAISE, playSpinResponse } from '@kernel/play';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { PAGE_FONTS_LINK } from '../../server/pages/pageFonts';
import { PLAY_TICKET_LIFETIME_MS } from '../../server/play/tickets';
import type { RandomSource } from '../../server/random';
import { createStores } from '../../server/store/index';
import { loginToken, manualClock, parseFailure, startServer, type TestServer, trialToken } from './helpers';

const DEMO_MEMBER = 10001;
const KAVYA = 10009; // team_kavya: ₹99.99
const ARJUN = 10008; // team_arjun: ₹15,400.00

/** Random numbers the test chooses, so the reels stop where it says (0.75 → 7); 1, 2, 3 over and over once they run out. */
function scriptedRandom() {
  const queue: number[] = [];
  let unscripted = 0;
  const random: RandomSource = () => queue.shift() ?? ((unscripted++ % 3) + 1) / 10 + 0.05;
  return { random, reels: (...digits: number[]) => queue.push(...digits.map((digit) => digit / 10 + 0.05)) };
}

const launchPath = (params: Record<string, string | number>) =>
  `${PATH.launchGame}?${new URLSearchParams(Object.entries({ language: 'EN', clientType: CLIENT_TYPE, ...params }).map(([key, value]) => [key, String(value)]))}`;
const ticketOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('ticket') ?? '';
const key = (() => {
  let count = 0;
  return () => `spin-key-${String(++count).padStart(4, '0')}`;
})();

describe('play moves money', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let script: ReturnType<typeof scriptedRandom>;
  let journal: ReturnType<typeof createJournal>;

  beforeEach(async () => {
    clock = manualClock();
    script = scriptedRandom();
    server = await startServer({ clock: clock.now, random: script.random });
    journal = createJournal(server.db);
  });

  const nodeOf = (category: GameCategory, gameCode: string) =>
    (server.db.prepare('SELECT node_id AS nodeId FROM game WHERE category = ? AND game_code = ?').get(category, gameCode) as { nodeId: number }).nodeId;
  const firstGameOf = (category: GameCategory) =>
    (
      server.db
        .prepare(
          'SELECT g.node_id AS nodeId FROM game g JOIN vendor v ON v.category = g.category AND v.code = g.vendor_code WHERE g.category = ? AND g.maintenance = 0 AND v.maintenance = 0 ORDER BY g.sort LIMIT 1',
        )
        .get(category) as { nodeId: number }
    ).nodeId;
  const betCount = (memberId: number) => (server.db.prepare('SELECT COUNT(*) AS n FROM bet WHERE member_id = ?').get(memberId) as { n: number }).n;

  async function launch(token: string, nodeId: number, lang = 'EN') {
    const { body } = await server.expectBody(launchGameResponse, launchPath({ nodeId, language: lang }), { token, lang });
    return { url: body.value.url, ticket: ticketOf(body.value.url) };
  }
  async function spin(nodeId: number, body: Record<string, unknown>, lang = 'EN') {
    const response = await server.call(playSpinPath(nodeId), { method: 'POST', body, merchant: null, lang });
    return { status: response.status, body: (await response.json()) as unknown };
  }
  const spinValue = (result: { body: unknown }) => v.parse(playSpinResponse, result.body).value;

  it("takes the stake and pays the prize from the member's main wallet, once per key", async () => {
    const token = await loginToken(server, 'demo_member');
    const nodeId = nodeOf('RNG', 'HABA0007'); // HABA has no game wallet
    const { ticket } = await launch(token, nodeId);
    expect(journal.balanceOf(memberAccount.main(DEMO_MEMBER))).toBe(2_500_000);
    const betsBefore = betCount(DEMO_MEMBER);

    script.reels(7, 7, 3);
    const request = { ticket, stakePaise: 5_000, idempotencyKey: key() };
    const first = spinValue(await spin(nodeId, request));
    expect(first).toMatchObject({ reels: [7, 7, 3], stakePaise: 5_000, payoutPaise: 10_000, balancePaise: 2_505_000, currency: 'INR', wallet: 'MAIN' });

    // a retry (a lost answer, a double click) answers the same spin and moves nothing
    const retry = spinValue(await spin(nodeId, request));
    expect(retry).toEqual(first);
    expect(journal.balanceOf(memberAccount.main(DEMO_MEMBER))).toBe(2_505_000);
    expect(betCount(DEMO_MEMBER)).toBe(betsBefore + 1);
    const bet = server.db
      .prepare(
        'SELECT wallet, vendor, game_type AS gameType, node_id AS nodeId, stake_paise AS stake, valid_paise AS valid, payout_paise AS payout, currency, settled_at AS settledAt FROM bet WHERE id = ?',
      )
      .get(first.betId);
    expect(bet).toEqual({ wallet: 'MAIN', vendor: 'HABA', gameType: 'RNG', nodeId, stake: 5_000, valid: 5_000, payout: 10_000, currency: 'INR', settledAt: clock.now() });
    const postings = server.db.prepare('SELECT kind FROM journal_transaction WHERE reference = ? ORDER BY id').all(`bet:${first.betId}`);
    expect(postings).toEqual([{ kind: 'bet' }, { kind: 'payout' }]);

    // the same key for another bet is refused; a new key is a new spin
    const conflict = parseFailure((await spin(nodeId, { ...request, stakePaise: 1_000 })).body);
    expect(conflict.code).toBe(ErrorCode.idempotencyConflict);
    const second = spinValue(await spin(nodeId, { ...request, idempotencyKey: key() }));
    expect(second.betId).not.toBe(first.betId);
    expect(journal.reconcile().ok).toBe(true);
  });

  it('pays three alike 42 times the bet and nothing for three different digits', async () => {
    const token = await loginToken(server, 'demo_member');
    const nodeId = nodeOf('RNG', 'HABA0007');
    const { ticket } = await launch(token, nodeId);
    script.reels(4, 4, 4);
    const jackpot = spinValue(await spin(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() }));
    expect(jackpot).toMatchObject({ reels: [4, 4, 4], payoutPaise: 42_000, balancePaise: 2_500_000 - 1_000 + 42_000 });
    script.reels(1, 2, 3);
    const loss = spinValue(await spin(nodeId, { ticket, stakePaise: 10_000, idempotencyKey: key() }));
    expect(loss).toMatchObject({ reels: [1, 2, 3], payoutPaise: 0, balancePaise: jackpot.balancePaise - 10_000 });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM journal_transaction WHERE reference = ?').get(`bet:${loss.betId}`)).toEqual({ n: 1 });
  });

  it('refuses a bet above the balance with a localised message and moves nothing', async () => {
    const token = await loginToken(server, 'team_kavya', TEAM_PASSWORD);
    const nodeId = nodeOf('RNG', 'HABA0007');
    const { ticket } = await launch(token, nodeId);
    const request = { ticket, stakePaise: 10_000, idempotencyKey: key() };
    const english = await spin(nodeId, request);
    expect(english.status).toBe(200);
    expect(parseFailure(english.body)).toMatchObject({
      code: ErrorCode.insufficientBalance,
      message: 'Your balance is too low for this bet: choose a smaller bet or deposit',
    });
    const hindi = parseFailure((await spin(nodeId, request, 'HI')).body);
    expect(hindi.message).toBe('इस दांव के लिए आपकी शेष राशि कम है: छोटा दांव चुनें या जमा करें');
    expect(journal.balanceOf(memberAccount.main(KAVYA))).toBe(9_999);
    expect(betCount(KAVYA)).toBe(0);
    // a refusal stores nothing under the key: the same key with a bet that fits is a fresh spin
    script.reels(1, 2, 3);
    expect(spinValue(await spin(nodeId, { ...request, stakePaise: 1_000 })).balancePaise).toBe(8_999);
    expect(journal.reconcile().ok).toBe(true);
  });

  it('lets a trial account spin a slot with its DEMO credit, never with money, and refuses live games', async () => {
    const token = await trialToken(server);
    const trialId = (server.db.prepare('SELECT id FROM member WHERE type = 4 ORDER BY id DESC LIMIT 1').get() as { id: number }).id;
    const credit = journal.balanceOf(memberAccount.demo(trialId));
    expect(credit).toBeGreaterThan(0);
    const nodeId = nodeOf('RNG', 'HABA0007');
    const { url, ticket } = await launch(token, nodeId);
    const page = await (await server.app.request(url)).text();
    expect(page).toContain('Demo credit: <b id="balance">');
    expect(page).toContain(`<b id="balance">${formatPaise(credit)}</b>`);
    expect(page).toContain('Free play with demo credit: no real money is played.');

    script.reels(9, 0, 9);
    const result = spinValue(await spin(nodeId, { ticket, stakePaise: 5_000, idempotencyKey: key() }));
    expect(result).toMatchObject({ currency: 'DEMO', wallet: 'DEMO', payoutPaise: 10_000, balancePaise: credit + 5_000 });
    expect(journal.balanceOf(memberAccount.demo(trialId))).toBe(credit + 5_000);
    expect(journal.balanceOf(HOUSE.demoGames)).toBe(-5_000);
    expect(journal.memberAccounts(trialId).map((account) => account.purpose)).toEqual(['demo']);
    expect(server.db.prepare('SELECT currency, wallet FROM bet WHERE id = ?').get(result.betId)).toEqual({ currency: 'DEMO', wallet: 'DEMO' });
    expect(journal.reconcile()).toMatchObject({ ok: true, mixedCurrencyTransactions: [] });
    // the header shows the demo credit
    expect((await server.expectBody(balanceResponse, PATH.balance, { token })).body.value.balancePaise).toBe(credit + 5_000);

    for (const category of GAME_CATEGORIES) {
      const response = await server.call(launchPath({ nodeId: firstGameOf(category) }), { token, lang: 'EN' });
      const body = (await response.json()) as { success: boolean };
      if ((DEMO_PLAY_CATEGORIES as readonly string[]).includes(category)) {
        expect(body.success, category).toBe(true);
      } else {
        expect(parseFailure(body), category).toMatchObject({ code: ErrorCode.trialNotAllowed, message: 'Please register an account first' });
      }
    }
    // a trial's demo credit runs out like money does
    journal.post({
      idempotencyKey: 'test-spend-demo-credit',
      kind: 'bet',
      reference: null,
      lines: [
        { account: memberAccount.demo(trialId), amountPaise: -(credit + 5_000) },
        { account: HOUSE.demoGames, amountPaise: credit + 5_000 },
      ],
      now: clock.now(),
    });
    const broke = parseFailure((await spin(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() })).body);
    expect(broke).toMatchObject({ code: ErrorCode.insufficientBalance, message: 'Your demo credit is too low for this bet: choose a smaller bet' });
  });

  it("spends from the vendor's game wallet when the merchant is multi-wallet, and from main when single", async () => {
    const token = await loginToken(server, 'team_arjun', TEAM_PASSWORD);
    const nodeId = nodeOf('RNG', 'PG0001');
    const { url, ticket } = await launch(token, nodeId);
    const empty = parseFailure((await spin(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() })).body);
    expect(empty).toMatchObject({
      code: ErrorCode.insufficientBalance,
      message: "This game's wallet is too low for this bet: transfer money into it or choose a smaller bet",
    });

    journal.post({
      idempotencyKey: 'test-transfer-pg',
      kind: 'transferIn',
      reference: `member:${ARJUN}`,
      lines: [
        { account: memberAccount.main(ARJUN), amountPaise: -50_000 },
        { account: memberAccount.game(ARJUN, 'PG'), amountPaise: 50_000 },
      ],
      now: clock.now(),
    });
    expect(await (await server.app.request(url)).text()).toContain('PG Soft wallet: <b id="balance">₹500.00</b>');
    script.reels(1, 2, 3);
    const result = spinValue(await spin(nodeId, { ticket, stakePaise: 5_000, idempotencyKey: key() }));
    expect(result).toMatchObject({ wallet: 'PG', currency: 'INR', balancePaise: 45_000 });
    expect(journal.balanceOf(memberAccount.game(ARJUN, 'PG'))).toBe(45_000);
    expect(journal.balanceOf(memberAccount.main(ARJUN))).toBe(1_540_000 - 50_000);
    expect(server.db.prepare('SELECT wallet FROM bet WHERE id = ?').get(result.betId)).toEqual({ wallet: 'PG' });

    createStores(server.db).walletSettings.setSingleWallet(true);
    script.reels(1, 2, 3);
    const single = spinValue(await spin(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() }));
    expect(single).toMatchObject({ wallet: 'MAIN', balancePaise: 1_540_000 - 50_000 - 1_000 });
    expect(journal.reconcile().ok).toBe(true);
  });

  it('plays only with a ticket for this game, in time, while its session lasts', async () => {
    const token = await loginToken(server, 'demo_member');
    const nodeId = nodeOf('RNG', 'HABA0007');
    const other = nodeOf('RNG', 'HABA0008');
    const { ticket } = await launch(token, nodeId);
    const refusedWith = async (path: number, body: Record<string, unknown>) => {
      const result = await spin(path, body);
      expect(result.status).toBe(401);
      return parseFailure(result.body);
    };
    expect(await refusedWith(other, { ticket, stakePaise: 1_000, idempotencyKey: key() })).toMatchObject({
      code: ErrorCode.playTicketInvalid,
      message: 'This game session has ended: open the game again from the lobby',
    });
    expect((await refusedWith(nodeId, { ticket: 'x'.repeat(43), stakePaise: 1_000, idempotencyKey: key() })).code).toBe(ErrorCode.playTicketInvalid);
    // malformed: no ticket, a bet size the page does not offer, no key
    for (const body of [
      { stakePaise: 1_000, idempotencyKey: key() },
      { ticket, stakePaise: 7_77, idempotencyKey: key() },
      { ticket, stakePaise: 1_000 },
    ]) {
      const result = await spin(nodeId, body);
      expect(result.status).toBe(400);
      expect(parseFailure(result.body).code).toBe(ErrorCode.invalidInput);
    }
    // each spin keeps the ticket alive; a pause longer than its lifetime ends it
    clock.advance(PLAY_TICKET_LIFETIME_MS - 60_000);
    expect(spinValue(await spin(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() })).stakePaise).toBe(1_000);
    clock.advance(PLAY_TICKET_LIFETIME_MS - 60_000);
    expect(spinValue(await spin(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() })).stakePaise).toBe(1_000);
    clock.advance(PLAY_TICKET_LIFETIME_MS);
    expect((await refusedWith(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() })).code).toBe(ErrorCode.playTicketInvalid);

    // a logout ends play too
    const fresh = await launch(token, nodeId);
    await server.call(PATH.logout, { method: 'DELETE', token });
    expect((await refusedWith(nodeId, { ticket: fresh.ticket, stakePaise: 1_000, idempotencyKey: key() })).code).toBe(ErrorCode.playTicketInvalid);
  });

  it('refuses spins once the game goes under maintenance', async () => {
    const token = await loginToken(server, 'demo_member');
    const nodeId = nodeOf('RNG', 'HABA0007');
    const { ticket } = await launch(token, nodeId);
    server.db.prepare('UPDATE game SET maintenance = 1 WHERE node_id = ?').run(nodeId);
    expect(parseFailure((await spin(nodeId, { ticket, stakePaise: 1_000, idempotencyKey: key() })).body).code).toBe(ErrorCode.maintenance);
    expect(journal.balanceOf(memberAccount.main(DEMO_MEMBER))).toBe(2_500_000);
  });
});

/** The pieces of jsdom the page test uses (jsdom ships no types here). */
type PageWindow = Window & typeof globalThis;
type Jsdom = { window: PageWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse: (window: PageWindow) => void }) => Jsdom;
};

describe('the game page shows the balance the server answers', () => {
  let server: TestServer;
  let script: ReturnType<typeof scriptedRandom>;
  let page: Jsdom | null = null;

  beforeEach(async () => {
    script = scriptedRandom();
    server = await startServer({ clock: manualClock().now, random: script.random });
  });
  afterEach(() => page?.window.close());

  async function launchedPage(token: string, nodeId: number) {
    const { body } = await server.expectBody(launchGameResponse, launchPath({ nodeId }), { token, lang: 'EN' });
    const response = await server.app.request(body.value.url);
    return { url: body.value.url, response, html: await response.text() };
  }
  const haba = () => (server.db.prepare("SELECT node_id AS nodeId FROM game WHERE category = 'RNG' AND game_code = 'HABA0007'").get() as { nodeId: number }).nodeId;

  it('renders the wallet balance from the journal and keeps no balance of its own', async () => {
    const token = await loginToken(server, 'demo_member');
    const nodeId = haba();
    const { response, html } = await launchedPage(token, nodeId);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(html).toContain('Main wallet: <b id="balance">₹25,000.00</b>');
    expect(html).toContain(`data-spin-path="${playSpinPath(nodeId)}"`);
    expect(html).toMatch(/data-ticket="[\w-]{43}"/);
    expect(PLAY_STAKES_PAISE.map((paise) => `data-stake="${paise}"`).every((attribute) => html.includes(attribute))).toBe(true);
    expect(html).toContain('>₹10</button>');
    expect(html).toContain('>₹100</button>');
    const pageScript = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    // no credit figure of its own: the only balance it writes is the server's answer
    expect(pageScript).not.toMatch(/\b1,?000\b|let balance|balance\s*[-+]=|balance\s*=\s*\d/);
    expect(pageScript).toContain('money(result.balancePaise)');
    expect(pageScript).not.toMatch(/Math\.random\(\)[^;]*(prize|win|payout)/);
    expect(() => new Function(pageScript)).not.toThrow();
    // nothing outside the page but the product's font faces from this site: no other address, style or script
    expect(html).toContain(PAGE_FONTS_LINK);
    expect(html.replace(PAGE_FONTS_LINK, '')).not.toMatch(/https?:|src=|href=|url\(|@import/);
  });

  it('without a ticket shows the game but no balance and cannot spin', async () => {
    const response = await server.app.request(`/assets-gen/play/${haba()}.html?lang=EN`);
    const html = await response.text();
    expect(html).toContain('Open this game from the lobby to play');
    expect(html).toContain('<b id="balance">—</b>');
    expect(html).toContain('<button id="spin" type="button" disabled>');
    expect(html).not.toContain('data-ticket');
    const forged = await (await server.app.request(`/assets-gen/play/${haba()}.html?lang=EN&ticket=${'a'.repeat(43)}`)).text();
    expect(forged).not.toContain('data-ticket');
  });

  it('runs in a browser: a click spins on the server and shows its reels, prize and balance', async () => {
    const token = await loginToken(server, 'demo_member');
    const nodeId = haba();
    const { url, html } = await launchedPage(token, nodeId);
    const requests: unknown[] = [];
    page = new JSDOM(html, {
      url: `http://127.0.0.1${url}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
        window.fetch = (async (input: string, init?: RequestInit) => {
          requests.push(JSON.parse(String(init?.body)));
          return server.app.request(String(input), init);
        }) as typeof fetch;
      },
    });
    const document = page.window.document;
    const text = (id: string) => document.getElementById(id)?.textContent ?? '';
    (document.querySelector('button[data-stake="5000"]') as HTMLButtonElement).click();
    script.reels(6, 6, 6);
    (document.getElementById('spin') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(text('status')).toBe('Jackpot! Three of a kind'), { timeout: 3_000 });
    expect([...document.querySelectorAll('.reel')].map((reel) => reel.textContent)).toEqual(['6', '6', '6']);
    expect(text('win')).toBe('₹2,100.00');
    const balancePaise = createJournal(server.db).balanceOf(memberAccount.main(DEMO_MEMBER));
    expect(balancePaise).toBe(2_500_000 - 5_000 + 210_000);
    expect(text('balance')).toBe(`₹${formatPaise(balancePaise)}`);
    expect(requests).toEqual([{ ticket: ticketOf(url), stakePaise: 5_000, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);

    // a refusal shows the server's message and leaves the balance as the server last said
    server.db.prepare('UPDATE game SET maintenance = 1 WHERE node_id = ?').run(nodeId);
    (document.getElementById('spin') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(text('status')).toBe('This game is under maintenance, please try other games'), { timeout: 3_000 });
    expect(text('balance')).toBe(`₹${formatPaise(balancePaise)}`);
    expect((document.getElementById('spin') as HTMLButtonElement).disabled).toBe(false);
  });
});
