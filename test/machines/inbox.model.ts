import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { InboxMessage, InboxPage } from '@kernel/inbox';
import { type InboxContext, inboxMachine } from '@machines/member/inbox.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

const message = (id: number, read: boolean): InboxMessage => ({ id, title: `Message ${id}`, content: `<p>Body ${id}</p>`, createdAt: 1_700_000_000_000 - id, read });
const page = (pageNo: number, items: InboxMessage[], unreadCount: number, totalPages = 2): InboxPage => ({
  items,
  pageNo,
  pageSize: 10,
  totalPages,
  totalCount: (totalPages - 1) * 10 + items.length,
  unreadCount,
});
/** Two unread messages on the first page (1, 2), a read one (3); the second page holds one read message (4). */
const FIRST = page(1, [message(1, false), message(2, false), message(3, true)], 2);
const SECOND = page(2, [message(4, true)], 2);
/** After every message was read elsewhere: nothing unread, one page. */
const ALL_READ = page(1, [message(3, true)], 0, 1);
const AFTER_READ = { unreadCount: 1 };
const AFTER_ALL_READ = { unreadCount: 0 };
const AFTER_DELETE = { unreadCount: 1 };

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as InboxContext;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const effectNames = ({ effects }: Observation) => effects.map((effect) => effect.name);
const codeOf = (error: unknown) => (error as { details?: { code?: string } }).details?.code;
const kindOf = (error: unknown) => (error as { kind?: string }).kind;
const ids = (snapshot: AnyMachineSnapshot) => ctx(snapshot).page?.items.map((item) => item.id) ?? [];
const reads = (snapshot: AnyMachineSnapshot | null) => ctx(snapshot)?.page?.items.map((item) => item.read) ?? [];
const payload = <T>(observation: Observation) => observation.event as unknown as T;

/** A CLOSE: the message reader shuts, nothing else changes and nothing is called. */
function expectClosed(observation: Observation) {
  const { snapshot, previous } = observation;
  expect(ctx(snapshot)).toEqual({ ...ctx(previous), openId: null });
  expect([observation.invoked, observation.effects]).toEqual([[], []]);
}

/** The unread badge is told after, and only after, a write that changed the count. */
function expectBadgeTold(observation: Observation, told: boolean) {
  expect(effectNames(observation)).toEqual(told ? ['unreadChanged'] : []);
}

