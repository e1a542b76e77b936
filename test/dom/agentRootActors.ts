import { createActor, fromPromise, waitFor as settled } from 'xstate';
import type { Consolidated } from '@kernel/agencyContracts';
import type { Balance, MemberInfo } from '@kernel/member';
import type { ModuleNode } from '@kernel/modules';
import type { UserInfo } from '@kernel/session';
import type { RegisterSettings, SystemStatus, Whitelabel } from '@kernel/system';
import { languageMachine } from '@machines/language.machine';
import { createRemoteDataMachine } from '@machines/remoteData.machine';
import { sessionMachine } from '@machines/session.machine';
import { systemStatusMachine } from '@machines/systemStatus.machine';
import { themeMachine } from '@machines/theme.machine';
import { walletMachine } from '@machines/wallet/wallet.machine';
import { createConsolidated } from '@/app/consolidated';
import type { RootActors } from '@/app/rootActors';
import { REGISTER_FIELDS } from './agentCenterFixtures';

export const AGENT: MemberInfo = {
  id: 10002,
  account: 'demo_agent',
  nickname: 'Asha',
  type: 1,
  vip: false,
  vipLabel: '',
  vipLevel: 0,
  availablePromoCount: 0,
  unreadMessageCount: 0,
};
export const BALANCE: Balance = { balance: 1234.5, balancePaise: 123_450, currency: 'INR', currencySymbol: '₹' };

const whitelabelOf = (modules: ModuleNode[]): Whitelabel => ({
  merchantName: 'Demo Club',
  languages: [{ code: 'EN', name: 'English' }],
  defaultLanguage: 'EN',
  currency: 'INR',
  currencySymbol: '₹',
  settings: { CHNGPASSVERIF3: false, USERNAMEREG3: true, MOBILENUMREG3: false, MOBILENUMPASSREG3: false, REGMOBVERF3: false, AGENTPOLICY3: true },
  modules,
  passwordPolicy: false,
});

export const SYSTEM_STATUS: SystemStatus = {
  status: 0,
  maintenance: null,
  regionRestriction: false,
  location: { ip: '127.0.0.1' },
  customerService: [{ csType: 'LIVECHAT', path: 'https://support.example.com/chat', title: 'Live chat' }],
  domainRoute: '',
  resources: [],
  whitelabel: '',
  register: '',
  mainDomain: '',
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
};

/**
 * The root actors the agent layout and the agency center read: real machines with their platform
 * calls answered here, started and settled (signed in when a member is given).
 */
export async function agentRootActors({ member = AGENT as MemberInfo | null, modules = [] as ModuleNode[], consolidated = null as Consolidated | null } = {}) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchMemberInfo: fromPromise(async () => member as MemberInfo),
        logout: fromPromise(async () => {}),
        startFreePlay: fromPromise<UserInfo>(async () => {
          throw new Error('no free play here');
        }),
      },
    }),
    { input: { storedToken: member ? 'token' : null } },
  );
  const wallet = createActor(walletMachine.provide({ actors: { fetchBalance: fromPromise(async () => BALANCE) } }), { input: { hidden: false } });
  const theme = createActor(themeMachine, { input: { remembered: 'dark' } });
  const language = createActor(languageMachine.provide({ actors: { loadCatalogue: fromPromise(async () => {}) } }), {
    input: { stored: 'EN', fallback: 'HI' },
  });
  const whitelabel = createActor(createRemoteDataMachine<Whitelabel>('whitelabel').provide({ actors: { load: fromPromise(async () => whitelabelOf(modules)) } }));
  const registerSettings = createActor(
    createRemoteDataMachine<RegisterSettings>('registerSettings').provide({ actors: { load: fromPromise(async () => ({ fields: REGISTER_FIELDS })) } }),
  );
  const systemStatus = createActor(systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(async () => SYSTEM_STATUS) } }));
  const holder = createConsolidated(async () => {
    if (!consolidated) throw new Error('no consolidated info in this test');
    return consolidated;
  });
  const actors = [session, wallet, theme, language, whitelabel, registerSettings, systemStatus];
  for (const actor of actors) actor.start();
  if (member) {
    wallet.send({ type: 'SIGNED_IN' });
    await settled(session, (snapshot) => snapshot.matches('signedIn'));
    await settled(wallet, (snapshot) => snapshot.context.balance !== null);
    if (consolidated) {
      holder.follow(member.account);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  await settled(whitelabel, (snapshot) => snapshot.matches('ready'));
  await settled(registerSettings, (snapshot) => snapshot.matches('ready'));
  await settled(systemStatus, (snapshot) => snapshot.context.status !== null);
  const stop = () => {
    holder.follow(null);
    for (const actor of actors) actor.stop();
  };
  return { actors: { session, wallet, theme, language, whitelabel, registerSettings, systemStatus, consolidated: holder } as unknown as RootActors, stop };
}
