import {
  CONTRACT_KINDS,
  CONTRACT_MODULE,
  type Contract,
  type ContractBook,
  type ContractKind,
  type ContractTerms,
  RATE_FIELDS,
  TERMS_SCHEMA,
} from '@kernel/agencyContracts';
import { isModuleEnabled, type ModuleNode } from '@kernel/modules';

/**
 * What the contract screens show of an agent's contract books (SPEC 3, 4 Contracts): which kinds
 * are on, which contracts concern one downline, the order offers are listed in, how long a
 * pending offer has left, and the terms of each kind as fields.
 */

/** SPEC 6: a kind is offered only while its module is on. */
export const enabledContractKinds = (modules: readonly ModuleNode[]): ContractKind[] => CONTRACT_KINDS.filter((kind) => isModuleEnabled(modules, CONTRACT_MODULE[kind]));

/** The contracts an agent gave (or offered) one downline, newest first as the book lists them. */
export const contractsWith = (sent: readonly Contract[], receiver: string): Contract[] => sent.filter((contract) => contract.receiver === receiver);

/** The terms a downline holds now from the agent (to tell whether a new offer is a cut). */
export function activeTermsWith(sent: readonly Contract[], receiver: string): ContractTerms | null {
  return sent.find((contract) => contract.receiver === receiver && contract.status === 'active')?.terms ?? null;
}

/** Offers waiting for an answer come first; the rest keep the book's order (newest first). */
export function pendingFirst(contracts: readonly Contract[]): Contract[] {
  return [...contracts.filter((contract) => contract.status === 'pending'), ...contracts.filter((contract) => contract.status !== 'pending')];
}

/** The agent may offer this kind at all (it holds a contract of it, or is a top agent with a ceiling). */
export const mayOfferKind = (book: Pick<ContractBook, 'ownRates'>) => book.ownRates !== null;

/** How a terms field is typed and shown: a salary period, a rate (percent), an amount (rupees) or a count. */
export type TermsInput = 'period' | 'rate' | 'money' | 'count';
export type TermsFieldSpec = { field: string; input: TermsInput };

function inputOf(kind: ContractKind, field: string): TermsInput {
  if (field === 'period') return 'period';
  if ((RATE_FIELDS[kind] as readonly string[]).includes(field)) return 'rate';
  return field === 'activeMembers' ? 'count' : 'money';
}

/** SPEC 3: the terms of each kind, in the order the schema (and the form) lists them. */
export const termsFields = (kind: ContractKind): TermsFieldSpec[] =>
  Object.keys(TERMS_SCHEMA[kind].entries)
    .filter((field) => field !== 'kind')
    .map((field) => ({ field, input: inputOf(kind, field) }));

/** Terms as fields with their values, to show them. */
export const termsEntries = (terms: ContractTerms): (TermsFieldSpec & { value: string | number })[] =>
  termsFields(terms.kind).map((spec) => ({ ...spec, value: (terms as unknown as Record<string, string | number>)[spec.field] ?? 0 }));

/** Real-time and hourly settlements cover part of a day: their periods are shown with times, the others as days. */
export const settlesWithinDay = (kind: ContractKind) => kind === 'realtimeSalary' || kind === 'hourlySalary';
