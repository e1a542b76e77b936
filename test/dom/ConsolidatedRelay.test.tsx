import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as settled } from 'xstate';
import type { Consolidated } from '@kernel/agencyContracts';
import type { MemberInfo } from '@kernel/member';
import type { UserInfo } from '@kernel/session';
import type { Whitelabel } from '@kernel/system';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import { sessionMachine } from '@machines/session.machine';
import { createConsolidated } from '@/app/consolidated';
import type { RootActors } from '@/app/rootActors';
import { relayRootActors } from '@/app/rootRelays';

/** SPEC 4 Login: "for non-trial users with agent policy on, it also fetches consolidated data" — as the root actors carry it out. */

const INFO: Consolidated = { dailysalreqtype: 'pending', divtypereq: 'none', contracthoursalreq: 'none', realtimesalreqtype: 'none' };
const member = (type: number, account = 'demo_agent'): MemberInfo => ({
  id: 1,
  account,
  nickname: '',
  type,
  vip: false,
  vipLabel: '',
  vipLevel: 0,
  availablePromoCount: 0,
  unreadMessageCount: 0,
});
const whitelabelWith = (agentPolicy: boolean): Whitelabel => ({
  merchantName: 'Demo Club',
  languages: [],
  defaultLanguage: 'EN',
  currency: 'INR',
  currencySymbol: '₹',
  settings: { CHNGPASSVERIF3: false, USERNAMEREG3: true, MOBILENUMREG3: false, MOBILENUMPASSREG3: false, REGMOBVERF3: false, AGENTPOLICY3: agentPolicy },
  modules: [],
  passwordPolicy: false,
});
/** An actor the relay only talks to. */
const listener = () => ({ send: vi.fn(), subscribe: vi.fn(), getSnapshot: () => ({ context: { language: 'EN' }, matches: () => false }) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const started: { stop: () => void }[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

async function signIn({ type, agentPolicy, whitelabelFirst = true }: { type: number; agentPolicy: boolean; whitelabelFirst?: boolean }) {
  const load = vi.fn(async () => INFO);
  const consolidated = createConsolidated(load);
  let memberInfo = member(type);
  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchMemberInfo: fromPromise(async () => memberInfo),
        logout: fromPromise(async () => {}),
        startFreePlay: fromPromise<UserInfo>(async () => {
          throw new Error('no free play');
        }),
      },
    }),
    { input: { storedToken: null } },
  );
  const whitelabel = createActor(createRemoteDataMachine<Whitelabel>('whitelabel').provide({ actors: { load: fromPromise(async () => whitelabelWith(agentPolicy)) } }));
  const others = Object.fromEntries(
    ['language', 'theme', 'systemStatus', 'gameMenus', 'announcements', 'popupAnnouncements', 'gameLaunch', 'favourite', 'wallet'].map((name) => [name, listener()]),
  );
  relayRootActors({ ...others, session, whitelabel, consolidated } as unknown as RootActors);
  started.push(session, whitelabel);
  session.start();
  if (whitelabelFirst) {
    whitelabel.start();
    await settled(whitelabel, (snapshot) => snapshot.matches('ready'));
  }
  const logIn = async (account: string, nextType = type) => {
    memberInfo = member(nextType, account);
    session.send({
      type: 'LOGGED_IN',
      user: { userName: account, token: `t-${account}`, firstTimeLogin: false, passwordExpired: false, expiresAt: Date.now() + 3_600_000 },
      passwordChange: null,
    });
    await settled(session, (snapshot) => snapshot.matches('signedIn'));
    await settle();
  };
  await logIn('demo_agent');
  return { load, consolidated, session, whitelabel, logIn };
}

describe('consolidated contract info at login (SPEC 4)', () => {
  it('is fetched once for an agent when the agent policy is on', async () => {
    const { load, consolidated } = await signIn({ type: 1, agentPolicy: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(consolidated.data()).toEqual(INFO);
  });

  it('is fetched for a member too: the rule is non-trial users', async () => {
    const { load } = await signIn({ type: 0, agentPolicy: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not fetched for a trial account (SPEC 6), nor with the agent policy off', async () => {
    expect((await signIn({ type: 4, agentPolicy: true })).load).not.toHaveBeenCalled();
    expect((await signIn({ type: 1, agentPolicy: false })).load).not.toHaveBeenCalled();
  });

  it('waits for the whitelabel settings when the session is known first', async () => {
    const { load, whitelabel, consolidated } = await signIn({ type: 1, agentPolicy: true, whitelabelFirst: false });
    expect(load).not.toHaveBeenCalled();
    whitelabel.start();
    await settled(whitelabel, (snapshot) => snapshot.matches('ready'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(consolidated.data()).toEqual(INFO);
  });

  it('is forgotten at sign-out and fetched again for the next account', async () => {
    const { load, consolidated, session, logIn } = await signIn({ type: 1, agentPolicy: true });
    session.send({ type: 'LOGOUT_REQUESTED' });
    // Still signed in while the confirmation asks: nothing is dropped yet.
    expect(consolidated.data()).toEqual(INFO);
    session.send({ type: 'LOGOUT_CONFIRMED' });
    await settled(session, (snapshot) => snapshot.matches('guest'));
    expect(consolidated.data()).toBeNull();
    await logIn('demo_subagent', 2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(consolidated.data()).toEqual(INFO);
  });
});
