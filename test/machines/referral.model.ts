import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ReferralFriend, ReferralFriendsPage, ReferralProgramme } from '@kernel/referral';
import type { DomainRoute } from '@kernel/system';
import { type ReferralContext, referralMachine } from '@machines/member/referral.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure } from './fixtures';

const ORIGIN = 'https://play.example.test';
const PROGRAMME: ReferralProgramme = { code: 'DEMOREF1', commissionRateBps: 50, payout: 'daily', activeMinValidBetPaise: 100_000, activePeriodDays: 30 };
/**
 * SPEC 7 Domain routing: the answers the domain route may give, each with where the invite link then
 * points (on the site's scheme): another domain; that domain with a port (the limit: a bare host and
 * port); one the platform says is not valid, and one that is more than a host (past the limit), both
 * leaving the site's own address.
 */
const ROUTED: DomainRoute = { valid: true, domain: 'invite.example.test', merchant: 'DEMO' };
const ROUTED_WITH_PORT: DomainRoute = { valid: true, domain: 'invite.example.test:8443', merchant: 'DEMO' };
const NOT_VALID: DomainRoute = { valid: false, domain: 'invite.example.test', merchant: 'DEMO' };
const WITH_PATH: DomainRoute = { valid: true, domain: 'invite.example.test/evil', merchant: 'DEMO' };
const LINK_ORIGIN = new Map<DomainRoute, string>([
  [ROUTED, 'https://invite.example.test'],
  [ROUTED_WITH_PORT, 'https://invite.example.test:8443'],
  [NOT_VALID, ORIGIN],
  [WITH_PATH, ORIGIN],
]);
/** SPEC 2: /register reads an optional referralCode; the link is /register with the member's code, on the address above. */
const linkFrom = (origin: string) => `${origin}/register?referralCode=DEMOREF1`;
/** Not in SPEC: how long 'Copied' shows beside a copy button. */
const COPIED_FOR_MS = 2_000;

const friend = (n: number, status: ReferralFriend['status']): ReferralFriend => ({
  userName: `fr***${String(n).padStart(2, '0')}`,
  joinedAt: 1_700_000_000_000 - n,
  status,
  validBetPaise: status === 'active' ? 150_000 : 0,
  commissionPaise: status === 'active' ? 750 : 0,
});
const TOTALS = { invitedCount: 12, activeCount: 2, commissionPaise: 1_500 };
/** Twelve friends, ten a page. */
const FIRST: ReferralFriendsPage = {
  items: [friend(1, 'active'), friend(2, 'registered'), friend(3, 'deposited')],
  pageNo: 1,
  pageSize: 10,
  totalPages: 2,
  totalCount: 12,
  totals: TOTALS,
};
const SECOND: ReferralFriendsPage = { ...FIRST, items: [friend(11, 'active'), friend(12, 'registered')], pageNo: 2 };
/** The browser refused the clipboard (no permission, the page not focused). */
const CLIPBOARD_REFUSED = Object.assign(new Error('Write permission denied.'), { name: 'NotAllowedError' });

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as ReferralContext;
/** What the list and the programme hold (the copy region leaves it alone). */
const dataOf = (snapshot: AnyMachineSnapshot | null) => {
  const { programme, friends, pageNo, loadError, pageError } = ctx(snapshot);
  return { programme, friends, pageNo, loadError, pageError };
};
const regionOf = (snapshot: AnyMachineSnapshot | null, region: 'data' | 'copy') => (snapshot?.value as Record<string, string> | undefined)?.[region];
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const callsOf = ({ invoked }: Observation, src: string) => invoked.filter((call) => call.src === src);
const payload = <T>(observation: Observation) => observation.event as unknown as T;

/** A step of the other region (a copy, its timer): the programme and the list are as they were. */
function expectDataUntouched(observation: Observation) {
  expect(dataOf(observation.snapshot)).toEqual(dataOf(observation.previous));
  expect([...callsOf(observation, 'loadProgramme'), ...callsOf(observation, 'loadFriends'), ...callsOf(observation, 'loadDomainRoute')]).toEqual([]);
  expect(ctx(observation.snapshot).origin).toBe(ctx(observation.previous).origin);
}

