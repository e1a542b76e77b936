import type { Locator, Page } from 'playwright-core';
import { AGENT_PAGE_IDS } from '@kernel/agentPages';
import { MEMBER_PAGE_IDS } from '@kernel/memberPages';
import { GAME_CENTRE_CATEGORIES, LIST_CENTRE_CATEGORIES } from '@/rules/gameFilters.rules';

/**
 * Every route and popup a person can reach, as data, for the sweeps that must see all of them
 * (accessibility, CSP violations, faults). `open(page, url)` takes a fresh page (of a fresh
 * context, or one whose context already holds a session token for the account), goes to the
 * surface, logs in when the account needs it, opens it and waits until it is shown.
 * It may add page init scripts, so give each surface its own page.
 */
export type Account = 'visitor' | 'member' | 'agent';
export type Surface = { name: string; account: Account; open: (page: Page, url: string) => Promise<void> };

export const DEMO_LOGINS = {
  member: { username: 'demo_member', password: 'Demo@1234' },
  agent: { username: 'demo_agent', password: 'Agent@1234' },
} as const;

const SHOWN_TIMEOUT = 45_000;

/** The member's header shows the balance once the session is known and signed in. */
const signedIn = (page: Page) => page.getByTestId('balance-value').first().waitFor({ timeout: SHOWN_TIMEOUT });

/** Logs the account in through the product's own forms (the header popup; /agent for an agent). */
export async function logInThroughUi(page: Page, url: string, account: Exclude<Account, 'visitor'>) {
  const { username, password } = DEMO_LOGINS[account];
  await page.goto(account === 'agent' ? `${url}/agent` : url);
  if (account === 'member') await page.getByTestId('header-login').click();
  const form =
    account === 'agent'
      ? page
          .getByTestId('agent-login-page')
          .locator('form')
          .filter({ has: page.locator('input[name=password]') })
      : page.getByTestId('login-popup');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
  if (account === 'agent') await page.waitForURL(/\/agentHome/, { timeout: SHOWN_TIMEOUT });
  await signedIn(page);
}

/**
 * The first withdrawal asks for a withdrawal password, set in the security center (SPEC 2): sets it
 * when it is not set yet, on a page at /member?page=securityCenter. Tabs opening the withdrawal side
 * by side set it once beforehand (the second setter would be refused).
 */
export async function ensureWithdrawPassword(page: Page) {
  const section = page.locator('[data-testid=security-withdraw-password]:not([data-mode=loading])');
  await section.waitFor({ timeout: SHOWN_TIMEOUT });
  if ((await section.getAttribute('data-mode')) !== 'set') return;
  await page.getByTestId('withdraw-password-new').fill('246810');
  await page.getByTestId('withdraw-password-confirm').fill('246810');
  await page.getByTestId('withdraw-password-submit').click();
  await page.getByTestId('withdraw-password-saved').waitFor({ timeout: SHOWN_TIMEOUT });
}

/** Goes to `path` signed in as `account`: through the login forms unless the tab already holds a session token. */
async function arrive(page: Page, url: string, path: string, account: Account) {
  page.setDefaultTimeout(SHOWN_TIMEOUT);
  await page.goto(`${url}${path}`);
  if (account === 'visitor') return;
  if (!(await page.evaluate(() => Boolean(sessionStorage.getItem('token'))))) {
    await logInThroughUi(page, url, account);
    await page.goto(`${url}${path}`);
  }
  await signedIn(page);
}

/** Lets the data calls started by the last step answer, without waiting on polls forever. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => undefined);
}

async function shown(locator: Locator) {
  await locator.first().waitFor({ timeout: SHOWN_TIMEOUT });
}

const byTestId = (testId: string) => (page: Page) => page.getByTestId(testId);

function route(name: string, account: Account, path: string, ready: (page: Page) => Locator): Surface {
  return {
    name,
    account,
    open: async (page, url) => {
      await arrive(page, url, path, account);
      await shown(ready(page));
      await settle(page);
    },
  };
}

function popup(name: string, account: Account, path: string, steps: (page: Page, url: string) => Promise<void>, ready: (page: Page) => Locator): Surface {
  return {
    name,
    account,
    open: async (page, url) => {
      await arrive(page, url, path, account);
      await steps(page, url);
      await shown(ready(page));
      await settle(page);
    },
  };
}

const click =
  (...testIds: string[]) =>
  async (page: Page) => {
    for (const testId of testIds) await page.getByTestId(testId).first().click();
  };

/** Lobby sections below the fold render as they come near the viewport: scroll there, then click. */
const clickInSection = (section: string, selector: string) => async (page: Page) => {
  const target = page.getByTestId(section);
  await target.scrollIntoViewIfNeeded({ timeout: SHOWN_TIMEOUT });
  await target.locator(selector).first().click({ timeout: SHOWN_TIMEOUT });
};

