import { useSelector } from '@xstate/react';
import { sessionKind, signedInAccount } from '@machines/session.selectors';
import { LazyArea } from '@/ui/LazyArea';
import { useRootActors } from '../RootActorsContext';

// The reminder, its machine and its calls: a chunk of their own, loaded once someone who plays with money is signed in.
const loadHost = () => import('./RealityCheckHost').then((module) => ({ default: module.RealityCheckHost }));

/**
 * Issue 26 reality check, over whatever page or game is open: runs for a member or agent signed in
 * (a trial account plays no money), one actor per account so a new login starts a new wait.
 */
export function RealityCheckOverlay() {
  const { session, whitelabel } = useRootActors();
  const kind = useSelector(session, sessionKind);
  const account = useSelector(session, signedInAccount);
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  if (kind !== 'member' && kind !== 'agent') return null;
  return <LazyArea key={account ?? ''} quiet load={loadHost} props={{ currencySymbol }} />;
}
