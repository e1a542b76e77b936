import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BonusGrant, BonusGrantsPage, ClaimRebateResult, RebateClaimsPage, RebateSummary } from '@kernel/bonusDetails';
import { ErrorCode } from '@kernel/errorCodes';
import type { BonusCalls } from '@/api/bonusCalls';
import { ApiError } from '@/api/errors';
import BonusDetailsPage from '@/features/memberCenter/pages/bonusDetails/BonusDetailsPage';
import { memberPageProps } from './memberPageProps';
import { renderWithI18n } from './render';

const FROM = Date.UTC(2026, 10, 19, 10, 0);
const TO = Date.UTC(2026, 10, 26, 10, 0);
const DUE: RebateSummary = {
  from: FROM,
  to: TO,
  lines: [
    { category: 'RNG', validBetPaise: 12_345, rateBps: 80, rebatePaise: 98 },
    { category: 'LIVE', validBetPaise: 0, rateBps: 50, rebatePaise: 0 },
    { category: 'SPORTS', validBetPaise: 10_000, rateBps: 60, rebatePaise: 60 },
  ],
  validBetPaise: 22_345,
  rebatePaise: 158,
  lastClaimedAt: FROM,
};
const NOTHING: RebateSummary = { ...DUE, from: TO, lines: DUE.lines.map((line) => ({ ...line, validBetPaise: 0, rebatePaise: 0 })), validBetPaise: 0, rebatePaise: 0 };
const TOO_SMALL: RebateSummary = { ...NOTHING, lines: [{ category: 'LIVE', validBetPaise: 100, rateBps: 50, rebatePaise: 0 }], validBetPaise: 100 };
const CLAIM = { id: 13, from: FROM, to: TO, validBetPaise: 22_345, rebatePaise: 158, claimedAt: TO, lines: DUE.lines };
const PAID: ClaimRebateResult = { claim: CLAIM, summary: NOTHING };
const page = <T,>(items: T[], totalPages = 1) => ({ items, pageNo: 1, pageSize: 10, totalPages, totalCount: items.length });
const grant = (id: number, overrides: Partial<BonusGrant>): BonusGrant => ({
  id,
  source: 'promotion',
  title: `Bonus ${id}`,
  amountPaise: 30_000,
  turnoverMultiplier: 30,
  requiredPaise: 900_000,
  donePaise: 292_500,
  released: false,
  grantedAt: FROM,
  ...overrides,
});
const BONUSES: BonusGrantsPage = page([
  grant(1, { source: 'reward', title: 'Weekly loyalty reward' }),
  grant(2, {
    source: 'mission',
    title: 'Play 3 different slot games today',
    amountPaise: 2_500,
    turnoverMultiplier: 5,
    requiredPaise: 12_500,
    donePaise: 319_800,
    released: true,
  }),
]);

function renderPage(overrides: Partial<BonusCalls> = {}) {
  const bonus: BonusCalls = {
    getBonuses: vi.fn(async () => BONUSES),
    getRebate: vi.fn(async () => DUE),
    claimRebate: vi.fn(async () => PAID),
    getRebateClaims: vi.fn(async (): Promise<RebateClaimsPage> => page([])),
    ...overrides,
  };
  const props = memberPageProps({ bonus });
  renderWithI18n(<BonusDetailsPage {...props} />);
  return { bonus, props, user: userEvent.setup() };
}
const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column=${column}]`)?.textContent;

describe('Member center: bonus details and manual rebate', () => {
  it('shows the rebate due per category at its rate, the total and the period', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('rebate-line');
    expect(rows.map((row) => [cell(row, 'category'), cell(row, 'valid'), cell(row, 'rate'), cell(row, 'rebate')])).toEqual([
      ['Slots', '₹123.45', '0.8%', '₹0.98'],
      ['Live casino', '₹0.00', '0.5%', '₹0.00'],
      ['Sports', '₹100.00', '0.6%', '₹0.60'],
    ]);
    expect(screen.getByTestId('rebate-total').textContent).toBe('₹1.58');
    expect(screen.getByTestId('rebate-period').textContent).toContain('Earned on your valid bets settled from');
    expect(screen.getByTestId('rebate-claim').textContent).toBe('Claim ₹1.58');
    expect(screen.getByTestId('rebate-claim')).toHaveProperty('disabled', false);
  });

  it('claims with a key, refreshes the wallet and the claims list, then has nothing to claim', async () => {
    const getRebateClaims = vi
      .fn<BonusCalls['getRebateClaims']>()
      .mockResolvedValueOnce(page([]))
      .mockResolvedValue(page([CLAIM]));
    const { bonus, props, user } = renderPage({ getRebateClaims });
    await user.click(await screen.findByTestId('rebate-claim'));
    await waitFor(() => expect(screen.getByTestId('rebate-paid').textContent).toBe(' ₹1.58 rebate was added to your main wallet.'));
    expect(bonus.claimRebate).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(props.wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
    await waitFor(() => expect(screen.getAllByTestId('rebate-claim-row')).toHaveLength(1));
    expect(cell(screen.getByTestId('rebate-claim-row'), 'rebate')).toBe('₹1.58');
    expect(screen.getByTestId('rebate-claim')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('rebate-block').textContent).toBe('Nothing to claim yet: no valid bets have settled since your last claim.');
  });

  it('disables the claim with the reason when the rebate rounds down to nothing', async () => {
    const { bonus } = renderPage({ getRebate: vi.fn(async () => TOO_SMALL) });
    expect((await screen.findByTestId('rebate-block')).textContent).toBe(
      'Nothing to claim yet: the rebate on your valid bets since your last claim is less than one paisa.',
    );
    expect(screen.getByTestId('rebate-claim')).toHaveProperty('disabled', true);
    expect(bonus.claimRebate).not.toHaveBeenCalled();
  });

  it("shows the backend's refusal in the user's language and pays nothing", async () => {
    const refusal = new ApiError('business', 'There is no rebate to claim', { path: '/x', code: ErrorCode.rebateNothingToClaim });
    const { props, user } = renderPage({ claimRebate: vi.fn(async () => Promise.reject(refusal)) });
    await user.click(await screen.findByTestId('rebate-claim'));
    expect((await screen.findByTestId('rebate-refused')).textContent).toBe('There is no rebate to claim');
    expect(props.wallet.send).not.toHaveBeenCalled();
  });

  it('lists the bonuses with their turnover bars and status', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('bonus-grant');
    expect(rows.map((row) => within(row).getByTestId('bonus-turnover').textContent)).toEqual(['₹2,925.00 / ₹9,000.00 (×30)', '₹125.00 / ₹125.00 (×5)']);
    expect(rows.map((row) => within(row).getByRole('progressbar').getAttribute('aria-valuenow'))).toEqual(['32', '100']);
    expect(rows.map((row) => within(row).getByTestId('bonus-status').textContent)).toEqual(['In progress', 'Released']);
    expect(cell(rows[0]!, 'title')).toBe('Weekly loyalty reward Reward');
    expect(cell(rows[1]!, 'amount')).toBe('₹25.00');
  });

  it('offers Try again when the rebate cannot be loaded', async () => {
    const getRebate = vi
      .fn<BonusCalls['getRebate']>()
      .mockRejectedValueOnce(new ApiError('network', 'down', { path: '/x' }))
      .mockResolvedValue(DUE);
    const { user } = renderPage({ getRebate });
    const alert = await screen.findByText(/Your rebate could not be loaded/);
    await user.click(within(alert.closest('[role=alert]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('rebate-total')).toBeTruthy();
  });
});