const inboxOracles: MachineModel['oracles'] = {
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    // An open message, a message being marked and a message asked about are on the page shown.
    for (const id of [c.openId, c.marking, c.deleting]) if (id !== null && !snapshot.matches('loading')) expect(ids(snapshot)).toContain(id);
    // Never a negative count nor more unread than... at least the unread ones on this page.
    if (c.page) expect(c.page.unreadCount).toBeGreaterThanOrEqual(0);
    if (!snapshot.matches('reading')) expect(c.marking).toBeNull();
    if (!snapshot.matches('confirmingDelete') && !snapshot.matches('deleting')) expect(c.deleting).toBeNull();
  },
  loading: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches('loading')) {
      // While a page loads, the reader may close; paging, opening, deleting and marking wait for it.
      if (event.type === 'CLOSE') return expectClosed(observation);
      return expectIgnored(observation, ['PAGE', 'OPEN', 'DELETE', 'MARK_ALL_READ']);
    }
    // Every entry reads the page asked for, once.
    expect(observation.invoked).toEqual([{ src: 'loadPage', id: expect.any(String), input: c.pageNo }]);
    if (previous === null) {
      // The first page at first, nothing shown yet.
      expect(c).toEqual({ page: null, pageNo: 1, openId: null, marking: null, deleting: null, notice: null, loadError: null });
      return;
    }
    const before = ctx(previous);
    if (previous.matches('failed')) {
      expect(event.type).toBe('RETRY');
      expect(c.pageNo).toBe(before.pageNo);
    } else if (previous.matches('ready')) {
      // The pager: another page of the list, the reader shut, the last status line gone; the page shown stays until the answer.
      expect(event.type).toBe('PAGE');
      const { pageNo } = payload<{ pageNo: number }>(observation);
      expect(pageNo).not.toBe(before.page?.pageNo);
      expect(Number.isInteger(pageNo)).toBe(true);
      expect(pageNo).toBeGreaterThanOrEqual(1);
      expect(pageNo).toBeLessThanOrEqual(before.page?.totalPages ?? 0);
      expect(c).toEqual({ ...before, pageNo, openId: null, notice: null });
      expectBadgeTold(observation, false);
    } else if (previous.matches('deleting')) {
      const error = settleValue(observation);
      if (settled(observation, 'deleteMessage', 'done') || codeOf(error) === ErrorCode.messageNotFound) {
        // Deleted (or gone already): the badge follows, the same page is read again so the next message moves up.
        expect(c.notice).toEqual({ kind: 'deleted' });
        expect(c.openId).toBe(before.openId === before.deleting ? null : before.openId);
        expectBadgeTold(observation, true);
      } else {
        // No answer: it may or may not be deleted; what the backend holds is read again.
        expect(['network', 'timeout']).toContain(kindOf(error));
        expect(c.notice).toEqual({ kind: 'error', error });
        expectBadgeTold(observation, false);
      }
      expect(c.pageNo).toBe(before.pageNo);
      expect(c.page).toBe(before.page);
    } else if (previous.matches('markingAllRead')) {
      // No answer: some may be read; the page is read again and the status line says why.
      const error = settleValue(observation);
      expect(['network', 'timeout']).toContain(kindOf(error));
      expect([c.notice, c.page]).toEqual([{ kind: 'error', error }, before.page]);
      expectBadgeTold(observation, false);
    } else {
      // Opening a message deleted meanwhile: the page is read again.
      expect(previous.matches('reading')).toBe(true);
      expect(codeOf(settleValue(observation))).toBe(ErrorCode.messageNotFound);
      expect(c.page).toBe(before.page);
      expectBadgeTold(observation, false);
    }
  },
  failed: (observation) => {
    // SPEC 8 'Network link is abnormal, please try again': the reason kept, with a retry.
    expect(settled(observation, 'loadPage', 'error')).toBe(true);
    expect(ctx(observation.snapshot).loadError).toBe(settleValue(observation));
    expect(observation.invoked).toEqual([]);
  },
  ready: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous);
    expect(observation.invoked).toEqual([]);
    if (settled(observation, 'loadPage', 'done')) {
      // The page the backend answered with (it may be the one before, when the asked one emptied).
      const answered = settleValue(observation) as InboxPage;
      expect([c.page, c.pageNo, c.loadError]).toEqual([answered, answered.pageNo, null]);
      // The reader stays open only on a message of the new page.
      expect(c.openId).toBe(before.openId !== null && answered.items.some((item) => item.id === before.openId) ? before.openId : null);
      expectBadgeTold(observation, false);
      return;
    }
    if (settled(observation, 'markRead', 'done')) {
      // SPEC 2: opening an unread message reads it: it shows read, the count drops as the backend says, the badge follows.
      expect(c.page?.unreadCount).toBe(AFTER_READ.unreadCount);
      expect(reads(snapshot)).toEqual(before.page!.items.map((item) => item.read || item.id === before.marking));
      expect(c.openId).toBe(before.openId);
      expectBadgeTold(observation, true);
      return;
    }
    if (settled(observation, 'markRead', 'error')) {
      // Not marked: still unread, still open, the reason shown; opening it again tries again.
      expect(kindOf(settleValue(observation))).toBe('network');
      expect([c.page, c.notice]).toEqual([before.page, { kind: 'error', error: settleValue(observation) }]);
      expectBadgeTold(observation, false);
      return;
    }
    if (settled(observation, 'markAllRead', 'done')) {
      // Mark all read: every message shows read, the badge clears.
      expect(reads(snapshot).every(Boolean)).toBe(true);
      expect([c.page?.unreadCount, c.notice]).toEqual([0, { kind: 'allRead' }]);
      expectBadgeTold(observation, true);
      return;
    }
    if (settled(observation, 'markAllRead', 'error') || settled(observation, 'deleteMessage', 'error')) {
      // Refused (or the session ended): nothing changed, the reason shown.
      expect(['business', 'expired']).toContain(kindOf(settleValue(observation)));
      expect([c.page, c.notice]).toEqual([before.page, { kind: 'error', error: settleValue(observation) }]);
      expectBadgeTold(observation, false);
      return;
    }
    expectBadgeTold(observation, false);
    switch (event.type) {
      case 'OPEN': {
        // Opening a read message only shows it; an unread one goes through reading.
        const { id } = payload<{ id: number }>(observation);
        const listed = before.page?.items.find((item) => item.id === id);
        expect(c).toEqual(listed?.read ? { ...before, openId: id, notice: null } : before);
        break;
      }
      case 'CLOSE':
        return expectClosed(observation);
      case 'CANCEL_DELETE':
        expect(previous?.matches('confirmingDelete')).toBe(true);
        expect(c).toEqual({ ...before, deleting: null });
        break;
      case 'PAGE': {
        // The page shown, or one that does not exist: nothing happens.
        const { pageNo } = payload<{ pageNo: number }>(observation);
        expect(pageNo === before.page?.pageNo || !Number.isInteger(pageNo) || pageNo < 1 || pageNo > (before.page?.totalPages ?? 0)).toBe(true);
        expect(c).toEqual(before);
        break;
      }
      case 'MARK_ALL_READ':
        // Nothing unread: nothing to send.
        expect(before.page?.unreadCount).toBe(0);
        expect(c).toEqual(before);
        break;
      case 'DELETE':
        // Not on the page: nothing to ask.
        expect(before.page?.items.some((item) => item.id === payload<{ id: number }>(observation).id)).toBe(false);
        expect(c).toEqual(before);
        break;
      default:
        throw new Error(`ready reached by ${event.type}`);
    }
  },
  reading: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches('reading')) {
      if (event.type === 'CLOSE') return expectClosed(observation);
      return expectIgnored(observation, ['OPEN', 'PAGE', 'DELETE', 'MARK_ALL_READ']);
    }
    // An unread message of the page opens at once and is marked read on the backend.
    expect([previous?.matches('ready'), event.type]).toEqual([true, 'OPEN']);
    const { id } = payload<{ id: number }>(observation);
    expect(ctx(previous).page?.items.find((item) => item.id === id)?.read).toBe(false);
    expect([c.openId, c.marking, c.notice]).toEqual([id, id, null]);
    expect(observation.invoked).toEqual([{ src: 'markRead', id: expect.any(String), input: id }]);
    expectBadgeTold(observation, false);
  },
  markingAllRead: (observation) => {
    const { previous, event } = observation;
    if (previous?.matches('markingAllRead')) {
      if (event.type === 'CLOSE') return expectClosed(observation);
      return expectIgnored(observation, ['MARK_ALL_READ', 'OPEN', 'PAGE', 'DELETE']);
    }
    // Only with something unread.
    expect([previous?.matches('ready'), event.type]).toEqual([true, 'MARK_ALL_READ']);
    expect(ctx(previous).page?.unreadCount).toBeGreaterThan(0);
    expect(observation.invoked).toEqual([{ src: 'markAllRead', id: expect.any(String), input: undefined }]);
  },
  confirmingDelete: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches('confirmingDelete')) return expectIgnored(observation, ['DELETE', 'OPEN', 'PAGE', 'MARK_ALL_READ']);
    // Deleting asks first, and only for a message of the page.
    expect([previous?.matches('ready'), event.type]).toEqual([true, 'DELETE']);
    expect(c).toEqual({ ...ctx(previous), deleting: payload<{ id: number }>(observation).id, notice: null });
    expect(observation.invoked).toEqual([]);
  },
  deleting: (observation) => {
    const { snapshot, previous, event } = observation;
    if (previous?.matches('deleting')) return expectIgnored(observation, ['CONFIRM_DELETE', 'DELETE', 'OPEN', 'PAGE', 'MARK_ALL_READ']);
    // Confirmed: that very message is deleted.
    expect([previous?.matches('confirmingDelete'), event.type]).toEqual([true, 'CONFIRM_DELETE']);
    expect(observation.invoked).toEqual([{ src: 'deleteMessage', id: expect.any(String), input: ctx(snapshot).deleting }]);
  },
};

