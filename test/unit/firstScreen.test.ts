import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SystemStatus } from '@kernel/system';
import { languageMachine } from '@machines/language.machine';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import { systemStatusMachine } from '@machines/systemStatus.machine';
import { FIRST_SCREEN_WAIT_MS, firstScreenKnown, firstScreenSample, loadFirstScreenFonts, whenFirstScreenReady } from '@/app/firstScreen';

/** A promise settled from outside: an answer that comes when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const NORMAL_STATUS = { siteStatus: 'NORMAL' } as unknown as SystemStatus;

/** The five actors the first screen waits for, each answering when its deferred is settled. */
function firstScreenActors() {
  const catalogue = deferred<void>();
  const status = deferred<SystemStatus>();
  const reads = { whitelabel: deferred<unknown>(), announcements: deferred<unknown>(), gameMenus: deferred<unknown>() };
  const remote = (id: keyof typeof reads) =>
    createActor(createRemoteDataMachine<unknown>(id).provide({ actors: { load: fromPromise(() => reads[id].promise) } })).start();
  const actors = {
    language: createActor(languageMachine.provide({ actors: { loadCatalogue: fromPromise(() => catalogue.promise) } }), {
      input: { stored: null, fallback: 'HI' },
    }).start(),
    systemStatus: createActor(systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(() => status.promise) } })).start(),
    whitelabel: remote('whitelabel'),
    announcements: remote('announcements'),
    gameMenus: remote('gameMenus'),
  };
  const answerAll = () => {
    catalogue.resolve();
    status.reject(new Error('unreachable'));
    for (const read of Object.values(reads)) read.resolve({});
  };
  return { actors: actors as unknown as Parameters<typeof firstScreenKnown>[0], catalogue, status, reads, answerAll };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => vi.useRealTimers());

describe('the first screen is known', () => {
  it('only once the language, the status and the lobby reads have all answered, a failure counting as an answer', async () => {
    const screen = firstScreenActors();
    expect(firstScreenKnown(screen.actors)).toBe(false);
    screen.catalogue.resolve();
    screen.status.resolve(NORMAL_STATUS);
    screen.reads.whitelabel.resolve({});
    screen.reads.announcements.reject(new Error('500'));
    await settle();
    // The game menus are still loading: the lobby would show their skeleton.
    expect(firstScreenKnown(screen.actors)).toBe(false);
    screen.reads.gameMenus.resolve([]);
    await settle();
    expect(firstScreenKnown(screen.actors)).toBe(true);
  });

  it('is not known while the status is still being checked (the splash)', async () => {
    const screen = firstScreenActors();
    screen.catalogue.resolve();
    for (const read of Object.values(screen.reads)) read.resolve({});
    await settle();
    expect(firstScreenKnown(screen.actors)).toBe(false);
  });
});

describe('the first render waits for the first screen', () => {
  it('resolves as soon as every answer and the fonts are in, long before the wait is over', async () => {
    const screen = firstScreenActors();
    const fonts = deferred<unknown>();
    let ready = false;
    void whenFirstScreenReady(screen.actors, fonts.promise, 60_000).then(() => (ready = true));
    screen.answerAll();
    await settle();
    // Every answer is in, but the text would be drawn in a fallback font: still waiting.
    expect(ready).toBe(false);
    fonts.resolve(undefined);
    await settle();
    expect(ready).toBe(true);
  });

  it(`renders anyway after ${FIRST_SCREEN_WAIT_MS} ms when an answer is slow, so the splash shows instead of a blank page`, async () => {
    vi.useFakeTimers();
    const screen = firstScreenActors();
    let ready = false;
    void whenFirstScreenReady(screen.actors, Promise.resolve()).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(FIRST_SCREEN_WAIT_MS).toBeLessThanOrEqual(250);
  });
});

describe('the first screen fonts', () => {
  it('loads the body font for the Latin text, the digits, the rupee sign and the language own script', async () => {
    const load = vi.fn(async () => []);
    await loadFirstScreenFonts('HI', { load }, '"Inter", "Noto Sans Devanagari", sans-serif');
    expect(load).toHaveBeenCalledWith('1em "Inter", "Noto Sans Devanagari", sans-serif', expect.stringMatching(/A.*0.*₹.*[\u0900-\u097f]/));
  });

  it('asks an English visitor for no Devanagari, so that file is never downloaded for them', () => {
    expect(firstScreenSample('EN')).not.toMatch(/[\u0900-\u097f]/);
    expect(firstScreenSample('EN')).toContain('₹');
    expect(firstScreenSample('HI')).toMatch(/[\u0900-\u097f]/);
  });

  it('never holds the first render back when the fonts cannot load', async () => {
    const load = vi.fn(async () => {
      throw new Error('network');
    });
    await expect(loadFirstScreenFonts('HI', { load }, 'Inter')).resolves.toBeUndefined();
    await expect(loadFirstScreenFonts('HI', undefined, 'Inter')).resolves.toBeUndefined();
  });
});
