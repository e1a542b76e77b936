import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GameSearchResult } from '@kernel/gameSearch';
import { gameSearchMachine } from '@machines/gameSearch.machine';
import { activeOption, isExpanded, searchStatus, shownGroups, shownRecent } from '@machines/gameSearch.selectors';

const NONE: GameSearchResult = { keyword: 'zz', groups: [] };

it('shows the recent searches only with the field focused and empty, and the status while a search is under way or ended empty', async () => {
  let answer: (result: GameSearchResult) => void = () => {};
  const actor = createActor(
    gameSearchMachine.provide({
      actors: { searchGames: fromPromise<GameSearchResult, { keyword: string }>(() => new Promise((resolve) => (answer = resolve))) },
      delays: { searchDebounce: 0 },
    }),
    { input: { recent: ['mega', 'koi'] } },
  ).start();
  const view = () => {
    const snapshot = actor.getSnapshot();
    return {
      recent: shownRecent(snapshot),
      groups: shownGroups(snapshot),
      status: searchStatus(snapshot),
      expanded: isExpanded(snapshot),
      active: activeOption(snapshot),
    };
  };
  // Not focused: nothing shows.
  expect(view()).toEqual({ recent: [], groups: [], status: null, expanded: false, active: null });
  actor.send({ type: 'FOCUS' });
  actor.send({ type: 'NEXT' });
  expect(view()).toEqual({ recent: ['mega', 'koi'], groups: [], status: null, expanded: true, active: 0 });
  // One letter: no recent searches, no request, nothing to show.
  actor.send({ type: 'TYPE', text: 'z' });
  expect(view()).toEqual({ recent: [], groups: [], status: null, expanded: false, active: null });
  actor.send({ type: 'TYPE', text: 'zz' });
  expect(view().status).toBe('searching');
  await new Promise((resolve) => setTimeout(resolve, 5));
  answer(NONE);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(view()).toEqual({ recent: [], groups: [], status: 'noResults', expanded: false, active: null });
  // The field lost the focus: the popup hides, the text stays.
  actor.send({ type: 'BLUR' });
  expect(view()).toEqual({ recent: [], groups: [], status: null, expanded: false, active: null });
  expect(actor.getSnapshot().context.text).toBe('zz');
  actor.stop();
});
