import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_PATH } from '../../kernel/paths';
import { TEAM_PASSWORD } from '../../server/demoAccounts';
import { devControl, productPerFile, skipAnnouncementPopups } from './harness';

const run = productPerFile({ language: 'EN' });

const AGENT = { username: 'demo_agent', password: 'Agent@1234' };
/** Seeded with a pending hourly salary offer from demo_agent. */
const AGENT_41 = { username: 'demo_agent41', password: TEAM_PASSWORD };
const SUB_AGENT = { username: 'demo_subagent', password: TEAM_PASSWORD };
const WITHDRAW_PASSWORD = '246810';

/** SPEC 2: the agent logs in on /agent and lands on the agency center. */
async function logInAtAgentPage(page: Page, account: { username: string; password: string }) {
  await page.goto(`${run.url}/agent`);
  const form = page
    .getByTestId('agent-login-page')
    .locator('form')
    .filter({ has: page.locator('input[name=password]') });
  await form.locator('input[name=username]').fill(account.username);
  await form.locator('input[name=password]').fill(account.password);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/\/agentHome/, { timeout: 20_000 });
  await page.getByTestId('agent-page-agentTeamOverview').waitFor({ timeout: 20_000 });
}

async function openAgentPage(page: Page, id: string) {
  await page.getByTestId(`agent-menu-${id}`).click();
  await page.getByTestId(`agent-page-${id}`).waitFor();
}

/** Paise in a money text ('₹1,50,056.91' → 15005691). */
const paiseIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function headerBalancePaise(page: Page) {
  return paiseIn(await page.getByTestId('balance-value').first().textContent());
}

