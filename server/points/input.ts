import type { Context } from 'hono';
import * as v from 'valibot';
import { ErrorCode } from '../../kernel/errorCodes';
import { type ConvertRequest, convertRequestSchema, isPointsIssue, type RedeemRequest, redeemDeliveryIssues, redeemRequestSchema } from '../../kernel/points';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import type { MessageKey } from '../messages';
import { ApiError } from '../respond';
import { parseInput, readSealedBody } from '../validate';

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A refused input, worded by its issue (a message key of server/pointsMessages.ts): nothing is changed. */
const invalid = (code: ErrorCode, key: MessageKey) => new ApiError(400, code, key);

/**
 * The sealed body of a conversion: points refused by the schema are 400 POINTS_INVALID worded by
 * their issue (empty, not a number, not whole, not positive, too large), an empty withdrawal
 * password 400 INVALID_INPUT; anything else the shared INVALID_INPUT.
 */
export async function readConvertRequest(c: Context<AppEnv>, ctx: ServerContext): Promise<v.InferOutput<typeof convertRequestSchema>> {
  const body = await readSealedBody(c, ctx, v.unknown());
  const result = v.safeParse(convertRequestSchema, body);
  if (result.success) {
    if (result.output.withdrawPassword === '') throw invalid(ErrorCode.invalidInput, 'passwordEmpty');
    return result.output;
  }
  for (const issue of result.issues) {
    if (v.getDotPath(issue) !== 'points') continue;
    throw invalid(ErrorCode.pointsInvalid, isMissing(issue.input) ? 'pointsEmpty' : isPointsIssue(issue.message) ? issue.message : 'pointsNotNumber');
  }
  return parseInput(convertRequestSchema, body) satisfies ConvertRequest;
}

/**
 * The sealed body of a redeem: SPEC 5 Redeem, the receiving address, the mobile number and the
 * withdrawal password are required; the address and the mobile number are checked with the
 * client's own rules (kernel/points.ts), each refusal worded by its issue.
 */
export async function readRedeemRequest(c: Context<AppEnv>, ctx: ServerContext): Promise<RedeemRequest> {
  const request = parseInput(redeemRequestSchema, await readSealedBody(c, ctx, v.unknown()));
  const issues = redeemDeliveryIssues(request);
  const issue = issues.receiverAddress ?? issues.mobile;
  if (issue) throw invalid(ErrorCode.invalidInput, issue);
  if (request.withdrawPassword === '') throw invalid(ErrorCode.invalidInput, 'passwordEmpty');
  return { ...request, receiverAddress: request.receiverAddress.trim(), mobile: request.mobile.trim() };
}
