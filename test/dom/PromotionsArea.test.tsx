import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Announcements } from '@kernel/announcements';
import { ErrorCode } from '@kernel/errorCodes';
import type { Promotion, PromotionList } from '@kernel/promotions';
import type { SessionKind } from '@machines/sessionKind';
import { ApiError } from '@/api/errors';
import type { PromotionCalls } from '@/api/promotionCalls';
import PromotionsArea, { type PromotionsAreaProps } from '@/features/promotions/PromotionsArea';
import { renderWithI18n } from './render';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const DAY = 24 * 60 * 60_000;

const promotion = (id: number, overrides: Partial<Promotion> = {}): Promotion => ({
  id,
  code: `P${id}`,
  category: 'SLOTS',
  kind: 'turnover',
  title: `Promotion ${id}`,
  summary: `Summary ${id}`,
  terms: `<p>Terms of ${id}</p>`,
  imageUrl: `/assets-gen/promotion/${id}.svg`,
  startsAt: NOW - DAY,
  endsAt: NOW + 3 * DAY,
  drawAt: null,
  rewardPaise: 25_000,
  turnoverMultiplier: 5,
  requiredTurnoverPaise: 500_000,
  requiresAgeConfirmation: false,
  state: 'Join',
  progress: null,
  application: null,
  paidAt: null,
  ...overrides,
});

const SLOTS = promotion(1, { title: 'Slots Week' });
const CASHBACK = promotion(2, { category: 'CASINO', title: 'Live Cashback', state: 'Claim', progress: { donePaise: 600_000, requiredPaise: 500_000 } });
const DEPOSIT = promotion(3, {
  category: 'DEPOSIT',
  kind: 'application',
  title: 'First Deposit',
  requiredTurnoverPaise: null,
  terms: '<p>Deposit terms</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
});
const BIRTHDAY = promotion(4, { category: 'BIRTHDAY', kind: 'application', title: 'Birthday Gift', requiredTurnoverPaise: null, requiresAgeConfirmation: true });
const RAFFLE = promotion(5, { category: 'RAFFLE', kind: 'raffle', title: 'Jackpot Raffle', state: 'Claim', requiredTurnoverPaise: null, drawAt: NOW - DAY });
const LATER = promotion(6, { category: 'VIP', title: 'VIP Later', state: 'coming soon', startsAt: NOW + 20 * DAY, endsAt: NOW + 40 * DAY });
const OLD = promotion(7, {
  category: 'DEPOSIT',
  kind: 'application',
  title: 'Old Reload',
  state: 'Rejected',
  startsAt: NOW - 30 * DAY,
  endsAt: NOW - 20 * DAY,
  requiredTurnoverPaise: null,
  application: {
    comment: 'My receipt',
    images: [{ id: 9, contentType: 'image/png' }],
    sentAt: NOW - 25 * DAY,
    reviewedAt: NOW - 24 * DAY,
    rejectReason: 'Receipt unreadable',
  },
});
const LIST: PromotionList = { items: [SLOTS, CASHBACK, DEPOSIT, BIRTHDAY, RAFFLE, LATER, OLD], serverTime: NOW };

const ANNOUNCEMENTS: Announcements = {
  banners: [
    { id: 1, groupName: 'w_home', url: '/assets-gen/banner/1.svg', linkage: '/', linkageType: 'ROUTE', title: 'Home banner' },
    { id: 2, groupName: 'w_promotion', url: '/assets-gen/banner/2.svg', linkage: '/member', linkageType: 'ROUTE', title: 'Weekend Reload 20%' },
  ],
  playerNotices: [],
  popup: [],
  promotion: [],
  homeNotices: [],
};

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

function renderArea(session: SessionKind = 'member', overrides: Partial<PromotionCalls> = {}) {
  const calls: PromotionCalls = {
    getPromotions: vi.fn(async () => LIST),
    join: vi.fn(async (id: number) => ({ ...LIST.items.find((item) => item.id === id)!, state: 'Process' as const, progress: { donePaise: 0, requiredPaise: 500_000 } })),
    claim: vi.fn(async ({ promotionId }) => ({ ...LIST.items.find((item) => item.id === promotionId)!, state: 'Claimed' as const, paidAt: NOW })),
    apply: vi.fn(async ({ promotionId }) => ({ ...LIST.items.find((item) => item.id === promotionId)!, state: 'Applying' as const })),
    getImage: vi.fn(async () => new Blob([PNG_BYTES], { type: 'image/png' })),
    ...overrides,
  };
  let keys = 0;
  const props: PromotionsAreaProps = {
    calls,
    session,
    announcements: ANNOUNCEMENTS,
    brand: 'DEMO',
    currencySymbol: '₹',
    askLogin: vi.fn(),
    warnTrial: vi.fn(),
    refreshWallet: vi.fn(),
    navigate: vi.fn(),
    newKey: () => `key-${++keys}-abcdefgh`,
  };
  renderWithI18n(<PromotionsArea {...props} />);
  const user = userEvent.setup({ applyAccept: false });
  return { calls, props, user };
}

