import { assign, setup } from 'xstate';

/** SPEC 9: the fake jackpot ticker. */
export const JACKPOT = { min: 100_000_000, max: 150_000_000, start: 101_000_000, stepMin: 100, stepMax: 500, delaysMs: [3000, 4000, 5000] } as const;

export type JackpotContext = { value: number; delayMs: number; random: () => number };
export type JackpotInput = { stored: number | null; random: () => number };

const pick = <T>(items: readonly T[], random: () => number) => items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The next figure: grows by 100 to 500 (2 decimals); above the maximum it starts again from the minimum. */
export function nextJackpot(value: number, random: () => number): number {
  const grown = round2(value + JACKPOT.stepMin + random() * (JACKPOT.stepMax - JACKPOT.stepMin));
  return grown > JACKPOT.max ? JACKPOT.min : grown;
}

/** A stored figure is trusted only inside the range; anything else starts at 101,000,000. */
export const initialJackpot = (stored: number | null) =>
  stored !== null && Number.isFinite(stored) && stored >= JACKPOT.min && stored <= JACKPOT.max ? stored : JACKPOT.start;

/**
 * SPEC 9 rolling jackpot: starts at 101,000,000 (or the figure kept in local storage), grows by
 * 100 to 500 every 3, 4 or 5 seconds, resets above 150,000,000. Randomness is injected.
 */
export const jackpotMachine = setup({
  types: { context: {} as JackpotContext, input: {} as JackpotInput },
  actions: {
    grow: assign(({ context }) => ({
      value: nextJackpot(context.value, context.random),
      delayMs: pick(JACKPOT.delaysMs, context.random),
    })),
    persist: () => {},
  },
  delays: { tick: ({ context }) => context.delayMs },
}).createMachine({
  id: 'jackpot',
  meta: { spec: '9 Rolling jackpot ticker' },
  context: ({ input }) => ({ value: initialJackpot(input.stored), delayMs: pick(JACKPOT.delaysMs, input.random), random: input.random }),
  initial: 'ticking',
  states: {
    ticking: { after: { tick: { target: 'ticking', reenter: true, actions: ['grow', 'persist'] } } },
  },
});
