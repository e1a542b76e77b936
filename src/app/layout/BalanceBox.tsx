import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { fromPromise } from 'xstate';
import { balanceMachine } from '../../../machines/balance.machine';
import { formatAmount, MASKED_AMOUNT } from '../../ui/formatAmount';
import { calls } from '../services';
import styles from './Layout.module.css';

const HIDDEN_KEY = 'balanceHidden';
const machine = balanceMachine.provide({
  actors: { fetchBalance: fromPromise(() => calls.getBalance()) },
  actions: { persistHidden: ({ context }) => globalThis.localStorage?.setItem(HIDDEN_KEY, String(context.hidden)) },
});

/** SPEC 2 Header: the balance, hideable and refreshable. */
export function BalanceBox() {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useMachine(machine, { input: { hidden: globalThis.localStorage?.getItem(HIDDEN_KEY) === 'true' } });
  const { balance, hidden } = snapshot.context;
  const loading = snapshot.matches('loading');
  return (
    <div className={styles.balance} data-testid="balance">
      <span className={styles.balanceLabel}>
        <Trans>Balance</Trans>
      </span>
      <span className={styles.balanceValue} data-testid="balance-value">
        {balance ? `${balance.currencySymbol} ${hidden ? MASKED_AMOUNT : formatAmount(balance.balance, i18n.locale)}` : snapshot.matches('failed') ? '—' : '…'}
      </span>
      <button
        type="button"
        className={styles.miniButton}
        onClick={() => send({ type: 'TOGGLE_HIDDEN' })}
        aria-label={hidden ? t`Show balance` : t`Hide balance`}
        aria-pressed={hidden}
      >
        {hidden ? <EyeOff size={14} /> : <Eye size={14} />}
      </button>
      <button
        type="button"
        className={`${styles.miniButton} ${loading ? styles.spinning : ''}`}
        onClick={() => send({ type: 'REFRESH' })}
        aria-label={t`Refresh balance`}
        disabled={loading}
      >
        <RefreshCw size={14} />
      </button>
    </div>
  );
}