const card = (code: string) => screen.getByTestId(`promotion-card-${code}`);
const stateOf = (code: string) => within(card(code)).getByTestId('promotion-state').textContent;
const shownCodes = () => screen.queryAllByTestId(/^promotion-card-/).map((element) => element.getAttribute('data-testid')?.replace('promotion-card-', ''));

describe('Promotions: cards, tabs and date presets', () => {
  it('shows the w_promotion banners, each card with its state tag and only the action its state allows', async () => {
    renderArea();
    await screen.findByTestId('promotion-list');
    expect(await screen.findByText('Weekend Reload 20%')).toBeTruthy();
    expect(screen.queryByText('Home banner')).toBeNull();
    expect(shownCodes()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
    expect(['P1', 'P2', 'P3', 'P5', 'P6', 'P7'].map(stateOf)).toEqual(['Join', 'Claim', 'Join', 'Claim', 'Coming soon', 'Rejected']);
    const actionOf = (code: string) => screen.queryByTestId(`promotion-action-${code}`)?.textContent ?? null;
    expect(['P1', 'P2', 'P3', 'P5', 'P6', 'P7'].map(actionOf)).toEqual(['Join', 'Claim', 'Apply', 'Claim raffle prize', null, null]);
    expect(within(card('P2')).getByTestId('promotion-progress').textContent).toContain('₹5,000.00 of ₹5,000.00');
    expect(within(card('P1')).getByText('₹250.00')).toBeTruthy();
  });

  it('filters by category tab (All and the categories present) and by date preset (periods that overlap)', async () => {
    const { user } = renderArea();
    await screen.findByTestId('promotion-list');
    const tabs = screen.getByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Deposit', 'Casino', 'Slots', 'Birthday', 'Raffle', 'VIP']);
    await user.click(within(tabs).getByRole('tab', { name: 'Deposit' }));
    expect(shownCodes()).toEqual(['P3', 'P7']);
    await user.click(within(tabs).getByRole('tab', { name: 'All' }));
    const presets = screen.getByRole('tablist', { name: 'Promotion dates' });
    await user.click(within(presets).getByRole('tab', { name: 'Next 7 days' }));
    expect(shownCodes()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    await user.click(within(presets).getByRole('tab', { name: 'Next 30 days' }));
    expect(shownCodes()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    await user.click(within(presets).getByRole('tab', { name: 'Previous 30 days' }));
    expect(shownCodes()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P7']);
    await user.click(within(tabs).getByRole('tab', { name: 'VIP' }));
    expect(screen.getByTestId('promotions-empty')).toBeTruthy();
  });

  it('shows a failed load with a retry, never a blank page', async () => {
    const getPromotions = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' }))
      .mockResolvedValue(LIST);
    const { user } = renderArea('member', { getPromotions });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByTestId('promotion-list');
    expect(getPromotions).toHaveBeenCalledTimes(2);
  });

  it('opens the details: the terms sanitised, the period, the reward, the turnover and the application with its reject reason', async () => {
    const { user, calls } = renderArea();
    await screen.findByTestId('promotion-list');
    await user.click(screen.getByTestId('promotion-details-P3'));
    const detail = screen.getByTestId('promotion-detail');
    expect(within(detail).getByTestId('promotion-terms').firstElementChild?.innerHTML).toBe('<p>Deposit terms</p><img src="x">');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(detail).getByTestId('detail-reward').textContent).toBe('₹250.00');
    expect(within(detail).getByTestId('detail-turnover').textContent).toBe('5x the reward before withdrawal');
    expect(within(detail).getByTestId('detail-period').textContent).toBe('14 Jan 2025 to 18 Jan 2025');
    await user.click(within(detail).getAllByRole('button', { name: 'Close' })[0]!);

    await user.click(screen.getByTestId('promotion-details-P7'));
    const rejected = screen.getByTestId('promotion-detail');
    expect(within(rejected).getByTestId('detail-reject-reason').textContent).toBe('Reason: Receipt unreadable');
    expect(within(rejected).queryByTestId('detail-action')).toBeNull();
    // The application's image is fetched with the session and shown as a data: image of its own type.
    await waitFor(() => expect(within(rejected).getByTestId('application-image').getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(calls.getImage).toHaveBeenCalledWith(9);
  });
});

describe('Promotions: who may act, and joining and claiming', () => {
  it('asks a visitor to log in and warns a trial account (SPEC 4), calling nothing', async () => {
    for (const [session, asked] of [
      ['guest', 'askLogin'],
      ['trial', 'warnTrial'],
    ] as const) {
      const { calls, props, user } = renderArea(session);
      await screen.findByTestId('promotion-list');
      await user.click(screen.getByTestId('promotion-action-P1'));
      await user.click(screen.getByTestId('promotion-action-P3'));
      expect(props[asked]).toHaveBeenCalledTimes(2);
      expect([calls.join, calls.apply, calls.claim].map((call) => vi.mocked(call).mock.calls.length)).toEqual([0, 0, 0]);
      expect(screen.queryByTestId('application-form')).toBeNull();
      screen.getByTestId('area-promotions').parentElement?.remove();
    }
  });

  it('joins: the card shows Process with its progress, and says so', async () => {
    const { calls, user } = renderArea();
    await screen.findByTestId('promotion-list');
    await user.click(screen.getByTestId('promotion-action-P1'));
    expect(calls.join).toHaveBeenCalledWith(1);
    expect((await screen.findByTestId('promotion-result')).textContent).toContain('You joined Slots Week.');
    expect(stateOf('P1')).toBe('Process');
    expect(screen.queryByTestId('promotion-action-P1')).toBeNull();
    await user.click(screen.getByTestId('promotion-result-ok'));
    expect(screen.queryByTestId('promotion-result')).toBeNull();
  });

  it('claims a bonus and a raffle prize: Claimed, the wallet refreshed, each claim with a key of its own', async () => {
    const { calls, props, user } = renderArea();
    await screen.findByTestId('promotion-list');
    await user.click(screen.getByTestId('promotion-action-P2'));
    expect((await screen.findByTestId('promotion-result')).textContent).toContain('₹250.00 was added to your main wallet.');
    await user.click(screen.getByTestId('promotion-result-ok'));
    await user.click(screen.getByTestId('promotion-action-P5'));
    await screen.findByTestId('promotion-result');
    expect(vi.mocked(calls.claim).mock.calls.map(([request]) => request)).toEqual([
      { promotionId: 2, idempotencyKey: 'key-1-abcdefgh', raffle: false },
      { promotionId: 5, idempotencyKey: 'key-2-abcdefgh', raffle: true },
    ]);
    expect(props.refreshWallet).toHaveBeenCalledTimes(2);
    expect([stateOf('P2'), stateOf('P5')]).toEqual(['Claimed', 'Claimed']);
  });

  it('shows a refusal in the user’s language and reads the list again', async () => {
    const refused = new ApiError('business', 'This promotion has ended', { path: '/x', code: ErrorCode.promotionActionNotAllowed });
    const { calls, user } = renderArea('member', { join: vi.fn().mockRejectedValue(refused) });
    await screen.findByTestId('promotion-list');
    await user.click(screen.getByTestId('promotion-action-P1'));
    expect((await screen.findByTestId('promotion-refused')).textContent).toContain('This promotion has ended');
    await waitFor(() => expect(calls.getPromotions).toHaveBeenCalledTimes(2));
  });
});

describe('Promotions: the activity application (SPEC 5)', () => {
  const openForm = async (code = 'P3') => {
    const rendered = renderArea();
    await screen.findByTestId('promotion-list');
    await rendered.user.click(screen.getByTestId(`promotion-action-${code}`));
    return { ...rendered, form: await screen.findByTestId('application-form') };
  };

  it('counts the comment and says at once when it passes 140 characters; an empty one is named on sending', async () => {
    const { form, user, calls } = await openForm();
    const comment = within(form).getByTestId('application-comment');
    await user.click(within(form).getByTestId('application-send'));
    expect(within(form).getByTestId('application-comment-issue').textContent).toBe('Please enter a comment');
    fireEvent.change(comment, { target: { value: 'x'.repeat(141) } });
    expect(within(form).getByTestId('application-counter').textContent).toBe('141/140');
    expect(within(form).getByTestId('application-comment-issue').textContent).toBe('The comment can be at most 140 characters');
    await user.click(within(form).getByTestId('application-send'));
    expect(calls.apply).not.toHaveBeenCalled();
    fireEvent.change(comment, { target: { value: 'x'.repeat(140) } });
    expect(within(form).getByTestId('application-counter').textContent).toBe('140/140');
    expect(within(form).queryByTestId('application-comment-issue')).toBeNull();
  });

  it('refuses a gif, a file that claims to be a png but is not, a 6 MB png and a fourth image, keeping the good ones with previews', async () => {
    const { form, user } = await openForm();
    const input = within(form).getByTestId('application-images-input') as HTMLInputElement;
    const fake = new File([new TextEncoder().encode('not really a picture')], 'fake.png', { type: 'image/png' });
    const gif = new File([new TextEncoder().encode('GIF89a')], 'party.gif', { type: 'image/gif' });
    const huge = new File([PNG_BYTES], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, [png('one.png'), fake, gif, huge]);
    await waitFor(() => expect(within(form).getAllByTestId('application-image')).toHaveLength(1));
    expect(within(form).getByTestId('application-image-issues').textContent).toBe(
      'fake.png: The file is not a real PNG or JPG imageparty.gif: Only PNG or JPG images can be senthuge.png: Each image must be 5 MB or smaller',
    );
    await user.upload(input, [png('two.png'), png('three.png'), png('four.png')]);
    await waitFor(() => expect(within(form).getAllByTestId('application-image')).toHaveLength(3));
    expect(within(form).getByTestId('application-image-issues').textContent).toBe('four.png: At most 3 images can be sent');
    expect(input.disabled).toBe(true);
    await waitFor(() => expect(within(form).getByAltText('Preview of one.png').getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    await user.click(within(form).getByTestId('application-remove-0'));
    expect(
      within(form)
        .getAllByTestId('application-image')
        .map((item) => item.textContent?.replace(/[\d.]+ KB/, '')),
    ).toEqual(['two.png', 'three.png']);
    expect(input.disabled).toBe(false);
  });

  it('sends the comment and the images once valid: the card shows Applying', async () => {
    const { form, user, calls } = await openForm();
    await user.type(within(form).getByTestId('application-comment'), '  Receipts attached  ');
    await user.upload(within(form).getByTestId('application-images-input'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(within(form).getAllByTestId('application-image')).toHaveLength(2));
    await user.click(within(form).getByTestId('application-send'));
    expect((await screen.findByTestId('promotion-result')).textContent).toContain('Your application to First Deposit was sent.');
    const [request] = vi.mocked(calls.apply).mock.calls[0]!;
    expect({ ...request, files: request.files.map((file) => file.name) }).toEqual({
      promotionId: 3,
      comment: 'Receipts attached',
      ageConfirmed: false,
      idempotencyKey: 'key-1-abcdefgh',
      files: ['a.png', 'b.png'],
    });
    expect(stateOf('P3')).toBe('Applying');
  });

  it('asks a birthday application to confirm the age of 21 before it goes', async () => {
    const { form, user, calls } = await openForm('P4');
    await user.type(within(form).getByTestId('application-comment'), 'My birthday is this month');
    await user.click(within(form).getByTestId('application-send'));
    expect(within(form).getByTestId('application-age-issue').textContent).toBe('Please confirm you are 21 years old');
    expect(calls.apply).not.toHaveBeenCalled();
    await user.click(within(form).getByTestId('application-age'));
    await user.click(within(form).getByTestId('application-send'));
    await screen.findByTestId('promotion-result');
    expect(vi.mocked(calls.apply).mock.calls[0]?.[0]).toMatchObject({ promotionId: 4, ageConfirmed: true });
  });

  it('keeps the form with the backend’s message when it refuses the application, and cancels back to the cards', async () => {
    const invalid = new ApiError('business', 'टिप्पणी अधिकतम 140 अक्षरों की हो सकती है', { path: '/x', code: ErrorCode.applicationInvalid, status: 400 });
    const rendered = renderArea('member', { apply: vi.fn().mockRejectedValue(invalid) });
    await screen.findByTestId('promotion-list');
    await rendered.user.click(screen.getByTestId('promotion-action-P3'));
    const form = await screen.findByTestId('application-form');
    await rendered.user.type(within(form).getByTestId('application-comment'), 'ok');
    await rendered.user.click(within(form).getByTestId('application-send'));
    expect((await within(form).findByTestId('application-error')).textContent).toBe('टिप्पणी अधिकतम 140 अक्षरों की हो सकती है');
    await rendered.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('application-form')).toBeNull();
    expect(stateOf('P3')).toBe('Join');
  });
});