async function devPost(path: string, body: unknown) {
  const response = await fetch(`${run.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as { value: unknown }).value;
}

async function secondAgent(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await run.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipAnnouncementPopups(context);
  await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
  return { context, page: await context.newPage() };
}

/** From team management, the contracts dialog of a direct downline agent: offer a real-time salary contract. */
async function offerRealtimeContract(page: Page, receiver: string, ratePercent: string) {
  await openAgentPage(page, 'downlineManagmentView');
  await page.getByTestId(`downline-contracts-${receiver}`).click();
  const dialog = page.getByTestId('downline-contracts-dialog');
  await dialog.getByTestId('contract-offer-kind').selectOption('realtimeSalary');
  await dialog.getByTestId('contract-field-profitRateBps').fill(ratePercent);
  await dialog.getByTestId('contract-field-lossRateBps').fill(ratePercent);
  await dialog.getByTestId('contract-field-singleBetPaise').fill('10');
  await dialog.getByTestId('contract-submit').click();
  await dialog.getByTestId('contract-confirm-step').waitFor({ timeout: 15_000 });
  return dialog;
}

/** The receiver's real-time salary page: the pending offer's card (by its id: the card changes as it goes). */
async function pendingOfferCard(page: Page) {
  await openAgentPage(page, 'agentRealtimeSalary');
  const accept = page.getByTestId('contract-received').locator('[data-testid^=contract-accept-]').first();
  await accept.waitFor({ timeout: 15_000 });
  const id = ((await accept.getAttribute('data-testid')) ?? '').replace('contract-accept-', '');
  return page.getByTestId(`contract-${id}`);
}

describe('agency center in Chromium', () => {
  it('demo_agent logs in at /agent and sees the agency menu, the GMT offset, a ticking clock and its nickname', async () => {
    const { page } = run;
    await logInAtAgentPage(page, AGENT);
    for (const id of ['agentTeamOverview', 'agentAnnouncement', 'registerCenter', 'downlineManagmentView', 'agentRealtimeSalary']) {
      await expect.poll(() => page.getByTestId(`agent-menu-${id}`).count()).toBe(1);
    }
    expect(await page.getByTestId('agent-clock-gmt').textContent()).toMatch(/^GMT[+-]\d{2}:\d{2}$/);
    const first = await page.getByTestId('agent-clock-time').textContent();
    await expect.poll(() => page.getByTestId('agent-clock-time').textContent(), { timeout: 4_000 }).not.toBe(first);
    expect(await page.getByTestId('agent-nickname').textContent()).toContain('Demo Agent');
    expect(paiseIn(await page.getByTestId('overview-team-size').textContent())).toBeGreaterThan(0);
  });

  it('writes the overview’s dates in Burmese and Khmer and its numbers in Burmese digits, though Chromium’s own Intl has neither (issue 25, item 5)', async () => {
    await devControl(run.url, DEV_PATH.languages, 'POST', { set: 'all' });
    const dates = run.page.getByTestId('agent-page-agentTeamOverview').locator('tbody tr').first();
    // Burmese in its own digits and month (Nov 29, 2026 is ၂၀၂၆ နို ၂၉), Khmer with its month name (វិច្ឆិកា).
    for (const [language, month] of [
      ['MY', /[၀-၉]{4} [^\sA-Za-z]+ [၀-၉]{1,2}/],
      ['KM', /\d{1,2} [ក-៹]+ \d{4}/],
    ] as const) {
      await run.page.goto(`${run.url}/agent`);
      await run.page.evaluate((code) => localStorage.setItem('lang', code), language);
      await logInAtAgentPage(run.page, AGENT);
      await expect.poll(() => dates.textContent(), { timeout: 15_000 }).toMatch(month);
      expect(await dates.textContent()).not.toMatch(/Nov|\b2026\b.*\bM11\b/);
      // Numbers too: Chromium has no Burmese numbers, so a stand-in writes Burmese digits (kernel/intlLocales.ts).
      if (language === 'MY') expect(await run.page.getByTestId('overview-team-size').textContent()).toMatch(/^[^0-9]*[၀-၉]+[^0-9]*$/);
      await run.page.evaluate(() => sessionStorage.clear());
    }
  });

  it('a switched-off salary module takes its page out of the menu', async () => {
    const { page } = run;
    await devPost(DEV_PATH.modules, { modId: 'HOURSAL3', enabled: false });
    await logInAtAgentPage(page, AGENT);
    await page.getByTestId('agent-menu-agentRealtimeSalary').waitFor();
    expect(await page.getByTestId('agent-menu-agentHourSalary').count()).toBe(0);
    await page.goto(`${run.url}/agentHome?page=agentHourSalary`);
    await page.waitForURL(/page=agentTeamOverview/);
  });

  it('creates a downline member, which appears in the team, then transfers ₹100 to it: both balances change', async () => {
    const { page } = run;
    await logInAtAgentPage(page, AGENT);
    const name = `e2e${Date.now().toString(36).slice(-6)}`;
    await openAgentPage(page, 'registerCenter');
    await page.getByTestId('register-kind-member').click();
    await page.getByTestId('register-username').fill(name);
    await page.getByTestId('register-password').fill('Team@5678');
    await page.getByTestId('register-confirm-password').fill('Team@5678');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-created').waitFor({ timeout: 15_000 });

    // The transfer is checked with the withdrawal password: set it first, as a new agent would.
    await page.goto(`${run.url}/member?page=securityCenter`);
    await page.getByTestId('withdraw-password-new').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-password-confirm').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-password-submit').click();
    await page.getByTestId('withdraw-password-saved').waitFor({ timeout: 15_000 });

    await page.goto(`${run.url}/agentHome?page=downlineManagmentView`);
    const row = page.getByTestId(`downline-row-${name}`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('0.00');
    await expect.poll(() => headerBalancePaise(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await headerBalancePaise(page);

    await page.getByTestId(`downline-transfer-${name}`).click();
    await page.getByTestId('transfer-amount').fill('100');
    await page.getByTestId('transfer-password').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('transfer-next').click();
    await page.getByTestId('transfer-confirm').click();
    await page.getByTestId('transfer-result').waitFor({ timeout: 15_000 });
    await expect.poll(() => headerBalancePaise(page), { timeout: 10_000 }).toBe(before - 10_000);
    await page.getByTestId('transfer-close').click();
    await expect.poll(async () => (await page.getByTestId(`downline-row-${name}`).textContent()) ?? '', { timeout: 10_000 }).toContain('100.00');
  });

  it('offers demo_subagent a real-time salary contract, which it accepts; 5 minutes of team bets settle into its salary record and its wallet', async () => {
    const { page } = run;
    await logInAtAgentPage(page, AGENT);
    const dialog = await offerRealtimeContract(page, SUB_AGENT.username, '1.2');
    await dialog.getByTestId('contract-confirm').click();
    await dialog.getByTestId('contract-offer-sent').waitFor({ timeout: 15_000 });

    const sub = await secondAgent();
    try {
      await logInAtAgentPage(sub.page, SUB_AGENT);
      const card = await pendingOfferCard(sub.page);
      await card.locator('[data-testid^=contract-accept-]').click();
      await card.getByTestId('contract-confirm').click();
      await expect.poll(async () => (await sub.page.getByTestId('contract-own').textContent()) ?? '', { timeout: 15_000 }).toContain('1.20');

      const before = await headerBalancePaise(sub.page);
      const played = (await devPost(DEV_PATH.teamPlay, { agent: SUB_AGENT.username, minutes: 5 })) as {
        settlements: { kind: string; receiver: string; amountPaise: number }[];
      };
      const paid = played.settlements.filter((settlement) => settlement.kind === 'realtimeSalary' && settlement.receiver === SUB_AGENT.username);
      const paidPaise = paid.reduce((sum, settlement) => sum + settlement.amountPaise, 0);
      expect(paidPaise).toBeGreaterThan(0);

      // The salary record lists it (the page reads the records again on reload) and the wallet holds it.
      await sub.page.reload();
      await sub.page.getByTestId('contract-settlements').waitFor();
      await expect.poll(() => sub.page.getByTestId('contract-settlements').getByTestId('record-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => headerBalancePaise(sub.page), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + paidPaise);
    } finally {
      await sub.context.close();
    }
  });

  it('a lower-rate offer warns that demo_agent42 loses its contract, and accepting it ends that contract', async () => {
    const { page } = run;
    await logInAtAgentPage(page, AGENT);
    // demo_subagent gives demo_agent42 0.80 % (seeded); 0.50 % from demo_agent is below it.
    const dialog = await offerRealtimeContract(page, SUB_AGENT.username, '0.5');
    const warning = dialog.getByTestId('contract-lower-rate-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('demo_agent42');
    await dialog.getByTestId('contract-confirm').click();
    await dialog.getByTestId('contract-offer-sent').waitFor({ timeout: 15_000 });

    const sub = await secondAgent();
    try {
      await logInAtAgentPage(sub.page, SUB_AGENT);
      const card = await pendingOfferCard(sub.page);
      await card.locator('[data-testid^=contract-accept-]').click();
      const acceptWarning = card.getByTestId('contract-lower-rate-warning');
      await acceptWarning.waitFor({ timeout: 15_000 });
      expect(await acceptWarning.textContent()).toContain('demo_agent42');
      await card.getByTestId('contract-confirm').click();
      await expect.poll(async () => (await sub.page.getByTestId('contract-own').textContent()) ?? '', { timeout: 15_000 }).toContain('0.50');
      const sent = sub.page.getByTestId('contract-sent');
      await expect.poll(async () => (await sent.textContent()) ?? '', { timeout: 15_000 }).toMatch(/demo_agent42[\s\S]*Terminated|Terminated[\s\S]*demo_agent42/);
    } finally {
      await sub.context.close();
    }
  });

  it('demo_agent41 rejects the pending hourly offer: it reads Rejected on both sides', async () => {
    const { page } = run;
    await logInAtAgentPage(page, AGENT_41);
    await openAgentPage(page, 'agentHourSalary');
    const reject = page.getByTestId('contract-received').locator('[data-testid^=contract-reject-]').first();
    await reject.waitFor({ timeout: 15_000 });
    const id = ((await reject.getAttribute('data-testid')) ?? '').replace('contract-reject-', '');
    await reject.click();
    await page.getByTestId(`contract-${id}`).getByTestId('contract-confirm').click();
    await expect.poll(() => page.getByTestId(`contract-status-${id}`).textContent(), { timeout: 15_000 }).toBe('Rejected');

    const upline = await secondAgent();
    try {
      await logInAtAgentPage(upline.page, AGENT);
      await openAgentPage(upline.page, 'agentHourSalary');
      await expect.poll(() => upline.page.getByTestId(`contract-status-${id}`).textContent(), { timeout: 15_000 }).toBe('Rejected');
    } finally {
      await upline.context.close();
    }
  });

  it('an offer nobody answers expires after 48 hours of backend time', async () => {
    const { page } = run;
    await devPost(DEV_PATH.clock, { advanceMs: 49 * 60 * 60_000 });
    await logInAtAgentPage(page, AGENT_41);
    await openAgentPage(page, 'agentHourSalary');
    const received = page.getByTestId('contract-received');
    await received.locator('[data-testid^=contract-status-]').first().waitFor({ timeout: 15_000 });
    expect(await received.locator('[data-testid^=contract-accept-]').count()).toBe(0);
    expect(await received.locator('[data-testid^=contract-status-]').first().textContent()).toBe('Expired');
  });
});
