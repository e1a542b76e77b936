import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import { avatarIconMachine } from '@machines/member/avatarIcon.machine';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';

/** What GET /wps/member/info/icon answers (SPEC 7): three icons on offer, none chosen yet. */
const ICONS = [1, 2, 3].map((id) => ({ id, url: `/assets-gen/avatar/${id}.svg` }));
const NONE_CHOSEN = { icon: null, icons: ICONS };
/** What the PUT answers: the icon it was given, now the member's. */
const chosen = (icon: number) => ({ icon, icons: ICONS });

type Context = { icons: typeof ICONS; icon: number | null; selected: number | null; error: unknown; saved: boolean };
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as Context;
const settled = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);

const oracles: MachineModel['oracles'] = {
  '*': (observation) => {
    const c = ctx(observation.snapshot);
    // Only an icon on offer is ever worn or picked.
    for (const icon of [c.icon, c.selected]) if (icon !== null) expect(ICONS.map((offered) => offered.id)).toContain(icon);
    // A saved avatar is passed on (the header shows it at once), as the address of the icon the server answers; nothing else is.
    const saved = settled(observation, 'saveIcon', 'done') ? (settleValue(observation) as { icon: number }).icon : null;
    expect(observation.effects).toEqual(saved === null ? [] : [{ name: 'announceAvatar', params: { avatarUrl: `/assets-gen/avatar/${saved}.svg` } }]);
  },
  loading: (observation) => {
    // SPEC 7: GET /wps/member/info/icon (T), at once and on a retry.
    expect(observation.invoked.map((invoke) => invoke.src)).toEqual(['loadIcon']);
    if (observation.previous === null) expect(ctx(observation.snapshot)).toEqual({ icons: [], icon: null, selected: null, error: null, saved: false });
    else expect(observation.event.type).toBe('RETRY');
  },
  loadFailed: (observation) => {
    // The avatar could not be read: why, and a retry.
    expect(settled(observation, 'loadIcon', 'error')).toBe(true);
    expect(ctx(observation.snapshot).error).toBe(settleValue(observation));
  },
  shown: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    expect(observation.invoked).toEqual([]);
    if (settled(observation, 'loadIcon', 'done')) {
      expect(c).toEqual({ icons: ICONS, icon: null, selected: null, error: null, saved: false });
    } else if (settled(observation, 'saveIcon', 'done')) {
      // Saved: the member wears the icon the server answers, with a note that it is saved.
      expect(c).toMatchObject({ icons: ICONS, icon: (settleValue(observation) as { icon: number }).icon, saved: true, error: null });
    } else {
      // Closed without saving: nothing changed but the picker (saving the icon worn changes nothing).
      expect(['CANCEL', 'SAVE']).toContain(event.type);
      if (event.type === 'SAVE') expect([null, ctx(previous!).icon]).toContain(ctx(previous!).selected);
      expect(c.icon).toBe(ctx(previous!).icon);
    }
  },
  picking: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    expect(observation.invoked).toEqual([]);
    if (event.type === 'OPEN') expect(c).toEqual({ ...ctx(previous!), selected: ctx(previous!).icon, error: null, saved: false });
    else if (event.type === 'SELECT') expect(c).toEqual({ ...ctx(previous!), selected: (event as unknown as { icon: number }).icon, error: null });
    else {
      // The save failed: why, and the picker stays open with the icon picked.
      expect(settled(observation, 'saveIcon', 'error')).toBe(true);
      expect(c).toEqual({ ...ctx(previous!), error: settleValue(observation) });
    }
  },
  saving: (observation) => {
    const c = ctx(observation.snapshot);
    expect(observation.event.type).toBe('SAVE');
    // Only another icon than the one worn is saved (PUT, the icon picked).
    expect(c.selected).not.toBeNull();
    expect(c.selected).not.toBe(c.icon);
    expect(observation.invoked).toEqual([{ src: 'saveIcon', id: expect.any(String), input: { icon: c.selected } }]);
  },
};

/** SPEC 7 /wps/member/info/icon in the member center's profile: read, pick, save. */
export const avatarIconModel: MachineModel = {
  machine: avatarIconMachine,
  fixtures: {
    outputs: { loadIcon: [NONE_CHOSEN], saveIcon: [chosen(2)] },
    errors: { loadIcon: [apiFailure('network')], saveIcon: [apiFailure('network'), business(ErrorCode.trialNotAllowed)] },
    // An icon on offer, another, and one that is not (refused).
    events: { SELECT: [2, 3, 9].map((icon) => ({ type: 'SELECT', icon })) },
  },
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).icon, ctx(snapshot).selected, ctx(snapshot).error !== null, ctx(snapshot).saved],
  oracles,
};
