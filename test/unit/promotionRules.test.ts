import { describe, expect, it } from 'vitest';
import { imageTypeOf, imageTypeOfName } from '@kernel/imageUpload';
import { ACTIVITY_STATES, allowedAction, applicationTextIssues, imageIssueOf, PROMOTION_KINDS } from '@kernel/promotions';
import { addApplicationImages, commentCounter, imageRoom, removeApplicationImage } from '@machines/promotions/applicationForm.rules';
import { accessOf, actionOf } from '@machines/promotions/promotionAction.rules';
import { categoryTabs, presetWindow, shownCategory, visiblePromotions } from '@machines/promotions/promotionFilters.rules';
import { promotionBannerShelves } from '@/rules/banner.rules';
import { activityStateOf } from '../../server/promotions/activityState';

const DAY = 24 * 60 * 60_000;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MB = 1024 * 1024;

describe('SPEC 9 promotion date presets: the promotions whose period overlaps the window', () => {
  const period = (code: string, startDays: number, endDays: number, category: 'SLOTS' | 'VIP' | 'DEPOSIT' = 'SLOTS') => ({
    code,
    category,
    startsAt: NOW + startDays * DAY,
    endsAt: NOW + endDays * DAY,
  });
  const running = period('running', -2, 5);
  const starts8 = period('starts in 8 days', 8, 20);
  const starts20 = period('starts in 20 days', 20, 40, 'VIP');
  const ended3 = period('ended 3 days ago', -10, -3, 'DEPOSIT');
  const ended15 = period('ended 15 days ago', -40, -15);
  const ended40 = period('ended 40 days ago', -60, -40);
  const all = [running, starts8, starts20, ended3, ended15, ended40];
  const codes = (preset: Parameters<typeof visiblePromotions>[2], category: Parameters<typeof visiblePromotions>[1] = 'ALL') =>
    visiblePromotions(all, category, preset, NOW).map((promotion) => promotion.code);

  it('gives each preset its window from now', () => {
    expect(presetWindow('all', NOW)).toBeNull();
    expect(presetWindow('next7', NOW)).toEqual({ from: NOW, to: NOW + 7 * DAY });
    expect(presetWindow('next30', NOW)).toEqual({ from: NOW, to: NOW + 30 * DAY });
    expect(presetWindow('previous7', NOW)).toEqual({ from: NOW - 7 * DAY, to: NOW });
    expect(presetWindow('previous30', NOW)).toEqual({ from: NOW - 30 * DAY, to: NOW });
  });

  it('shows what overlaps: running promotions in every preset, the others by when they run', () => {
    expect(codes('all')).toEqual(all.map((promotion) => promotion.code));
    expect(codes('next7')).toEqual(['running']);
    expect(codes('next30')).toEqual(['running', 'starts in 8 days', 'starts in 20 days']);
    expect(codes('previous7')).toEqual(['running', 'ended 3 days ago']);
    expect(codes('previous30')).toEqual(['running', 'ended 3 days ago', 'ended 15 days ago']);
  });

  it('counts the edges: a period ending at the window start is out (periods end before endsAt), one starting at its end is in', () => {
    const endsNow = period('ends now', -5, 0);
    const startsAtEdge = period('starts in 7 days', 7, 9);
    expect(visiblePromotions([endsNow, startsAtEdge], 'ALL', 'next7', NOW).map((promotion) => promotion.code)).toEqual(['starts in 7 days']);
    expect(visiblePromotions([endsNow], 'ALL', 'previous7', NOW).map((promotion) => promotion.code)).toEqual(['ends now']);
  });

  it('tabs All and the categories present, in the catalogue order; a chosen tab the list lacks shows All', () => {
    expect(categoryTabs(all)).toEqual(['ALL', 'DEPOSIT', 'SLOTS', 'VIP']);
    expect(codes('all', 'VIP')).toEqual(['starts in 20 days']);
    expect(codes('previous30', 'DEPOSIT')).toEqual(['ended 3 days ago']);
    expect(shownCategory(all, 'RAFFLE')).toBe('ALL');
    expect(codes('next7', 'RAFFLE')).toEqual(['running']);
  });
});