/** A step of the data region (a load, the pager): the copy shown stays as it was. */
function expectCopyUntouched(observation: Observation) {
  expect(ctx(observation.snapshot).copyTarget).toBe(ctx(observation.previous).copyTarget);
  expect(callsOf(observation, 'copyText')).toEqual([]);
}

const referralOracles: MachineModel['oracles'] = {
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    // The link is built on the site's own address, or on the domain the platform routes it to.
    expect(c.siteOrigin).toBe(ORIGIN);
    expect([ORIGIN, 'https://invite.example.test', 'https://invite.example.test:8443']).toContain(c.origin);
    expect(c.pageNo).toBeGreaterThanOrEqual(1);
    // 'Copied' or 'could not copy' shows beside one button exactly while the copy region says so.
    expect(c.copyTarget === null).toBe(regionOf(snapshot, 'copy') === 'idle');
    // The list and the code show only once both came; a failed page is told only beside the list shown.
    if (snapshot.matches({ data: 'ready' }) || snapshot.matches({ data: 'paging' })) expect([c.programme, c.friends !== null]).toEqual([PROGRAMME, true]);
    if (c.pageError !== null) expect(snapshot.matches({ data: 'ready' })).toBe(true);
    expect(c.loadError !== null).toBe(snapshot.matches({ data: 'failed' }));
  },
  data: (observation) => {
    // The friends asked for are always the page the context names; the programme only with the first load.
    const c = ctx(observation.snapshot);
    for (const call of callsOf(observation, 'loadFriends')) expect(call.input).toBe(c.pageNo);
    if (callsOf(observation, 'loadProgramme').length > 0) expect(observation.snapshot.matches({ data: 'loading' })).toBe(true);
  },
  'data.loading': (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    // Both in hand only at the moment the second comes, which leaves for ready at once: never shown half.
    if (c.programme !== null && c.friends !== null) expect(snapshot.matches({ data: { loading: { programme: 'fetched', friends: 'fetched' } } })).toBe(true);
    if (previous?.matches({ data: 'loading' })) {
      if (event.type === 'PAGE') return expectIgnored(observation, ['PAGE']);
      // One of the two came (its region says which), or a step of the copy region: nothing asked again.
      expect(observation.invoked.filter((call) => call.src !== 'copyText')).toEqual([]);
      return;
    }
    // Every entry asks for the programme, the first page of friends and the domain route, together, once.
    const calls = [...observation.invoked].sort((a, b) => a.src.localeCompare(b.src));
    expect(calls).toEqual([
      { src: 'loadDomainRoute', id: 'loadDomainRoute', input: undefined },
      { src: 'loadFriends', id: 'loadFriends', input: 1 },
      { src: 'loadProgramme', id: 'loadProgramme', input: undefined },
    ]);
    if (previous === null) {
      // At first: nothing shown, the first page asked for, nothing copied, the link on the site's own address.
      expect(c).toEqual({ siteOrigin: ORIGIN, origin: ORIGIN, programme: null, friends: null, pageNo: 1, loadError: null, pageError: null, copyTarget: null });
      return;
    }
    // SPEC 8: Try again after a failed load starts over (nothing half-loaded is kept, the routed domain neither).
    expect([previous.matches({ data: 'failed' }), event.type]).toEqual([true, 'RETRY']);
    expect(dataOf(snapshot)).toEqual({ programme: null, friends: null, pageNo: 1, loadError: null, pageError: null });
    expect(c.origin).toBe(ORIGIN);
    expectCopyUntouched(observation);
  },
  'data.loading.programme': (observation) => {
    // The programme is asked for once per load, as the load begins.
    const entered = !observation.previous?.matches({ data: 'loading' });
    expect(callsOf(observation, 'loadProgramme')).toHaveLength(entered ? 1 : 0);
  },
  'data.loading.programme.fetching': ({ snapshot }) => {
    expect(ctx(snapshot).programme).toBeNull();
  },
  'data.loading.programme.fetched': (observation) => {
    const { snapshot, previous } = observation;
    expect(ctx(snapshot).programme).toEqual(PROGRAMME);
    if (previous?.matches({ data: { loading: { programme: 'fetched' } } })) return expect(ctx(snapshot).programme).toBe(ctx(previous).programme);
    // The code and the terms came; the friends are still awaited, as they were.
    expect(settled(observation, 'loadProgramme', 'done')).toBe(true);
    expect(dataOf(snapshot)).toEqual({ ...dataOf(previous), programme: settleValue(observation) });
    expectCopyUntouched(observation);
  },
  'data.loading.friends': (observation) => {
    // The first page of friends is asked for once per load, as the load begins.
    const entered = !observation.previous?.matches({ data: 'loading' });
    expect(callsOf(observation, 'loadFriends')).toHaveLength(entered ? 1 : 0);
  },
  'data.loading.friends.fetching': ({ snapshot }) => {
    expect(ctx(snapshot).friends).toBeNull();
  },
  'data.loading.friends.fetched': (observation) => {
    const { snapshot, previous } = observation;
    expect(ctx(snapshot).friends).not.toBeNull();
    if (previous?.matches({ data: { loading: { friends: 'fetched' } } })) return expect(ctx(snapshot).friends).toBe(ctx(previous).friends);
    // The page the backend answered with (it may be another than the one asked for); the programme is still awaited.
    expect(settled(observation, 'loadFriends', 'done')).toBe(true);
    const answered = settleValue(observation) as ReferralFriendsPage;
    expect(dataOf(snapshot)).toEqual({ ...dataOf(previous), friends: answered, pageNo: answered.pageNo });
    expectCopyUntouched(observation);
  },
  'data.loading.domain': (observation) => {
    // The domain route is asked for once per load, as the load begins.
    const entered = !observation.previous?.matches({ data: 'loading' });
    expect(callsOf(observation, 'loadDomainRoute')).toHaveLength(entered ? 1 : 0);
  },
  'data.loading.domain.fetching': ({ snapshot }) => {
    // Until it answers, the link is on the site's own address.
    expect(ctx(snapshot).origin).toBe(ORIGIN);
  },
  'data.loading.domain.fetched': (observation) => {
    const { snapshot, previous } = observation;
    if (previous?.matches({ data: { loading: { domain: 'fetched' } } })) return expect(ctx(snapshot).origin).toBe(ctx(previous).origin);
    expectCopyUntouched(observation);
    expect(dataOf(snapshot)).toEqual(dataOf(previous));
    if (settled(observation, 'loadDomainRoute', 'error')) {
      // Not a reason to fail the page: the link stays on the site's own address.
      return expect(ctx(snapshot).origin).toBe(ORIGIN);
    }
    // SPEC 7 Domain routing: the link points where the platform routes the site (see LINK_ORIGIN).
    expect(settled(observation, 'loadDomainRoute', 'done')).toBe(true);
    expect(ctx(snapshot).origin).toBe(LINK_ORIGIN.get(settleValue(observation) as DomainRoute));
  },
  'data.failed': (observation) => {
    const { snapshot, previous } = observation;
    expect(observation.invoked.filter((call) => call.src !== 'copyText')).toEqual([]);
    if (previous?.matches({ data: 'failed' })) return expectDataUntouched(observation);
    // SPEC 8 'Network link is abnormal, please try again': either load failing fails the page, the reason kept.
    expect(previous?.matches({ data: 'loading' })).toBe(true);
    expect(settled(observation, 'loadProgramme', 'error') || settled(observation, 'loadFriends', 'error')).toBe(true);
    expect(dataOf(snapshot)).toEqual({ ...dataOf(previous), loadError: settleValue(observation) });
    expectCopyUntouched(observation);
  },
  'data.ready': (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    expect([...callsOf(observation, 'loadProgramme'), ...callsOf(observation, 'loadFriends')]).toEqual([]);
    if (previous?.matches({ data: 'loading' })) {
      // Shown when the last of the three came: the code and terms, the page the backend answered with, the link's domain.
      expect(
        settled(observation, 'loadProgramme', 'done') ||
          settled(observation, 'loadFriends', 'done') ||
          settled(observation, 'loadDomainRoute', 'done') ||
          settled(observation, 'loadDomainRoute', 'error'),
      ).toBe(true);
      const answered = settled(observation, 'loadFriends', 'done') ? (settleValue(observation) as ReferralFriendsPage) : ctx(previous).friends;
      expect(dataOf(snapshot)).toEqual({ programme: PROGRAMME, friends: answered, pageNo: answered?.pageNo, loadError: null, pageError: null });
      return expectCopyUntouched(observation);
    }
    if (previous?.matches({ data: 'paging' })) {
      expectCopyUntouched(observation);
      if (settled(observation, 'loadFriends', 'done')) {
        // The page asked for (or the one the backend answered with) replaces the one shown.
        const answered = settleValue(observation) as ReferralFriendsPage;
        expect(dataOf(snapshot)).toEqual({ ...dataOf(previous), friends: answered, pageNo: answered.pageNo, pageError: null });
        return;
      }
      // Not loaded: the page shown stays, the page asked for is remembered for Try again, the reason shown.
      expect(settled(observation, 'loadFriends', 'error')).toBe(true);
      expect(dataOf(snapshot)).toEqual({ ...dataOf(previous), pageError: settleValue(observation) });
      expect(c.pageNo).not.toBe(c.friends?.pageNo);
      return;
    }
    // Staying: a copy (the other region), the page shown or one that does not exist, a Try again with nothing failed.
    expect(previous?.matches({ data: 'ready' })).toBe(true);
    expectDataUntouched(observation);
    if (event.type === 'PAGE') {
      const { pageNo } = payload<{ pageNo: number }>(observation);
      expect(pageNo === ctx(previous).friends?.pageNo || pageNo < 1 || pageNo > (ctx(previous).friends?.totalPages ?? 0)).toBe(true);
    }
    if (event.type === 'RETRY') expect(ctx(previous).pageError).toBeNull();
  },
  'data.paging': (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches({ data: 'paging' })) {
      if (event.type === 'PAGE' || event.type === 'RETRY') return expectIgnored(observation, ['PAGE', 'RETRY']);
      return expectDataUntouched(observation);
    }
    expect(previous?.matches({ data: 'ready' })).toBe(true);
    const before = ctx(previous);
    expectCopyUntouched(observation);
    // The page asked for is loaded; the page shown stays (dimmed) until it comes.
    expect(callsOf(observation, 'loadFriends')).toEqual([{ src: 'loadFriends', id: 'loadFriends', input: c.pageNo }]);
    if (event.type === 'PAGE') {
      // The pager: another page of the list.
      const { pageNo } = payload<{ pageNo: number }>(observation);
      expect(pageNo).not.toBe(before.friends?.pageNo);
      expect(pageNo).toBeGreaterThanOrEqual(1);
      expect(pageNo).toBeLessThanOrEqual(before.friends?.totalPages ?? 0);
      expect(dataOf(snapshot)).toEqual({ ...dataOf(previous), pageNo, pageError: null });
      return;
    }
    // Try again, after a page failed: that same page.
    expect(event.type).toBe('RETRY');
    expect(before.pageError).not.toBeNull();
    expect(dataOf(snapshot)).toEqual({ ...dataOf(previous), pageError: null });
  },
  copy: (observation) => {
    // Only the member's own code or its invite link (on the address the link shows) ever goes to the clipboard.
    for (const call of callsOf(observation, 'copyText')) expect([PROGRAMME.code, linkFrom(ctx(observation.snapshot).origin)]).toContain(call.input);
  },
  'copy.idle': (observation) => {
    const { snapshot, previous, event, step } = observation;
    expect(callsOf(observation, 'copyText')).toEqual([]);
    if (previous === null) return expect(ctx(snapshot).copyTarget).toBeNull();
    if (previous.matches({ copy: 'copied' })) {
      // 'Copied' goes away by itself, exactly COPIED_FOR_MS after the copy.
      expect(step).toMatchObject({ kind: 'wait', ms: COPIED_FOR_MS, delay: 'copiedFor' });
      expect(ctx(snapshot)).toEqual({ ...ctx(previous), copyTarget: null });
      return;
    }
    expect(previous.matches({ copy: 'idle' })).toBe(true);
    // Nothing to copy until the code is known.
    if (event.type === 'COPY') {
      expect(ctx(previous).programme).toBeNull();
      expect(ctx(snapshot)).toEqual(ctx(previous));
    }
  },
  'copy.copying': (observation) => {
    const { snapshot, previous, event } = observation;
    if (previous?.matches({ copy: 'copying' })) {
      if (event.type === 'COPY') return expectIgnored(observation, ['COPY']);
      expect(ctx(snapshot).copyTarget).toBe(ctx(previous).copyTarget);
      expect(callsOf(observation, 'copyText')).toEqual([]);
      return;
    }
    // A copy button: the code, or the link, goes to the clipboard; what it was is remembered for the message.
    expect(event.type).toBe('COPY');
    expect(ctx(previous).programme).toEqual(PROGRAMME);
    const { what } = payload<{ what: 'code' | 'link' }>(observation);
    expect(ctx(snapshot)).toEqual({ ...ctx(previous), copyTarget: what });
    expect(callsOf(observation, 'copyText')).toEqual([
      { src: 'copyText', id: expect.any(String), input: what === 'code' ? PROGRAMME.code : linkFrom(ctx(snapshot).origin) },
    ]);
    expectDataUntouched(observation);
  },
  'copy.copied': (observation) => {
    const { snapshot, previous } = observation;
    expect(callsOf(observation, 'copyText')).toEqual([]);
    expect(ctx(snapshot).copyTarget).not.toBeNull();
    if (previous?.matches({ copy: 'copied' })) return expect(ctx(snapshot).copyTarget).toBe(ctx(previous).copyTarget);
    // The clipboard took it: 'Copied' beside the button that was pressed.
    expect(settled(observation, 'copyText', 'done')).toBe(true);
    expect(ctx(snapshot)).toEqual(ctx(previous));
  },
  'copy.refused': (observation) => {
    const { snapshot, previous } = observation;
    expect(callsOf(observation, 'copyText')).toEqual([]);
    expect(ctx(snapshot).copyTarget).not.toBeNull();
    if (previous?.matches({ copy: 'refused' })) return expect(ctx(snapshot).copyTarget).toBe(ctx(previous).copyTarget);
    // Never silent: the browser's refusal is told beside the button, until the next copy.
    expect(settled(observation, 'copyText', 'error')).toBe(true);
    expect(ctx(snapshot)).toEqual(ctx(previous));
  },
};

