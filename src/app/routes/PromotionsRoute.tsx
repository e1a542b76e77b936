import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { sessionKind } from '@machines/session.selectors';
import { createPromotionCalls } from '@/api/promotionCalls';
import PromotionsArea from '@/features/promotions/PromotionsArea';
import { Spinner } from '@/ui/Spinner';
import { useRootActors } from '../RootActorsContext';
import { api } from '../services';

/**
 * SPEC 2 /promotions: the lazy Promotions area with its effects from the root actors (the route
 * and the area in one chunk): the call set, who is looking, the shared announcements (banners),
 * the login popup and the trial warning (SPEC 4, as the member center asks), and the wallet.
 * The area starts again when the language or the session changes: names and states come with them.
 */
export default function PromotionsRoute() {
  const { t } = useLingui();
  const { session, language, whitelabel, announcements, popups, wallet } = useRootActors();
  const [, navigate] = useLocation();
  const [calls] = useState(() => createPromotionCalls(api));
  const kind = useSelector(session, sessionKind);
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  const announced = useSelector(announcements, (snapshot) => snapshot.context.data);
  const brand = useSelector(whitelabel, (snapshot) => snapshot.context.data?.merchantName ?? '');
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  // A stored session is being restored: its states come with it, so the list waits for it.
  if (kind === 'pending') return <Spinner label={t`Loading`} />;
  return (
    <PromotionsArea
      key={`${lang}:${kind}`}
      calls={calls}
      session={kind}
      announcements={announced}
      brand={brand}
      currencySymbol={currencySymbol}
      askLogin={() => popups.send({ type: 'OPEN_LOGIN' })}
      warnTrial={() => popups.send({ type: 'OPEN_TRIAL_WARNING' })}
      refreshWallet={() => wallet.send({ type: 'REFRESH' })}
      navigate={navigate}
    />
  );
}
