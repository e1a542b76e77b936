import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Landmark, Trash2 } from 'lucide-react';
import { isolateLtr } from '@kernel/amountFormat';
import type { BankAccountIssue } from '@kernel/bankAccount';
import { accountToRemove, addingAccount, bankAccountsShown, canAddMore, MAX_BANK_ACCOUNTS } from '@machines/member/bankAccounts.selectors';
import type { WithdrawCalls } from '@/api/withdrawCalls';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { FormRow } from '@/ui/FormRow';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { Notice } from '@/ui/Notice';
import { SectionCard } from '@/ui/SectionCard';
import { Spinner } from '@/ui/Spinner';
import { useErrorText } from '@/ui/useErrorText';
import styles from './Security.module.css';
import { useBankAccountsMachines } from './useSecurityCenterMachines';

/** The member's bank accounts: list, add (checked field by field, at most MAX_BANK_ACCOUNTS), delete after a confirmation. */
export function BankAccountsSection({ calls }: { calls: WithdrawCalls }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const { bankAccounts } = useBankAccountsMachines(calls);
  const snapshot = useSelector(bankAccounts, (state) => state);
  const send = bankAccounts.send;
  const { accounts, form, issues, notice } = snapshot.context;
  const adding = addingAccount(snapshot);
  const full = !canAddMore(snapshot);
  const removing = accountToRemove(snapshot);
  const max = MAX_BANK_ACCOUNTS;
  const issueText = (issue: BankAccountIssue['issue'] | undefined) =>
    issue === 'bankHolderNameInvalid'
      ? t`Enter the account holder's name as the bank prints it (2-50 letters)`
      : issue === 'ifscInvalid'
        ? t`Enter a valid IFSC code, e.g. SBIN0001234`
        : issue === 'accountNumberInvalid'
          ? t`The account number must be 9 to 18 digits`
          : null;

  return (
    <SectionCard
      titleId="bank-accounts-title"
      title={
        <>
          <Landmark size={18} aria-hidden="true" /> <Trans>Bank accounts</Trans>
        </>
      }
      data-testid="security-bank-accounts"
    >
      {snapshot.matches('loading') && <Spinner label={t`Loading`} size={22} />}
      {snapshot.matches('failed') && (
        <InlineRetry onRetry={() => send({ type: 'RETRY' })}>
          <Trans>Your bank accounts could not be loaded.</Trans>
        </InlineRetry>
      )}
      {bankAccountsShown(snapshot) && accounts.length === 0 && (
        <Notice plain>
          <Trans>No bank account yet. Withdrawals are paid to a bank account in your name.</Trans>
        </Notice>
      )}
      {bankAccountsShown(snapshot) && accounts.length > 0 && (
        <ul className={styles.banks}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.bank} data-testid={`bank-account-${account.id}`}>
              <span className={styles.bankHolder}>{isolateLtr(account.holderName, i18n.locale)}</span>
              <span className={styles.bankName}>{account.bankName}</span>
              <span className={styles.bankMeta}>
                <Trans>IFSC</Trans> {account.ifsc}
              </span>
              <span className={styles.bankNumber}>{isolateLtr(account.accountNumberMasked, i18n.locale)}</span>
              <Button
                size="s"
                variant="ghost"
                className={styles.bankRemove}
                onClick={() => send({ type: 'REMOVE', id: account.id })}
                disabled={!snapshot.matches('ready')}
                aria-label={t`Delete the account ${isolateLtr(account.accountNumberMasked, i18n.locale)}`}
                data-testid={`bank-remove-${account.id}`}
              >
                <Trash2 size={14} aria-hidden="true" /> <Trans>Delete</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}

      {notice?.kind === 'added' && (
        <Notice tone="success" plain role="status" data-testid="bank-notice">
          <Trans>Bank account added.</Trans>
        </Notice>
      )}
      {notice?.kind === 'removed' && (
        <Notice tone="success" plain role="status" data-testid="bank-notice">
          <Trans>Bank account deleted.</Trans>
        </Notice>
      )}
      {notice?.kind === 'error' && (
        <Notice tone="danger" role="alert" data-testid="bank-notice">
          {errorText(notice.error)}
        </Notice>
      )}

      <form
        className={styles.form}
        noValidate
        aria-labelledby="bank-add-title"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'ADD' });
        }}
      >
        <h3 id="bank-add-title" className={styles.subtitle}>
          <Trans>Add a bank account</Trans>
        </h3>
        {full ? (
          <Notice role={notice?.kind === 'full' ? 'alert' : undefined} data-testid="bank-add-full">
            <Trans>You can bind at most {max} bank accounts. Delete one to add another.</Trans>
          </Notice>
        ) : (
          <>
            <FormField
              label={<Trans>Account holder's name</Trans>}
              autoComplete="name"
              value={form.holderName}
              onChange={(event) => send({ type: 'CHANGE', field: 'holderName', value: event.target.value })}
              error={issueText(issues.holderName)}
              disabled={adding}
              data-testid="bank-add-holder"
            />
            <FormField
              label={<Trans>IFSC code</Trans>}
              autoComplete="off"
              value={form.ifsc}
              onChange={(event) => send({ type: 'CHANGE', field: 'ifsc', value: event.target.value })}
              error={issueText(issues.ifsc)}
              disabled={adding}
              data-testid="bank-add-ifsc"
            />
            <FormField
              label={<Trans>Account number</Trans>}
              inputMode="numeric"
              autoComplete="off"
              value={form.accountNumber}
              onChange={(event) => send({ type: 'CHANGE', field: 'accountNumber', value: event.target.value })}
              error={issueText(issues.accountNumber)}
              disabled={adding}
              data-testid="bank-add-number"
            />
            <FormRow>
              <Button type="submit" disabled={adding || !bankAccountsShown(snapshot)} data-testid="bank-add-submit">
                {adding ? <Trans>Adding…</Trans> : <Trans>Add bank account</Trans>}
              </Button>
            </FormRow>
          </>
        )}
      </form>

      {removing && (
        <Modal title={<Trans>Delete this bank account?</Trans>} closeLabel={t`Close`} onClose={() => send({ type: 'CANCEL_REMOVE' })} testId="bank-remove-dialog">
          <Notice plain>
            {isolateLtr(removing.holderName, i18n.locale)} · {removing.bankName} · {isolateLtr(removing.accountNumberMasked, i18n.locale)}
          </Notice>
          <FormRow>
            <Button variant="ghost" onClick={() => send({ type: 'CANCEL_REMOVE' })} disabled={snapshot.matches('removing')}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => send({ type: 'CONFIRM_REMOVE' })} disabled={snapshot.matches('removing')} data-testid="bank-remove-confirm">
              {snapshot.matches('removing') ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
            </Button>
          </FormRow>
        </Modal>
      )}
    </SectionCard>
  );
}
