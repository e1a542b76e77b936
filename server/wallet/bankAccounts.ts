import { type BankAccount, type BankAccountInput, checkBankAccount, MAX_BANK_ACCOUNTS, maskAccountNumber, normaliseBankAccount } from '../../kernel/bankAccount';
import { ErrorCode } from '../../kernel/errorCodes';
import type { BankAccountRow } from '../store/bankAccounts';
import { bankNameOf } from '../walletRules';
import type { MoneyContext } from './context';
import { refusal } from './errors';

export const bankAccountView = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  holderName: row.holderName,
  bankName: row.bankName,
  ifsc: row.ifsc,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  createdAt: row.createdAt,
});

/** Adds a bank account checked with the contract's rules (the form checks the same); at most MAX_BANK_ACCOUNTS. */
export function addBankAccount(ctx: MoneyContext, memberId: number, input: BankAccountInput, now: number): BankAccountRow {
  const account = normaliseBankAccount(input);
  const issue = checkBankAccount(account);
  if (issue) throw refusal(ErrorCode.invalidInput, issue.issue);
  return ctx.db.transaction(() => {
    const live = ctx.stores.bankAccounts.live(memberId);
    if (live.some((row) => row.ifsc === account.ifsc && row.accountNumber === account.accountNumber)) {
      throw refusal(ErrorCode.bankAccountDuplicate, 'bankAccountDuplicate');
    }
    if (live.length >= MAX_BANK_ACCOUNTS) throw refusal(ErrorCode.bankAccountLimit, 'bankAccountLimit');
    return ctx.stores.bankAccounts.add({ memberId, ...account, bankName: bankNameOf(account.ifsc), createdAt: now });
  })();
}