describe('SPEC 4 activity states and the action each allows', () => {
  it('allows Join (or Apply) in Join, Claim (or the raffle prize) in Claim, and nothing in the other ten', () => {
    const table = Object.fromEntries(PROMOTION_KINDS.map((kind) => [kind, Object.fromEntries(ACTIVITY_STATES.map((state) => [state, allowedAction(state, kind)]))]));
    for (const kind of PROMOTION_KINDS) {
      for (const state of ACTIVITY_STATES) if (state !== 'Join' && state !== 'Claim') expect(table[kind]?.[state]).toBeNull();
    }
    expect(PROMOTION_KINDS.map((kind) => [table[kind]?.Join, table[kind]?.Claim])).toEqual([
      ['join', null],
      ['join', 'claim'],
      ['apply', null],
      ['join', 'claimRaffle'],
    ]);
    expect(actionOf({ state: 'Claim', kind: 'raffle' })).toBe('claimRaffle');
  });

  it('asks a visitor to log in and warns a trial account (SPEC 4), and lets members and agents act', () => {
    expect(['guest', 'pending', 'trial', 'member', 'agent'].map((kind) => accessOf(kind as never))).toEqual(['login', 'login', 'trialWarning', 'allowed', 'allowed']);
  });

  it('works out the state from the period, the entry and the valid bets (server)', () => {
    const turnover = { kind: 'turnover' as const, startsAt: NOW - DAY, endsAt: NOW + DAY, requiredTurnoverPaise: 1_000 };
    const state = (
      promotion: Parameters<typeof activityStateOf>[0]['promotion'],
      status: Parameters<typeof activityStateOf>[0]['entry'],
      validBetsPaise = 0,
      now = NOW,
    ) => activityStateOf({ promotion, entry: status, validBetsPaise, now }).state;
    expect(state({ ...turnover, startsAt: NOW + 1 }, null)).toBe('coming soon');
    expect(state(turnover, null)).toBe('Join');
    expect(state(turnover, null, 0, NOW + DAY)).toBe('closed');
    expect(state(turnover, { status: 'joined' }, 999)).toBe('Process');
    expect(state(turnover, { status: 'joined' }, 1_000)).toBe('Claim');
    expect(state(turnover, { status: 'joined' }, 999, NOW + DAY)).toBe('Close');
    expect(state(turnover, { status: 'joined' }, 1_000, NOW + DAY)).toBe('Claim');
    expect(state({ ...turnover, kind: 'join', requiredTurnoverPaise: null }, { status: 'joined' })).toBe('Joined');
    expect(state({ ...turnover, kind: 'raffle', requiredTurnoverPaise: null }, { status: 'joined' })).toBe('signed');
    const byStatus = (['applying', 'issued', 'rejected', 'won', 'lost', 'claimed'] as const).map((status) => state(turnover, { status }));
    expect(byStatus).toEqual(['Applying', 'Issued', 'Rejected', 'Claim', 'Close', 'Claimed']);
  });
});

