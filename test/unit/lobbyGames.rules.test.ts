import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game } from '@kernel/games';
import type { SystemStatus } from '@kernel/system';
import { systemStatusMachine } from '@machines/systemStatus.machine';
import { blockingStatus, statusScreen } from '@machines/systemStatus.selectors';
import { lobbyGamesByCategory } from '@/rules/lobby.rules';

const game = (nodeId: number, gameType: Game['gameType']) => ({ nodeId, gameType }) as Game;

describe('lobby games by category (issue 11: one array per section)', () => {
  it('groups the loaded lists by category, in list order', () => {
    const byCategory = lobbyGamesByCategory([{ games: [game(1, 'RNG'), game(2, 'LIVE')] }, { games: [game(3, 'RNG')] }]);
    expect(byCategory.get('RNG')?.map((entry) => entry.nodeId)).toEqual([1, 3]);
    expect(byCategory.get('LIVE')?.map((entry) => entry.nodeId)).toEqual([2]);
    expect(byCategory.has('FISH')).toBe(false);
  });
  it('has nothing before the lists arrive', () => {
    expect(lobbyGamesByCategory([]).size).toBe(0);
  });
});

describe('status screen selectors (issue 11: a poll with the same answer re-renders nothing)', () => {
  const status = (code: number) => ({ status: code, regionRestriction: false, customerService: [], resources: [] }) as unknown as SystemStatus;
  async function settledOn(answer: Promise<SystemStatus>) {
    const actor = createActor(systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(() => answer) } })).start();
    await answer.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    return actor;
  }
  it('tells the splash while the first check runs', () => {
    const actor = createActor(systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(() => new Promise<SystemStatus>(() => {})) } })).start();
    expect(statusScreen(actor.getSnapshot())).toBe('splash');
    expect(blockingStatus(actor.getSnapshot())).toBeNull();
  });
  it('tells the product on a normal status, with no blocking status to show', async () => {
    const actor = await settledOn(Promise.resolve(status(0)));
    expect(statusScreen(actor.getSnapshot())).toBe('product');
    expect(blockingStatus(actor.getSnapshot())).toBeNull();
  });
  it('tells maintenance and region-blocked screens with the status they show', async () => {
    const maintenance = await settledOn(Promise.resolve(status(1)));
    expect(statusScreen(maintenance.getSnapshot())).toBe('maintenance');
    expect(blockingStatus(maintenance.getSnapshot())?.status).toBe(1);
    const region = await settledOn(Promise.resolve(status(2)));
    expect(statusScreen(region.getSnapshot())).toBe('regionRestricted');
    expect(blockingStatus(region.getSnapshot())?.status).toBe(2);
  });
  it('tells unreachable, then retrying while a retry runs', async () => {
    const actor = await settledOn(Promise.reject(new Error('down')));
    expect(statusScreen(actor.getSnapshot())).toBe('unreachable');
    actor.send({ type: 'RETRY' });
    expect(statusScreen(actor.getSnapshot())).toBe('retrying');
  });
});