// Every member page is on in the seeded merchant (MANREBATE3 too: bonusDetails with the rebate, missionLeaderboard with its leaderboard).
const MEMBER_PAGES_SHOWN = MEMBER_PAGE_IDS;

export const SURFACES: readonly Surface[] = [
  // Routes a visitor sees.
  route('lobby', 'visitor', '/', byTestId('lobby')),
  route('agent login page', 'visitor', '/agent', byTestId('agent-login-page')),
  route('help centre', 'visitor', '/help', byTestId('help-center')),
  route('download app', 'visitor', '/download', byTestId('download-app')),
  route('promotions', 'visitor', '/promotions', byTestId('area-promotions')),
  route('seamless', 'visitor', '/seamless', byTestId('area-seamless')),
  ...Object.keys(GAME_CENTRE_CATEGORIES).map((path) => route(`game centre ${path}`, 'visitor', path, byTestId('game-list'))),
  ...Object.keys(LIST_CENTRE_CATEGORIES).map((path) => route(`game list ${path}`, 'visitor', path, byTestId('game-list'))),
  // Routes that need an account.
  ...MEMBER_PAGES_SHOWN.map((id) => route(`member center ${id}`, 'member', `/member?page=${id}`, byTestId(`member-page-${id}`))),
  route('point mall', 'member', '/pointMall', byTestId('points-summary')),
  route('favourite games', 'member', '/favorite', byTestId('account-games')),
  route('recent games', 'member', '/recent', byTestId('account-games')),
  route('lottery', 'member', '/lottery', byTestId('lottery-page')),
  ...AGENT_PAGE_IDS.map((id) => route(`agency center ${id}`, 'agent', `/agentHome?page=${id}`, byTestId(`agent-page-${id}`))),

  // Popups over the lobby.
  popup('login popup', 'visitor', '/', click('header-login'), byTestId('login-popup')),
  popup('register popup', 'visitor', '/', click('header-register'), byTestId('register-popup')),
  popup('forgot password popup', 'visitor', '/', click('header-login', 'login-forgot'), byTestId('forgot-popup')),
  popup(
    'trial warning',
    'visitor',
    '/',
    async (page, url) => {
      await click('header-free-play')(page);
      await signedIn(page);
      // A trial account is warned away from the member center (SPEC 2).
      await page.goto(`${url}/member`);
    },
    byTestId('trial-warning'),
  ),
  popup(
    'announcement popup',
    'visitor',
    '/',
    async (page) => {
      // Runs after the context's scripts, so markers another script set ("already seen") are gone.
      await page.addInitScript(() => sessionStorage.removeItem('popupMarkers'));
      await page.reload();
    },
    byTestId('announcement-popup'),
  ),
  popup('notice popup', 'visitor', '/', click('notice-open'), byTestId('notice-popup')),
  popup(
    'language selector',
    'visitor',
    '/',
    // The header's (the side menu has one too).
    async (page) => page.getByRole('banner').getByTestId('language-selector').focus(),
    (page) => page.locator('header [data-testid=language-selector]:focus'),
  ),
  popup(
    'live chat in the page',
    'visitor',
    '/',
    async (page) => {
      // With popup windows blocked the chat offers to open inside the page.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await click('side-bar-live-chat', 'live-chat-embed')(page);
    },
    byTestId('live-chat-embedded'),
  ),
  popup('help popup', 'visitor', '/', async (page) => page.locator('footer a[href="/help#term"]').click(), byTestId('help-popup')),
  popup('feedback popup', 'visitor', '/', click('footer-feedback'), byTestId('feedback-popup')),
  // Issue 26, item 6: the storage settings dialog (the first visit's notice is the consent test's: every sweep context has chosen).
  popup('cookie settings dialog', 'visitor', '/', click('footer-cookie-settings'), byTestId('consent-dialog')),
  popup('video player', 'visitor', '/', click('video-slide'), (page) => page.locator('[role=dialog] iframe')),
  popup('account menu', 'member', '/', click('account-menu-button'), byTestId('account-menu')),
  popup(
    'logout confirmation',
    'member',
    '/',
    async (page) => {
      await click('account-menu-button')(page);
      await page.getByTestId('account-menu').getByRole('menuitem').last().click();
    },
    byTestId('logout-confirm'),
  ),
  popup('vendor group popup', 'member', '/', clickInSection('section-LIVE', '[data-testid=vendor-card][data-vendor=EVO]'), (page) =>
    page.getByTestId('vendor-group-popup').getByTestId('game-tile'),
  ),
  popup(
    'game launch',
    'member',
    '/rng?vassalage=MEGA',
    async (page) => page.locator('[data-testid=game-list] [data-testid=game-tile]').first().click(),
    byTestId('game-frame'),
  ),

  // Dialogs and steps inside the member and agency centers.
  popup('change password popup', 'member', '/member?page=securityCenter', click('security-change-password'), (page) => page.locator('[data-testid^=password-change-]')),
  popup(
    'remove bank account dialog',
    'member',
    '/member?page=securityCenter',
    async (page) => page.locator('[data-testid^=bank-remove-]').first().click(),
    byTestId('bank-remove-dialog'),
  ),
  popup(
    'inbox message open',
    'member',
    '/member?page=messageV2',
    async (page) => page.locator('[data-testid^=inbox-message-]').first().click(),
    (page) => page.getByTestId('inbox-reader').getByRole('heading'),
  ),
  popup(
    'inbox delete dialog',
    'member',
    '/member?page=messageV2',
    async (page) => {
      await page.locator('[data-testid^=inbox-message-]').first().click();
      await page.locator('[data-testid^=inbox-delete-]').first().click();
    },
    byTestId('inbox-delete-dialog'),
  ),
  popup(
    'reward center VIP levels',
    'member',
    '/member?page=rewardCenter',
    async (page) => page.getByTestId('vip-levels').locator('summary').click(),
    byTestId('vip-levels-table'),
  ),
  popup('point mall redeem dialog', 'member', '/pointMall', async (page) => page.getByTestId('reward-1').getByTestId('reward-redeem').click(), byTestId('redeem-dialog')),
  popup(
    'promotion details',
    'visitor',
    '/promotions',
    async (page) => page.locator('[data-testid^=promotion-details-]').first().click(),
    (page) => page.getByTestId('promotion-detail').getByTestId('promotion-terms'),
  ),
  popup('promotion application form', 'member', '/promotions', click('promotion-action-FIRST_DEPOSIT_DOUBLE'), byTestId('application-form')),
  popup(
    'promotion birthday application',
    'member',
    '/promotions',
    async (page) => {
      await click('promotion-action-BIRTHDAY_GIFT')(page);
      // Sending an empty form shows every message the form has.
      await click('application-send')(page);
    },
    byTestId('application-age-issue'),
  ),
  popup('deposit by UPI', 'member', '/member?page=depositv2', click('deposit-channel-UPI'), byTestId('deposit-amount')),
  popup(
    'withdraw to a bank account',
    'member',
    '/member?page=securityCenter',
    async (page, url) => {
      await ensureWithdrawPassword(page);
      await page.goto(`${url}/member?page=withdraw`);
      await page.locator('[data-testid^=withdraw-bank-]').first().click({ timeout: SHOWN_TIMEOUT });
    },
    byTestId('withdraw-amount'),
  ),
  popup(
    'agency transfer dialog',
    'agent',
    '/agentHome?page=downlineManagmentView',
    async (page) => page.locator('[data-testid^=downline-transfer-]').first().click(),
    byTestId('transfer-dialog'),
  ),
  popup(
    'agency contracts dialog',
    'agent',
    '/agentHome?page=downlineManagmentView',
    async (page) => page.locator('[data-testid^=downline-contracts-]:not([data-testid$=dialog])').first().click(),
    byTestId('downline-contracts-dialog'),
  ),
];
