import { memberPageHref } from '@kernel/memberPages';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { UPLINE_TRANSFER_RULES } from '@kernel/transferUpline';
import { uplineTransferMachine } from '@machines/wallet/peerTransfer.machine';
import { goInApp, logIn, openPage } from './pageKit';
import { peerTransferDriver } from './peerTransferPage';

/**
 * A member's transfer to its upline agent (SPEC 6 Member: transfers to the upline, module
 * MEMTRANS3): team_rohan (demo_agent's direct downline) logs in, sets its withdrawal password in
 * the security center (the seed has none, so the prompt to set one is left to the model tests, as
 * is a member with no upline), and opens the transfer to upline page; the info read and the
 * transfers are held and answered at the walk's settle steps. What the walk does and checks is
 * peerTransferPage.ts, shared with the agent's transfer to a downline.
 */

const MEMBER = { username: 'team_rohan', password: 'Team@1234' } as const;
const UPLINE = 'demo_agent';

export const driver = peerTransferDriver({
  machine: uplineTransferMachine,
  input: {},
  prefix: 'upline',
  peerName: UPLINE,
  limits: UPLINE_TRANSFER_RULES,
  infoExtra: { uplineAccount: UPLINE },
  resultExtra: { uplineAccount: UPLINE },
  scope: (page) => page.getByTestId('member-page-transferUpline'),
  balance: (page) => page.getByTestId('upline-balance'),
  resultText: (amount, balance) => `${amount} sent to ${UPLINE}. Your main wallet now holds ${balance}.`,
  paths: { info: MEMBER_PATH.uplineTransferInfo, transfer: MEMBER_PATH.transferUpline },
  logIn: async (session, calls) => {
    const page = await openPage(session, { calls });
    await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
    await logIn(page, MEMBER.username, MEMBER.password);
    await page.getByTestId('balance-value').waitFor();
    return page;
  },
  openForm: (page) => goInApp(page, memberPageHref('transferUpline')),
});
