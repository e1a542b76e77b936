import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { LogOut, UserRound } from 'lucide-react';
import { isolateLtr } from '@kernel/amountFormat';
import { displayName, signedInAccount } from '@machines/session.selectors';
import { useRootActors } from '../RootActorsContext';
import styles from './AgentHeader.module.css';
import { BalanceBox } from './BalanceBox';

/** SPEC 2 Agent center: the agent's nickname, the balance (the root wallet) and sign out (asks for confirmation, SPEC 4). */
export function AgentAccount() {
  const { session } = useRootActors();
  const { i18n } = useLingui();
  // A nickname left empty reads as the account name.
  const name = useSelector(session, (snapshot) => displayName(snapshot) || signedInAccount(snapshot) || '');
  return (
    <>
      <span className={styles.name} title={name} data-testid="agent-nickname">
        <UserRound size={15} aria-hidden="true" className={styles.nameIcon} />
        <span className={styles.nameText}>{isolateLtr(name, i18n.locale)}</span>
      </span>
      <BalanceBox />
      <button type="button" className={styles.signOut} onClick={() => session.send({ type: 'LOGOUT_REQUESTED' })} data-testid="agent-sign-out">
        <LogOut size={15} aria-hidden="true" />
        <Trans>Sign out</Trans>
      </button>
    </>
  );
}
