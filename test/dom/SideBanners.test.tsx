import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import type { Announcements, Banner } from '@kernel/announcements';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import { SideBanners } from '@/app/layout/SideBanners';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { renderWithI18n } from './render';

const banner = (id: number, groupName: Banner['groupName'], title: string, linkage: string): Banner => ({
  id,
  groupName,
  url: `https://art.example.com/banner/${id}.png`,
  linkage,
  linkageType: 'ROUTE',
  title,
});
const ANNOUNCEMENTS = {
  banners: [
    banner(1, 'w_home', 'Welcome bonus', '/promotions'),
    banner(2, 'w_leftmenu', 'Invite Friends', '/promotions'),
    banner(3, 'w_leftmenu', 'Lottery nights', '/lottery'),
  ],
  playerNotices: [],
  popup: [],
  promotion: [],
  homeNotices: [],
} as unknown as Announcements;

const renderSideBanners = async () => {
  const announcements = createActor(
    createRemoteDataMachine<Announcements>('announcements').provide({ actors: { load: fromPromise(async () => ANNOUNCEMENTS) } }),
  ).start();
  await waitFor(() => expect(announcements.getSnapshot().matches('ready')).toBe(true));
  const location = memoryLocation({ path: '/', record: true });
  renderWithI18n(
    <RootActorsContext.Provider value={{ announcements } as unknown as RootActors}>
      <Router hook={location.hook}>
        <SideBanners />
      </Router>
    </RootActorsContext.Provider>,
  );
  return location;
};

describe('SPEC 2 Banners: the side menu shows the w_leftmenu group', () => {
  it("shows the group's banners only, each opening its target", async () => {
    const location = await renderSideBanners();
    expect(screen.getAllByTestId('side-banner').map((element) => element.textContent)).toEqual(['Invite Friends', 'Lottery nights']);
    await userEvent.click(screen.getByText('Lottery nights'));
    expect(location.history?.at(-1)).toBe('/lottery');
  });
});
