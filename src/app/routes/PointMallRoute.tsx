import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { memberPageHref } from '@kernel/memberPages';
import { createPointCalls } from '@/api/pointCalls';
import PointMallArea from '@/features/pointMall/PointMallArea';
import { pointMallGate } from '@/rules/member/pointMallGate.rules';
import { useRootActors } from '../RootActorsContext';
import { api } from '../services';

/**
 * SPEC 2 /pointMall: the points mall with its effects provided here, once: the point calls, the
 * root wallet actor (a conversion refreshes the header balance), the module gate from the
 * whitelabel's module tree (PTSYS3) and the way to the security center (the withdrawal password).
 * The route rules already sent a visitor to the login popup and a trial account to its warning
 * (SPEC 4, ACCOUNT_PATHS). The route and the area share one lazy chunk.
 */
export default function PointMallRoute() {
  const { whitelabel, wallet, language } = useRootActors();
  const [, navigate] = useLocation();
  const modules = useSelector(whitelabel, (snapshot) => snapshot.context.data?.modules ?? null);
  const modulesFailed = useSelector(whitelabel, (snapshot) => snapshot.matches('failed'));
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  // Reward names come in the request language: a language change reads the mall again.
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const [calls] = useState(() => createPointCalls(api));
  return (
    <PointMallArea
      key={lang}
      gate={pointMallGate(modules, modulesFailed)}
      onRetryGate={() => whitelabel.send({ type: 'RETRY' })}
      calls={calls}
      wallet={wallet}
      currencySymbol={currencySymbol}
      openSecurityCenter={() => navigate(memberPageHref('securityCenter'))}
    />
  );
}
