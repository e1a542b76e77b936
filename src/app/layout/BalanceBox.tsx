import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { formatPaise, isolateLtr, MASKED_AMOUNT } from '@kernel/amountFormat';
import { useErrorText } from '@/ui/useErrorText';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

/** SPEC 2 Header: the balance, hideable and refreshable. */
export function BalanceBox() {
  const { t, i18n } = useLingui();
  const { wallet } = useRootActors();
  const snapshot = useSelector(wallet, (state) => state);
  const send = wallet.send;
  const { balance, hidden } = snapshot.context;
  const loading = snapshot.matches('loading');
  const failed = snapshot.matches('failed');
  const errorText = useErrorText();
  return (
    <div className={styles.balance} data-testid="balance">
      <span className={styles.balanceLabel}>
        <Trans>Balance</Trans>
      </span>
      <span className={styles.balanceValue} data-testid="balance-value">
        {balance
          ? hidden
            ? isolateLtr(`${balance.currencySymbol} ${MASKED_AMOUNT}`, i18n.locale)
            : formatPaise(balance.balancePaise, i18n.locale, `${balance.currencySymbol} `)
          : failed
            ? '—'
            : '…'}
      </span>
      {failed && (
        <span className={styles.balanceError} role="alert" data-testid="balance-error">
          <Trans>Balance unavailable: {errorText(snapshot.context.error)}</Trans>
          <button type="button" className={styles.linkButton} onClick={() => send({ type: 'REFRESH' })}>
            <Trans>Try again</Trans>
          </button>
        </span>
      )}
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
        className={`${styles.miniButton} ${loading ? 'spinning' : ''}`}
        onClick={() => send({ type: 'REFRESH' })}
        aria-label={t`Refresh balance`}
        disabled={loading}
      >
        <RefreshCw size={14} />
      </button>
    </div>
  );
}
