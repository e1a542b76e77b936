import { useSelector } from '@xstate/react';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { memberPageHref } from '@kernel/memberPages';
import { safeWebAddress } from '@kernel/webAddress';
import { signedInAccount } from '@machines/session.selectors';
import { createAgentCalls } from '@/api/agentCalls';
import AgentCenterArea from '@/features/agentCenter/AgentCenterArea';
import { preloadAgentPage } from '@/features/agentCenter/agentPages';
import { AgentStrip } from '../layout/AgentStrip';
import { useRootActors } from '../RootActorsContext';
import { api } from '../services';
import { useLiveChat } from '../useLiveChat';

// A tab landing on an agency page: its chunk loads beside this one, not after the session's answer and the center's first render.
if (window.location.pathname === '/agentHome') preloadAgentPage(window.location.search);

/**
 * SPEC 2 /agentHome: the agency center with its effects provided here, once: the agency calls,
 * the root wallet, the modules and currency of the whitelabel, the signed-in agent, the
 * consolidated contract info kept since login, and customer service as the service panel opens
 * it. The route and the area share one lazy chunk; each page is a chunk of its own.
 */
export default function AgentCenterRoute() {
  const { session, whitelabel, registerSettings, wallet, systemStatus, consolidated } = useRootActors();
  const [, navigate] = useLocation();
  const search = useSearch();
  const chat = useLiveChat();
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? []);
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  const userName = useSelector(session, (snapshot) => signedInAccount(snapshot) ?? '');
  const agentType = useSelector(session, (snapshot) => snapshot.context.member?.type ?? 0);
  const registerFields = useSelector(registerSettings, (snapshot) => snapshot.context.data?.fields ?? null);
  const registerSettingsFailed = useSelector(registerSettings, (snapshot) => snapshot.matches('failed'));
  const chatAddress = useSelector(systemStatus, (snapshot) => snapshot.context.status?.customerService.find((entry) => entry.csType === 'LIVECHAT')?.path ?? null);
  const consolidatedInfo = useSyncExternalStore(consolidated.subscribe, consolidated.data);

  const [agentCalls] = useState(() => createAgentCalls(api));
  const reloadConsolidated = useCallback(() => consolidated.reload(), [consolidated]);
  const openSecurity = useCallback(() => navigate(memberPageHref('securityCenter')), [navigate]);
  const retryRegisterSettings = useCallback(() => registerSettings.send({ type: 'RETRY' }), [registerSettings]);

  // As the service panel does: the platform's live chat when its module is on, else the customer-service address.
  const openCustomerService = () => {
    if (chat.launchable) {
      chat.open();
      return;
    }
    const address = safeWebAddress(chatAddress);
    const opened = address ? window.open(address, '_blank') : null;
    if (opened) opened.opener = null;
  };

  return (
    <>
      {/* The agent's strip in the layout's header comes with this chunk (see agentHeaderSlot.ts). */}
      <AgentStrip />
      <AgentCenterArea
        requestedPage={new URLSearchParams(search).get('page')}
        navigate={navigate}
        openCustomerService={openCustomerService}
        prepareCustomerService={chat.launchable ? chat.prepare : undefined}
        pageProps={{
          calls: agentCalls,
          wallet,
          modules,
          userName,
          agentType,
          currencySymbol,
          consolidated: consolidatedInfo,
          reloadConsolidated,
          openSecurity,
          registerSettings: { fields: registerFields, failed: registerSettingsFailed, retry: retryRegisterSettings },
        }}
      />
    </>
  );
}
