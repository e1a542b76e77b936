import type { Page } from 'playwright-core';
import { DOWNLINE_TRANSFER_RULES } from '@kernel/agency';
import { AGENT_PATH } from '@kernel/agentPaths';
import { downlineTransferMachine } from '@machines/wallet/peerTransfer.machine';
import { type HeldCall, openPage, setWithdrawPassword } from './pageKit';
import { peerTransferDriver, RIGHT_PASSWORD } from './peerTransferPage';
import type { BrowserSession } from './types';

/**
 * An agent's transfer to a downline (SPEC 3 Wallet transfer, SPEC 6 Agent: transfer to downlines):
 * demo_agent logs in at /agent, sets its withdrawal password in the security center (the seed has
 * none, so the prompt to set one is left to the model tests), and opens the transfer dialog of
 * team_rohan in team management; the info read and the transfers are held and answered at the
 * walk's settle steps (a lost answer is a dropped request, asked about again with the same key).
 * What the walk does and checks is peerTransferPage.ts, shared with the transfer to the upline.
 */

export const AGENT = { username: 'demo_agent', password: 'Agent@1234' } as const;
const DOWNLINE = 'team_rohan';

/** demo_agent logged in at the agency center (its home), with `calls` held. */
async function agentLogIn(session: BrowserSession, calls: Record<string, HeldCall>): Promise<Page> {
  const page = await openPage(session, { path: null, calls });
  await page.goto(`${session.baseUrl}/agent`, { waitUntil: 'domcontentloaded' });
  const form = page
    .getByTestId('agent-login-page')
    .locator('form')
    .filter({ has: page.locator('input[name=password]') });
  await form.locator('input[name=username]').fill(AGENT.username, { timeout: 30_000 });
  await form.locator('input[name=password]').fill(AGENT.password);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/\/agentHome/, { timeout: 20_000 });
  return page;
}

const openTeamManagement = (page: Page, session: BrowserSession) =>
  page.goto(`${session.baseUrl}/agentHome?page=downlineManagmentView`, { waitUntil: 'domcontentloaded' });

/** demo_agent at the agency center's team management, its withdrawal password set (the page asks for one before any transfer). */
export async function openAgentCenter(session: BrowserSession, calls: Record<string, HeldCall>): Promise<Page> {
  const page = await agentLogIn(session, calls);
  await setWithdrawPassword(page, RIGHT_PASSWORD, { baseUrl: session.baseUrl });
  await openTeamManagement(page, session);
  return page;
}

export const driver = peerTransferDriver({
  machine: downlineTransferMachine,
  input: { peer: DOWNLINE },
  prefix: 'transfer',
  peerName: DOWNLINE,
  limits: DOWNLINE_TRANSFER_RULES,
  resultExtra: { downline: DOWNLINE, downlineBalancePaise: 0 },
  scope: (page) => page.getByTestId('transfer-dialog'),
  balance: (page) => page.getByTestId('transfer-dialog').getByTestId('transfer-balance'),
  resultText: (amount, balance) => `${amount} sent to ${DOWNLINE}. Your balance is now ${balance};`,
  paths: { info: AGENT_PATH.downlineTransferInfo, transfer: AGENT_PATH.transferDownline },
  logIn: agentLogIn,
  // The agency center is not the member area: the security center is opened by its address.
  passwordByAddress: true,
  openForm: async (page, session) => {
    await openTeamManagement(page, session);
    await page.getByTestId(`downline-transfer-${DOWNLINE}`).click({ timeout: 30_000 });
    await page.getByTestId('transfer-dialog').waitFor();
  },
});
