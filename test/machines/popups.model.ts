import { expect } from 'vitest';
import { popupsMachine } from '@machines/popups.machine';
import type { MachineModel, Observation, Oracle } from '../model/types';

/** SPEC 2 Popups: which popup each request opens, over whatever popup was open (one at a time). */
const opens: Record<string, string> = {
  OPEN_LOGIN: 'login',
  OPEN_REGISTER: 'register',
  OPEN_FORGOT: 'forgot',
  OPEN_FEEDBACK: 'feedback',
  OPEN_HELP: 'help',
  OPEN_CHANGE_PASSWORD: 'changePassword',
  // SPEC 4: a trial account asking for a member area gets the in_need_true_account warning.
  OPEN_TRIAL_WARNING: 'trialWarning',
};

/** The popup shown was asked for by the event that led here, whatever popup was open before. */
const openedBy =
  (type: string): Oracle =>
  ({ event, previous }) => {
    expect(event.type).toBe(type);
    expect(previous).not.toBeNull();
  };

/** A popup that keeps the register and help details as they were. */
const keepsDetails =
  (type: string): Oracle =>
  (observation) => {
    openedBy(type)(observation);
    expect(observation.snapshot.context).toEqual(observation.previous?.context);
  };

const referralOf = (event: Observation['event']) => (event as { referralCode?: string | null }).referralCode;

export const popupsModel: MachineModel = {
  machine: popupsMachine,
  fixtures: {
    events: {
      OPEN_REGISTER: [
        // /register?referralCode=ABC123, /register without the query, and the register links (no code at all).
        { type: 'OPEN_REGISTER', referralCode: 'ABC123' },
        { type: 'OPEN_REGISTER', referralCode: null },
        { type: 'OPEN_REGISTER' },
      ],
      OPEN_HELP: [
        { type: 'OPEN_HELP', topic: 'term' },
        { type: 'OPEN_HELP', topic: 'privacy' },
      ],
    },
  },
  // Where the popups can go depends on the open popup only (the default key). The register popup is
  // reached with a code first, so a register request without one is tried over a kept code.
  oracles: {
    '*': ({ snapshot, previous, event, effects, invoked }) => {
      // Popups only show; they run no effect and call nothing.
      expect(effects).toEqual([]);
      expect(invoked).toEqual([]);
      if (!previous) return;
      // Any open request shows its popup in place of the one open (SPEC 2, SPEC 4 trial warning).
      const target = opens[event.type];
      if (target) expect(snapshot.value).toBe(target);
      // The referral code changes only on a register request, the help topic only on a help request.
      if (event.type !== 'OPEN_REGISTER') expect(snapshot.context.referralCode).toBe(previous.context.referralCode);
      if (event.type !== 'OPEN_HELP') expect(snapshot.context.helpTopic).toBe(previous.context.helpTopic);
    },
    closed: ({ snapshot, previous, event }) => {
      if (!previous) {
        // Nothing open at first: no referral code yet, the help centre on its first topic.
        expect(snapshot.context).toEqual({ referralCode: null, helpTopic: 'about' });
        expect(event.type).toBe('xstate.init');
      } else {
        // Closing any popup leaves none open, and closing keeps what was chosen.
        expect(event.type).toBe('CLOSE');
        expect(previous.value).not.toBe('closed');
        expect(snapshot.context).toEqual(previous.context);
      }
    },
    login: keepsDetails('OPEN_LOGIN'),
    register: ({ snapshot, previous, event }) => {
      expect(event.type).toBe('OPEN_REGISTER');
      // SPEC 2: /register reads an optional referralCode and the register popup keeps it; a register
      // link without a code keeps the one the visitor came with.
      const code = referralOf(event);
      expect(snapshot.context.referralCode).toBe(code === undefined ? previous?.context.referralCode : code);
      expect(snapshot.context.helpTopic).toBe(previous?.context.helpTopic);
    },
    forgot: keepsDetails('OPEN_FORGOT'),
    feedback: keepsDetails('OPEN_FEEDBACK'),
    help: (observation) => {
      const { snapshot, previous, event } = observation;
      openedBy('OPEN_HELP')(observation);
      // The help popup shows the topic asked for (/help#term opens the terms).
      expect(snapshot.context.helpTopic).toBe((event as { topic?: string }).topic);
      expect(snapshot.context.referralCode).toBe(previous?.context.referralCode);
    },
    changePassword: keepsDetails('OPEN_CHANGE_PASSWORD'),
    trialWarning: keepsDetails('OPEN_TRIAL_WARNING'),
  },
};