/** SPEC 1 a player message inbox; SPEC 2 Member center messageV2 with its unread badge; SPEC 8. */
export const inboxModel: MachineModel = {
  machine: inboxMachine,
  fixtures: {
    outputs: { loadPage: [FIRST, SECOND, ALL_READ], markRead: [AFTER_READ], markAllRead: [AFTER_ALL_READ], deleteMessage: [AFTER_DELETE] },
    errors: {
      loadPage: [apiFailure('network')],
      markRead: [business(ErrorCode.messageNotFound), apiFailure('network')],
      markAllRead: [business(ErrorCode.trialNotAllowed), apiFailure('expired'), apiFailure('timeout')],
      deleteMessage: [business(ErrorCode.messageNotFound), business(ErrorCode.trialNotAllowed), apiFailure('network')],
    },
    events: {
      PAGE: [
        { type: 'PAGE', pageNo: 2 },
        { type: 'PAGE', pageNo: 1 },
        { type: 'PAGE', pageNo: 3 },
        { type: 'PAGE', pageNo: 0 },
        { type: 'PAGE', pageNo: 1.5 },
      ],
      OPEN: [
        { type: 'OPEN', id: 1 },
        { type: 'OPEN', id: 3 },
        { type: 'OPEN', id: 42 },
      ],
      DELETE: [
        { type: 'DELETE', id: 1 },
        { type: 'DELETE', id: 42 },
      ],
    },
  },
  // What decides the next step: the page shown and which of its messages are read, the message
  // open, and the status line and failed read a later step must clear.
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [snapshot.value, c.page?.pageNo ?? 0, c.page?.unreadCount ?? -1, reads(snapshot).join(), c.pageNo, c.openId, c.notice?.kind ?? null, c.loadError !== null];
  },
  oracles: inboxOracles,
};
