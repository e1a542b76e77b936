import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MemberInfo } from '@kernel/member';
import type { Whitelabel } from '@kernel/system';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import { sessionMachine } from '@machines/session.machine';
import { AccountMenu } from '@/app/layout/AccountMenu';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { AvatarSection } from '@/features/memberCenter/pages/security/AvatarSection';
import { renderWithI18n } from './render';

/**
 * The header's account button shows the avatar the member chose in the security center (SPEC 7
 * /wps/member/info/icon), the member's initial while none is chosen, and a new choice at once:
 * the session's member info is its one source, so the header reads nothing of its own.
 */
const ICONS = [1, 2, 3].map((id) => ({ id, url: `/assets-gen/avatar/${id}.svg` }));
const MEMBER: MemberInfo = {
  id: 10001,
  account: 'demo_member',
  nickname: 'Demo Member',
  type: 0,
  vip: false,
  vipLabel: '',
  vipLevel: 0,
  availablePromoCount: 0,
  unreadMessageCount: 0,
};

let stop = () => {};
afterEach(() => stop());

/** A signed-in member's root actors as the header reads them (session and merchant settings), and the calls behind them. */
async function signedIn(member: MemberInfo) {
  const fetchMemberInfo = vi.fn(async () => member);
  const session = createActor(sessionMachine.provide({ actors: { fetchMemberInfo: fromPromise(fetchMemberInfo) } }), { input: { storedToken: 'token' } });
  const whitelabel = createActor(createRemoteDataMachine<Whitelabel>('whitelabel').provide({ actors: { load: fromPromise(() => new Promise<Whitelabel>(() => {})) } }));
  session.start();
  whitelabel.start();
  stop = () => {
    session.stop();
    whitelabel.stop();
  };
  await waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true));
  return { actors: { session, whitelabel } as unknown as RootActors, session, fetchMemberInfo };
}

const headerAvatar = () => screen.getByTestId('header-avatar');

describe('the header avatar (SPEC 2 header, SPEC 7 /wps/member/info/icon)', () => {
  it('shows the member’s initial while no avatar is chosen', async () => {
    const { actors } = await signedIn({ ...MEMBER, avatarUrl: null });
    renderWithI18n(
      <RootActorsContext.Provider value={actors}>
        <AccountMenu />
      </RootActorsContext.Provider>,
    );
    expect(headerAvatar().textContent).toBe('D');
    expect(headerAvatar().querySelector('img')).toBeNull();
  });

  it('shows the avatar the member chose', async () => {
    const { actors } = await signedIn({ ...MEMBER, avatarUrl: '/assets-gen/avatar/3.svg' });
    renderWithI18n(
      <RootActorsContext.Provider value={actors}>
        <AccountMenu />
      </RootActorsContext.Provider>,
    );
    expect(headerAvatar().querySelector('img')?.getAttribute('src')).toBe('/assets-gen/avatar/3.svg');
    expect(headerAvatar().textContent).toBe('');
  });

  it('changes at once when the member picks another in the security center, reading nothing again', async () => {
    const { actors, session, fetchMemberInfo } = await signedIn({ ...MEMBER, avatarUrl: null });
    const calls = {
      getMemberIcon: vi.fn(async () => ({ icon: null as number | null, icons: ICONS })),
      setMemberIcon: vi.fn(async ({ icon }: { icon: number | null }) => ({ icon, icons: ICONS })),
    };
    // As the member center wires it (MemberCenterRoute): a saved avatar goes to the session.
    renderWithI18n(
      <RootActorsContext.Provider value={actors}>
        <AccountMenu />
        <AvatarSection calls={calls} onChanged={(avatarUrl) => session.send({ type: 'AVATAR_CHANGED', avatarUrl })} />
      </RootActorsContext.Provider>,
    );
    const user = userEvent.setup();
    expect(headerAvatar().textContent).toBe('D');
    await user.click(await screen.findByTestId('avatar-open'));
    await user.click(screen.getByRole('radio', { name: 'Avatar 2' }));
    await user.click(screen.getByTestId('avatar-save'));
    await screen.findByTestId('avatar-saved');
    expect(headerAvatar().querySelector('img')?.getAttribute('src')).toBe('/assets-gen/avatar/2.svg');
    // One read of the member info (the session's), one of the icons (the picker's): the header adds none.
    expect(fetchMemberInfo).toHaveBeenCalledTimes(1);
    expect(calls.getMemberIcon).toHaveBeenCalledTimes(1);
  });
});
