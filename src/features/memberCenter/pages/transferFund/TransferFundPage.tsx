import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ArrowLeftRight, RotateCw, Wallet as WalletIcon } from 'lucide-react';
import { formatterFor } from '@kernel/format';
import { MAIN_WALLET } from '@kernel/wallet';
import {
  canSubmit,
  direction,
  fromOptions,
  gameMoney,
  isOutcomeUnknown,
  isWriting,
  offersTransfers,
  shownWallets,
  sourceBalance,
  toOptions,
  walletName,
} from '@machines/wallet/walletTransfer.selectors';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { SectionHead, sectionTitleClass } from '@/ui/SectionHead';
import { SelectField } from '@/ui/SelectField';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { useAmountIssueText } from '@/ui/useAmountIssueText';
import { useErrorText } from '@/ui/useErrorText';
import type { MemberPageProps } from '../../memberPageProps';
import styles from './TransferFundPage.module.css';
import { useTransferFundPageMachines } from './useTransferFundPageMachines';

/**
 * SPEC 2 Member center, transferFund (wallet): the main and game wallets with their balances,
 * transfers in and out, all back to main and refresh (SPEC 7 Wallet). A single-wallet merchant
 * shows the main wallet only. The flow and its rules live in walletTransfer.machine.ts.
 */