/** SPEC 1 referral and invite; SPEC 2 Member center referral (invite friends); SPEC 8. */
export const referralModel: MachineModel = {
  machine: referralMachine,
  input: { origin: ORIGIN },
  fixtures: {
    outputs: { loadProgramme: [PROGRAMME], loadFriends: [FIRST, SECOND], loadDomainRoute: [ROUTED, ROUTED_WITH_PORT, NOT_VALID, WITH_PATH], copyText: [undefined] },
    errors: { loadProgramme: [apiFailure('network')], loadFriends: [apiFailure('timeout')], loadDomainRoute: [apiFailure('network')], copyText: [CLIPBOARD_REFUSED] },
    events: {
      PAGE: [
        { type: 'PAGE', pageNo: 2 },
        { type: 'PAGE', pageNo: 1 },
        { type: 'PAGE', pageNo: 3 },
      ],
      COPY: [
        { type: 'COPY', what: 'code' },
        { type: 'COPY', what: 'link' },
      ],
    },
  },
  delays: { copiedFor: COPIED_FOR_MS },
  // What decides the next step: where the link points, which of the two came, the page shown and the one asked for, a
  // failed page to try again, and what the last copy was of.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.origin, c.programme !== null, c.friends?.pageNo ?? 0, c.pageNo, c.loadError !== null, c.pageError !== null, c.copyTarget];
  },
  oracles: referralOracles,
};
