import {
  ACCOUNT_NUMBER_PATTERN,
  type BankAccount,
  type BankAccountField,
  type BankAccountInput,
  type BankAccountIssue,
  checkBankAccount,
  HOLDER_NAME_PATTERN,
  IFSC_PATTERN,
  MAX_BANK_ACCOUNTS,
  normaliseBankAccount,
} from '@kernel/bankAccount';

/**
 * The bank-account form's rules (kernel/bankAccount.ts, the backend checks the same): the
 * values tidied by normaliseBankAccount, then each field against its pattern, so every field shows
 * its own message at once; at most MAX_BANK_ACCOUNTS accounts.
 */
export type BankAccountIssues = Partial<Record<BankAccountField, BankAccountIssue['issue']>>;

const FIELD_RULES: readonly [BankAccountField, RegExp, BankAccountIssue['issue']][] = [
  ['holderName', HOLDER_NAME_PATTERN, 'bankHolderNameInvalid'],
  ['ifsc', IFSC_PATTERN, 'ifscInvalid'],
  ['accountNumber', ACCOUNT_NUMBER_PATTERN, 'accountNumberInvalid'],
];

/** Every field's problem (empty when the account can be sent); its first one is checkBankAccount's. */
export function bankAccountIssues(input: BankAccountInput): BankAccountIssues {
  const account = normaliseBankAccount(input);
  const issues: BankAccountIssues = {};
  for (const [field, pattern, issue] of FIELD_RULES) if (!pattern.test(account[field])) issues[field] = issue;
  return issues;
}

export const hasBankAccountIssues = (issues: BankAccountIssues) => Object.keys(issues).length > 0;

/** The account as the form sends it. */
export const bankAccountToSend = (input: BankAccountInput) => normaliseBankAccount(input);

/** Another account may be added while fewer than MAX_BANK_ACCOUNTS are bound. */
export const canAddBankAccount = (accounts: readonly BankAccount[]) => accounts.length < MAX_BANK_ACCOUNTS;

/** checkBankAccount agrees with the per-field check (its issue is the first of them). */
export const firstBankAccountIssue = (input: BankAccountInput) => checkBankAccount(normaliseBankAccount(input));
