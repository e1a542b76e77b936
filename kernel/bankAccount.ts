import * as v from 'valibot';
import { envelope } from './envelope';

/**
 * Bank accounts a member withdraws to (Indian accounts): the holder's name, the IFSC (4 bank
 * letters, a 0, 6 branch letters or digits) and a 9-18 digit account number; at most
 * MAX_BANK_ACCOUNTS at a time. The form and the backend check with checkBankAccount.
 */
export const MAX_BANK_ACCOUNTS = 3;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** Latin letters, spaces, dots and apostrophes, starting with a letter, 2-50 characters (as banks print names). */
export const HOLDER_NAME_PATTERN = /^[A-Za-z][A-Za-z .']{1,49}$/;

export type BankAccountInput = { holderName: string; ifsc: string; accountNumber: string };
export type BankAccountField = keyof BankAccountInput;
export type BankAccountIssue = { field: BankAccountField; issue: 'bankHolderNameInvalid' | 'ifscInvalid' | 'accountNumberInvalid' };

/** What the form sends after tidying: trimmed, single spaces, IFSC in capitals, no spaces in the number. */
export function normaliseBankAccount(input: BankAccountInput): BankAccountInput {
  return {
    holderName: input.holderName.trim().replace(/\s+/g, ' '),
    ifsc: input.ifsc.trim().toUpperCase(),
    accountNumber: input.accountNumber.replace(/\s+/g, ''),
  };
}

/** The first problem of a (normalised) bank account, or null. */
export function checkBankAccount(input: BankAccountInput): BankAccountIssue | null {
  if (!HOLDER_NAME_PATTERN.test(input.holderName)) return { field: 'holderName', issue: 'bankHolderNameInvalid' };
  if (!IFSC_PATTERN.test(input.ifsc)) return { field: 'ifsc', issue: 'ifscInvalid' };
  if (!ACCOUNT_NUMBER_PATTERN.test(input.accountNumber)) return { field: 'accountNumber', issue: 'accountNumberInvalid' };
  return null;
}

/** The last four digits only: the full number never leaves the backend once stored. */
export const maskAccountNumber = (accountNumber: string) => `•••• ${accountNumber.slice(-4)}`;

export const bankAccountSchema = v.object({
  id: v.number(),
  holderName: v.string(),
  bankName: v.string(),
  ifsc: v.string(),
  accountNumberMasked: v.string(),
  createdAt: v.number(),
});
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** GET bank accounts (T). */
export const bankAccountsResponse = envelope(v.array(bankAccountSchema));

/** POST add bank account (T): the fields are checked with checkBankAccount after normaliseBankAccount. */
export const addBankAccountRequestSchema = v.object({
  holderName: v.pipe(v.string(), v.maxLength(200)),
  ifsc: v.pipe(v.string(), v.maxLength(40)),
  accountNumber: v.pipe(v.string(), v.maxLength(60)),
});
export const addBankAccountResponse = envelope(bankAccountSchema);

/** DELETE bank account (T): by id, in the query or a JSON body. */
export const removeBankAccountRequestSchema = v.object({
  id: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.toNumber(), v.minValue(1))]),
});
export const removeBankAccountResponse = envelope(v.literal(true));
