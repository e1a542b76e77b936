import { expect } from 'vitest';
import { executionsFor, markerFor, popupAnnouncementsMachine } from '@machines/popupAnnouncements.machine';
import type { Announcement } from '@/contract/announcements';
import { apiFailure } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const item = (id: number): Announcement => ({ id, type: 'PU', title: `Notice ${id}`, content: '<p>x</p>', timestamp: 0, execution: 'A' });
const twelve = Array.from({ length: 12 }, (_, index) => item(index + 1));
let persisted = 0;

for (const closedMarkers of [[], ['USER']] as const) {
  testMachineModel(popupAnnouncementsMachine, {
    input: { closedMarkers: [...closedMarkers] },
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
        ],
      },
    },
    stateKey: (snapshot) => [snapshot.value, snapshot.context.audience, snapshot.context.closedMarkers, snapshot.context.page, snapshot.context.items.length],
    provide: { actions: { persistMarkers: () => void persisted++ } },
    check: (snapshot, event) => {
      const c = snapshot.context;
      // SPEC 4: a closed marker's popup does not come back in the session.
      if (snapshot.matches('loading') && c.audience) expect(c.closedMarkers).not.toContain(markerFor(c.audience));
      // SPEC 9: 12 items make two pages of 9; page 3 does not exist.
      if (snapshot.matches('showing')) expect(c.page).toBeLessThanOrEqual(2);
      if (event.type === 'CLOSE') {
        expect(persisted).toBe(1);
        persisted = 0;
      }
    },
  });
}

import { it } from 'vitest';
it('asks for B when anonymous, A when logged in, F and A on a first login', () => {
  expect(executionsFor('anonymous')).toEqual(['B']);
  expect(executionsFor('member')).toEqual(['A']);
  expect(executionsFor('firstLogin')).toEqual(['F', 'A']);
  expect(markerFor('firstLogin')).toBe('USER');
});
