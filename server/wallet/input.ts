import type { Context } from 'hono';
import * as v from 'valibot';
import { ErrorCode } from '../../kernel/errorCodes';
import { isAmountIssue } from '../../kernel/money';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import type { MessageKey } from '../messages';
import { ApiError } from '../respond';
import { parseInput, readJsonBody, readSealedBody } from '../validate';

/** Issue messages of the money schemas that are message keys of their own (worded in the request language). */
const KEYED_ISSUES: ReadonlySet<string> = new Set<MessageKey>(['withdrawPasswordInvalid']);

const AMOUNT_FIELD = /(^|\.)[A-Za-z]*Paise$/;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Parses a money request. An amount the schema refuses is 400 AMOUNT_INVALID worded by its issue
 * (empty, not a number, not whole paise, not positive, too large), and the withdrawal password
 * pattern has its own text; any other problem is the shared INVALID_INPUT of server/validate.ts.
 */
export function parseMoneyInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    // An amount field (named ...Paise): missing, or refused by paiseAmountSchema with its issue name.
    if (isAmountIssue(issue.message) || AMOUNT_FIELD.test(v.getDotPath(issue) ?? '')) {
      const key = isMissing(issue.input) ? 'amountEmpty' : isAmountIssue(issue.message) ? issue.message : 'amountNotNumber';
      throw new ApiError(400, ErrorCode.amountInvalid, key);
    }
    if (KEYED_ISSUES.has(issue.message)) throw new ApiError(400, ErrorCode.invalidInput, issue.message as MessageKey);
  }
  return parseInput(schema, input);
}

/** A plain JSON body checked with parseMoneyInput. */
export async function readMoneyJson<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  return parseMoneyInput(schema, await readJsonBody(c, v.unknown()));
}

/** An (E) body: unsealed as every sealed call is, then checked with parseMoneyInput. */
export async function readMoneySealed<S extends v.GenericSchema>(c: Context<AppEnv>, ctx: ServerContext, schema: S): Promise<v.InferOutput<S>> {
  return parseMoneyInput(schema, await readSealedBody(c, ctx, v.unknown()));
}
