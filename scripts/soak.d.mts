// Types of scripts/soak.mjs for the TypeScript that imports it (test/e2e/soak.e2e.test.ts).
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

export type MemorySample = { heapUsedBytes: number; nodes: number; elements: number; listeners: number; documents: number };
export type SoakSample = MemorySample & { atMs: number };
export type SoakBudget = { warmupMs: number; heapGrowthBytes: number; domSpreadShare: number };
export type SoakVerdict = { passed: boolean; reasons: string[]; heapGrowthBytes: number; nodeSpread: number; nodeBound: number };
export type SoakResult = {
  samples: SoakSample[];
  calls: Record<string, number>;
  changes: Record<'jackpot' | 'winners' | 'marquee' | 'banner' | 'hot', number>;
  runningAnimations: number[];
  pageErrors: string[];
};

export const SOAK_BUDGET: SoakBudget;
export function sampleMemory(cdp: CDPSession): Promise<MemorySample>;
export function openLobbyAsMember(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }>;
export function soakLobby(options: { page: Page; cdp: CDPSession; minutes: number; sampleSeconds: number; onSample?: (sample: SoakSample) => void }): Promise<SoakResult>;
export function judgeSoak(samples: readonly SoakSample[], budget?: SoakBudget): SoakVerdict;
export function formatSamples(samples: readonly SoakSample[]): string;