describe('SPEC 5 activity application: the catalogue the form and the backend share', () => {
  it('takes a comment of 1 to 140 characters, counted trimmed and per character, and the age of 21 for a birthday promotion', () => {
    expect(applicationTextIssues({ comment: 'ok', ageConfirmed: false }, false)).toEqual([]);
    expect(applicationTextIssues({ comment: '   ', ageConfirmed: false }, true)).toEqual(['commentEmpty', 'ageNotConfirmed']);
    expect(applicationTextIssues({ comment: 'x'.repeat(141), ageConfirmed: true }, true)).toEqual(['commentTooLong']);
    expect(applicationTextIssues({ comment: ` ${'x'.repeat(140)} `, ageConfirmed: false }, false)).toEqual([]);
    // Devanagari and emoji count one each.
    expect(commentCounter('नमस्ते 🎉')).toEqual({ length: [...'नमस्ते 🎉'].length, max: 140, over: false });
    expect(commentCounter('🎉'.repeat(141)).over).toBe(true);
  });

  it('knows an image by its first bytes, never by its name alone', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect([imageTypeOf(png), imageTypeOf(jpeg), imageTypeOf(new TextEncoder().encode('GIF89a')), imageTypeOf(new Uint8Array())]).toEqual([
      'image/png',
      'image/jpeg',
      null,
      null,
    ]);
    expect(['a.PNG', 'b.jpg', 'c.JPEG', 'd.gif', 'png'].map(imageTypeOfName)).toEqual(['image/png', 'image/jpeg', 'image/jpeg', null, null]);
  });

  it('refuses a gif, an empty file, one over 5 MB and a file whose bytes are not what its name says', () => {
    const issue = (name: string, type: string, size: number, contentType: 'image/png' | 'image/jpeg' | null) => imageIssueOf({ name, type, size, contentType });
    expect(issue('a.png', 'image/png', 5 * MB, 'image/png')).toBeNull();
    expect(issue('a.jpg', '', 10, 'image/jpeg')).toBeNull();
    expect(issue('party.gif', 'image/gif', 10, null)).toBe('imageBadType');
    expect(issue('a.png', 'image/gif', 10, 'image/png')).toBe('imageBadType');
    expect(issue('a.png', 'image/png', 0, null)).toBe('imageEmpty');
    expect(issue('a.png', 'image/png', 6 * MB, 'image/png')).toBe('imageTooLarge');
    expect(issue('fake.png', 'image/png', 10, null)).toBe('imageNotImage');
    expect(issue('photo.png', 'image/png', 10, 'image/jpeg')).toBe('imageNotImage');
  });

  it('keeps at most 3 images, naming each file refused and why; removes by position', () => {
    const png = (name: string) => ({ file: { name, type: 'image/png', size: 10 }, contentType: 'image/png' as const });
    const first = addApplicationImages([], [png('1.png'), { file: { name: 'x.gif', type: 'image/gif', size: 10 }, contentType: null }, png('2.png')]);
    expect(first.images.map((image) => image.file.name)).toEqual(['1.png', '2.png']);
    expect(first.notes).toEqual([{ name: 'x.gif', issue: 'imageBadType' }]);
    const second = addApplicationImages(first.images, [png('3.png'), png('4.png')]);
    expect(second.images.map((image) => image.file.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(second.notes).toEqual([{ name: '4.png', issue: 'imageTooMany' }]);
    expect(imageRoom(second.images)).toBe(0);
    expect(removeApplicationImage(second.images, 1).map((image) => image.file.name)).toEqual(['1.png', '3.png']);
    expect(removeApplicationImage(second.images, 7)).toHaveLength(3);
  });
});

describe('SPEC 2 banners of the promotions page', () => {
  it('shows the w_promotion group only: images as slides, YouTube videos apart, other video links refused', () => {
    const banner = (id: number, groupName: 'w_home' | 'w_promotion', linkageType: 'ROUTE' | 'VIDEO', linkage: string) => ({
      id,
      groupName,
      url: `/b/${id}.svg`,
      linkage,
      linkageType,
      title: `B${id}`,
    });
    const shelves = promotionBannerShelves([
      banner(1, 'w_home', 'ROUTE', '/'),
      banner(2, 'w_promotion', 'ROUTE', '/promotions'),
      banner(3, 'w_promotion', 'VIDEO', 'https://www.youtube.com/embed/x'),
      banner(4, 'w_promotion', 'VIDEO', 'https://vimeo.com/1'),
    ]);
    expect([shelves.slides, shelves.videos, shelves.refused].map((list) => list.map((item) => item.id))).toEqual([[2], [3], [4]]);
  });
});
