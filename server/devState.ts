import type { DevFault, DevLanguageSet } from '../kernel/devControls';
import { DEFAULT_SMS_SENDER, type SmsSenderSettings } from './smsSender';

/** A system status forced through the dev controls (it hides the seeded one until cleared). */
export type StatusOverride = {
  status: 0 | 1 | 2;
  regionRestriction: boolean;
  maintenanceStart: string | null;
  maintenanceEnd: string | null;
};

/** A fault and how many more requests it may still spoil (null: until cleared). */
export type ActiveFault = DevFault & { remaining: number | null };

/**
 * What the dev controls change, kept in memory (not in the database) so a dev reset of the data
 * and the faults stay independent of the seeded rows.
 */
export function createDevState() {
  let statusOverride: StatusOverride | null = null;
  let faults: ActiveFault[] = [];
  let clockOffsetMs = 0;
  let languageSet: DevLanguageSet = 'merchant';
  let smsSender: SmsSenderSettings = DEFAULT_SMS_SENDER;

  return {
    /** The merchant's SMS sender: on or off and its daily budget (DEV_PATH.smsSender changes it). */
    get smsSender() {
      return smsSender;
    },
    setSmsSender(settings: SmsSenderSettings) {
      smsSender = settings;
    },
    /** Which languages the merchant offers: its own set, or every registry language (DEV_PATH.languages). */
    get languageSet() {
      return languageSet;
    },
    setLanguageSet(set: DevLanguageSet) {
      languageSet = set;
    },
    /** How far the dev clock control has moved the backend's clock ahead (ctx.clock adds it). */
    get clockOffsetMs() {
      return clockOffsetMs;
    },
    advanceClock(ms: number) {
      clockOffsetMs += ms;
    },
    get statusOverride() {
      return statusOverride;
    },
    setStatusOverride(override: StatusOverride | null) {
      statusOverride = override;
    },
    /** Adds a fault, replacing one set before for the same path. */
    addFault(fault: DevFault) {
      faults = [...faults.filter((existing) => existing.path !== fault.path), { ...fault, remaining: fault.times ?? null }];
    },
    listFaults: (): readonly ActiveFault[] => faults,
    clearFaults() {
      faults = [];
    },
    /**
     * The fault for a request path, counted as used: the most specific (longest) matching path
     * wins, and a fault whose `times` are spent disappears.
     */
    takeFault(path: string): ActiveFault | null {
      const fault = faults.filter((candidate) => path.startsWith(candidate.path)).sort((a, b) => b.path.length - a.path.length)[0];
      if (!fault) return null;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
      }
      return fault;
    },
    reset() {
      statusOverride = null;
      faults = [];
      clockOffsetMs = 0;
      languageSet = 'merchant';
      smsSender = DEFAULT_SMS_SENDER;
    },
  };
}
export type DevState = ReturnType<typeof createDevState>;
