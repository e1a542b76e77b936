import { expect } from 'vitest';
import type { Announcement } from '@kernel/announcements';
import { popupAnnouncementsMachine } from '@machines/popupAnnouncements.machine';
import type { MachineModel, Oracle } from '../model/types';
import { apiFailure } from './fixtures';

const item = (id: number): Announcement => ({ id, type: 'PU', title: `Notice ${id}`, content: '<p>x</p>', timestamp: 0, execution: 'A' });
const twelve = Array.from({ length: 12 }, (_, index) => item(index + 1));

type Audience = 'anonymous' | 'member' | 'firstLogin';
type Context = { audience: Audience | null; closedMarkers: string[]; items: Announcement[]; page: number };

/** SPEC 4: A logged in, B anonymous, F first-time login (also shown to logged-in users). */
const EXECUTIONS: Record<Audience, string[]> = { anonymous: ['B'], member: ['A'], firstLogin: ['F', 'A'] };
/** SPEC 4: the session marker is USER for logged-in users, anonymous otherwise. */
const MARKER: Record<Audience, string> = { anonymous: 'anonymous', member: 'USER', firstLogin: 'USER' };
/** SPEC 9: announcement page size 9. */
const PAGE_SIZE = 9;

const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;
const markerClosed = (context: Context) => context.audience !== null && context.closedMarkers.includes(MARKER[context.audience]);
const isDone = (type: string) => type.startsWith('xstate.done.actor.');
const isError = (type: string) => type.startsWith('xstate.error.actor.');

const oracles = (closedAtStart: string[]): Record<string, Oracle> => ({
  '*': ({ snapshot, previous, event, effects }) => {
    const context = contextOf(snapshot);
    const closing = event.type === 'CLOSE' && previous?.matches('showing') === true;
    // Closing the popup saves the markers for the session, and only closing does.
    expect(effects.map((effect) => effect.name)).toEqual(closing ? ['persistMarkers'] : []);
    if (!previous) return;
    const before = contextOf(previous);
    // The audience follows the session; the closed markers only grow, by the marker of the popup closed.
    expect(context.audience).toBe(event.type === 'AUDIENCE' ? (event as { audience?: Audience }).audience : before.audience);
    // The same audience again (a session event that changes nothing) neither fetches nor shows anything anew (SPEC 4: once per session).
    if (event.type === 'AUDIENCE' && (event as { audience?: Audience }).audience === before.audience) {
      expect(snapshot.value).toEqual(previous.value);
      expect(context).toEqual(before);
    }
    const closedNow = closing && before.audience ? [...new Set([...before.closedMarkers, MARKER[before.audience]])] : before.closedMarkers;
    expect(context.closedMarkers).toEqual(closedNow);
  },
  waitingForAudience: ({ snapshot, previous, invoked }) => {
    // Until the session is known nothing is fetched; the markers are those closed earlier in the session.
    expect(previous).toBeNull();
    expect(invoked).toEqual([]);
    expect(contextOf(snapshot)).toEqual({ audience: null, closedMarkers: closedAtStart, items: [], page: 1 });
  },
  // Transient: a new audience decides at once between its closed marker (idle) and a fetch (loading).
  checking: ({ snapshot, event }) => {
    expect(event.type).toBe('AUDIENCE');
    expect(contextOf(snapshot).audience).not.toBeNull();
  },
  loading: ({ snapshot, previous, event, invoked }) => {
    const context = contextOf(snapshot);
    // SPEC 4: a closed marker's popup does not come back in the session, so it is not even fetched.
    expect(context.audience).not.toBeNull();
    expect(markerClosed(context)).toBe(false);
    // Fetched for the audience's executions: on a new audience, or on a language change over the popup.
    expect(invoked).toEqual([{ src: 'fetchPopups', id: expect.any(String), input: { executions: EXECUTIONS[context.audience!] } }]);
    expect(['AUDIENCE', 'LANGUAGE_CHANGED']).toContain(event.type);
    if (event.type === 'LANGUAGE_CHANGED') expect(previous?.matches('showing')).toBe(true);
  },
  showing: ({ snapshot, previous, event, invoked }) => {
    const context = contextOf(snapshot);
    const before = previous ? contextOf(previous) : null;
    expect(invoked).toEqual([]);
    expect(markerClosed(context)).toBe(false);
    // SPEC 2/9: the announcements, 9 per page: 12 make two pages, and the page shown exists.
    expect(context.items.length).toBeGreaterThan(0);
    expect(context.page).toBeGreaterThanOrEqual(1);
    expect(context.page).toBeLessThanOrEqual(Math.ceil(context.items.length / PAGE_SIZE));
    if (isDone(event.type)) {
      // A fresh list shows from its first page.
      expect(context.items).toEqual((event as unknown as { output: Announcement[] }).output);
      expect(context.page).toBe(1);
    } else {
      expect(event.type).toBe('GO_TO_PAGE');
      expect(context.items).toBe(before?.items);
      const asked = (event as { page?: number }).page!;
      expect(context.page).toBe(asked);
      expect(before?.page).not.toBe(asked);
    }
  },
  idle: ({ snapshot, previous, event, invoked }) => {
    const context = contextOf(snapshot);
    // No popup shows and nothing is fetched: the marker is closed, there was nothing, the fetch failed, or it was closed.
    expect(invoked).toEqual([]);
    expect(previous).not.toBeNull();
    if (event.type === 'AUDIENCE') expect(markerClosed(context)).toBe(true);
    else if (event.type === 'CLOSE') {
      expect(previous?.matches('showing')).toBe(true);
      expect(markerClosed(context)).toBe(true);
    } else if (isDone(event.type)) expect((event as unknown as { output: Announcement[] }).output).toEqual([]);
    // Announcements are a courtesy: a failed fetch shows nothing rather than an error.
    else expect(isError(event.type)).toBe(true);
  },
});

const model = (variant: string, closedMarkers: string[]): MachineModel => ({
  machine: popupAnnouncementsMachine,
  variant,
  input: { closedMarkers },
  fixtures: {
    outputs: { fetchPopups: [twelve, []] },
    errors: { fetchPopups: [apiFailure('network')] },
    events: {
      AUDIENCE: [
        { type: 'AUDIENCE', audience: 'anonymous' },
        { type: 'AUDIENCE', audience: 'member' },
        { type: 'AUDIENCE', audience: 'firstLogin' },
      ],
      GO_TO_PAGE: [
        { type: 'GO_TO_PAGE', page: 2 },
        { type: 'GO_TO_PAGE', page: 3 },
        { type: 'GO_TO_PAGE', page: 1 },
        { type: 'GO_TO_PAGE', page: 0 },
      ],
    },
  },
  // Where the machine can go: the audience and closed markers (guards), the page and list size (paging).
  stateKey: (snapshot) => {
    const context = contextOf(snapshot);
    return [snapshot.value, context.audience, [...context.closedMarkers].sort(), context.page, context.items.length];
  },
  oracles: oracles(closedMarkers),
});

export const popupAnnouncementsModels: MachineModel[] = [model('no marker closed', []), model('USER marker closed', ['USER'])];