export default function TransferFundPage(props: MemberPageProps) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const amountIssueText = useAmountIssueText(props.currencySymbol);
  const { transfer } = useTransferFundPageMachines(props);
  const snapshot = useSelector(transfer, (state) => state);
  const send = transfer.send;
  const c = snapshot.context;
  const money = (paise: number) => formatterFor(i18n.locale).paise(paise, props.currencySymbol);
  const nameOf = (code: string) => walletName(snapshot, code);

  if (snapshot.matches('loading')) {
    return <Spinner label={t`Loading your wallets`} area="page" />;
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
        <Trans>Your wallets could not be loaded.</Trans> {errorText(c.loadError)}
      </InlineRetry>
    );
  }

  const writing = isWriting(snapshot);
  const issueText = (() => {
    if (!c.issue) return null;
    if (c.issue === 'nothingToMove') return t`There is no money in the game wallets to move.`;
    if (c.issue === 'insufficientBalance') {
      const source = nameOf(c.from);
      const balance = money(sourceBalance(snapshot));
      return t`The amount is more than the balance of ${source} (${balance}).`;
    }
    return amountIssueText(c.issue);
  })();

  return (
    <Stack gap="xl">
      <section aria-labelledby="wallets-title">
        <SectionHead
          className={styles.head}
          titleId="wallets-title"
          title={
            <>
              <WalletIcon size={18} aria-hidden="true" /> <Trans>My wallets</Trans>
            </>
          }
        >
          <Button
            variant="outline"
            size="s"
            onClick={() => send({ type: 'REFRESH' })}
            disabled={!snapshot.can({ type: 'REFRESH' }) || snapshot.matches('refreshing')}
            data-testid="transfer-refresh"
          >
            <RotateCw size={14} aria-hidden="true" className={snapshot.matches('refreshing') ? 'spinning' : undefined} /> <Trans>Refresh</Trans>
          </Button>
        </SectionHead>
        {c.refreshFailed && (
          <Notice tone="warning" plain role="status">
            <Trans>The balances could not be refreshed; they may be out of date.</Trans>
          </Notice>
        )}
        <ul className={styles.wallets} aria-busy={snapshot.matches('refreshing')}>
          {shownWallets(snapshot).map((wallet) => (
            <li key={wallet.code} className={wallet.code === MAIN_WALLET ? styles.mainWallet : styles.wallet} data-testid={`wallet-${wallet.code}`}>
              <span className={styles.walletName}>{wallet.name}</span>
              <span className={styles.balance} data-testid="wallet-balance">
                {money(wallet.balancePaise)}
              </span>
            </li>
          ))}
        </ul>
        {c.isSingle && (
          <p className={styles.note} data-testid="transfer-single">
            <Trans>All your money is in the main wallet: every game plays from it, so there is nothing to transfer.</Trans>
          </p>
        )}
      </section>

      {offersTransfers(snapshot) && (
        <section className={styles.transfer} aria-labelledby="transfer-title">
          <h2 id="transfer-title" className={sectionTitleClass}>
            <ArrowLeftRight size={18} aria-hidden="true" /> <Trans>Transfer</Trans>
          </h2>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT' });
            }}
          >
            <div className={styles.pair}>
              <SelectField
                label={<Trans>From</Trans>}
                value={c.from}
                disabled={writing}
                onChange={(event) => send({ type: 'SET_FROM', code: event.target.value })}
                data-testid="transfer-from"
              >
                {fromOptions(snapshot).map((wallet) => (
                  <option key={wallet.code} value={wallet.code}>
                    {wallet.name} ({money(wallet.balancePaise)})
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className={styles.swap}
                onClick={() => send({ type: 'SWAP' })}
                disabled={writing}
                aria-label={t`Swap from and to`}
                data-testid="transfer-swap"
              >
                <ArrowLeftRight size={16} aria-hidden="true" />
              </button>
              <SelectField
                label={<Trans>To</Trans>}
                value={c.to}
                disabled={writing}
                onChange={(event) => send({ type: 'SET_TO', code: event.target.value })}
                data-testid="transfer-to"
              >
                {toOptions(snapshot).map((wallet) => (
                  <option key={wallet.code} value={wallet.code}>
                    {wallet.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <p className={styles.direction} data-testid="transfer-direction">
              {direction(snapshot) === 'in' ? (
                <Trans>Transfer in: from the main wallet to a game wallet.</Trans>
              ) : (
                <Trans>Transfer out: from a game wallet back to the main wallet.</Trans>
              )}
            </p>
            <FormField
              label={<Trans>Amount ({props.currencySymbol})</Trans>}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t`Up to ${money(sourceBalance(snapshot))}`}
              value={c.amountText}
              disabled={writing}
              onChange={(event) => send({ type: 'SET_AMOUNT', text: event.target.value })}
              error={issueText}
              data-testid="transfer-amount"
              addon={
                <Button type="button" variant="outline" onClick={() => send({ type: 'FILL_MAX' })} disabled={!canSubmit(snapshot)} data-testid="transfer-max">
                  <Trans>All of it</Trans>
                </Button>
              }
            />
            <FormRow align="start">
              <Button type="submit" size="l" disabled={!canSubmit(snapshot)} aria-busy={writing} data-testid="transfer-submit">
                {writing && c.pending?.kind === 'transfer' ? <Trans>Transferring…</Trans> : <Trans>Transfer</Trans>}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="l"
                onClick={() => send({ type: 'ALL_TO_MAIN' })}
                disabled={!canSubmit(snapshot)}
                data-testid="transfer-all-to-main"
              >
                {writing && c.pending?.kind === 'allToMain' ? <Trans>Moving…</Trans> : <Trans>All to main wallet</Trans>}
              </Button>
              <span className={surface.caption}>
                <Trans>Game wallets hold {money(gameMoney(snapshot))} in all.</Trans>
              </span>
            </FormRow>
          </form>

          {isOutcomeUnknown(snapshot) && (
            <Notice as="div" tone="warning" row role="status" data-testid="transfer-unknown">
              <Spinner label={t`Checking`} size={18} />
              <span>
                <Trans>The connection dropped before the answer came. We are checking whether the transfer went through; nothing will be moved twice.</Trans>
              </span>
              <Button size="s" variant="outline" onClick={() => send({ type: 'CHECK_NOW' })} disabled={!snapshot.can({ type: 'CHECK_NOW' })}>
                <Trans>Check now</Trans>
              </Button>
            </Notice>
          )}
          {c.failure !== null && (
            <Notice tone="danger" role="alert" data-testid="transfer-failure">
              {errorText(c.failure)}
            </Notice>
          )}
        </section>
      )}

      {c.outcome && (
        <Notice tone="success" role="status" data-testid="transfer-result">
          {c.outcome.kind === 'transfer' ? (
            <Trans>
              {money(c.outcome.result.amountPaise)} moved from {nameOf(c.outcome.result.from)} to {nameOf(c.outcome.result.to)}.
            </Trans>
          ) : c.outcome.result.movedPaise > 0 ? (
            <Trans>{money(c.outcome.result.movedPaise)} moved back to the main wallet.</Trans>
          ) : (
            <Trans>The game wallets were already empty.</Trans>
          )}
        </Notice>
      )}
    </Stack>
  );
}
