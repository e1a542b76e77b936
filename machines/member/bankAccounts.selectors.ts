import type { SnapshotFrom } from 'xstate';
import { MAX_BANK_ACCOUNTS } from '@kernel/bankAccount';
import type { bankAccountsMachine } from './bankAccounts.machine';
import { canAddBankAccount } from './bankAccounts.rules';

type BankAccountsSnapshot = SnapshotFrom<typeof bankAccountsMachine>;

/** The list is shown (also while a write is under way or a removal waits for its confirmation). */
export const bankAccountsShown = (snapshot: BankAccountsSnapshot) => !snapshot.matches('loading') && !snapshot.matches('failed');

/** The add form takes another account (fewer than MAX_BANK_ACCOUNTS bound); otherwise it says the list is full. */
export const canAddMore = (snapshot: BankAccountsSnapshot) => canAddBankAccount(snapshot.context.accounts);

/** The form is locked while an account is sent. */
export const addingAccount = (snapshot: BankAccountsSnapshot) => snapshot.matches('adding');

/** The account whose removal waits for the member's answer. */
export const accountToRemove = (snapshot: BankAccountsSnapshot) =>
  snapshot.matches('confirmingRemoval') || snapshot.matches('removing')
    ? (snapshot.context.accounts.find((account) => account.id === snapshot.context.removing) ?? null)
    : null;

export { MAX_BANK_ACCOUNTS };
