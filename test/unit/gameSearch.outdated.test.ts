import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GameSearchResult } from '@kernel/gameSearch';
import { gameSearchMachine } from '@machines/gameSearch.machine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const answer = (keyword: string): GameSearchResult => ({
  keyword,
  groups: [
    {
      category: 'RNG',
      totalCount: 1,
      games: [
        {
          gameType: 'RNG',
          vassalage: 'PG',
          displayName: `${keyword} game`,
          gameId: 'PG_1',
          nodeId: 1,
          gameCode: 'PG0001',
          gameName: `${keyword} game`,
          showIcon: true,
          iconUrl: '',
          lagerIcon: '',
          isHot: 0,
          isNew: 0,
          isGame: 'GAME',
          gameClassify: null,
          vendorName: 'PG Soft',
        },
      ],
    },
  ],
});

it('never shows the answer of a search a newer keystroke left (issue 26)', async () => {
  const asked: string[] = [];
  const answers = new Map<string, (result: GameSearchResult) => void>();
  const actor = createActor(
    gameSearchMachine.provide({
      actors: {
        searchGames: fromPromise<GameSearchResult, { keyword: string }>(
          ({ input }) =>
            new Promise((resolve) => {
              asked.push(input.keyword);
              answers.set(input.keyword, resolve);
            }),
        ),
      },
    }),
    { input: { recent: [] } },
  ).start();
  actor.send({ type: 'FOCUS' });
  actor.send({ type: 'TYPE', text: 'me' });
  await vi.advanceTimersByTimeAsync(250);
  expect(asked).toEqual(['me']);
  // A keystroke while "me" is searched: "me"'s answer then comes, and must not show.
  actor.send({ type: 'TYPE', text: 'meg' });
  answers.get('me')?.(answer('me'));
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toBe('typing');
  expect(actor.getSnapshot().context.groups).toEqual([]);
  await vi.advanceTimersByTimeAsync(250);
  expect(asked).toEqual(['me', 'meg']);
  answers.get('meg')?.(answer('meg'));
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toBe('results');
  expect(actor.getSnapshot().context.groups).toEqual(answer('meg').groups);
  actor.stop();
});
