import type { Context } from 'hono';
import * as v from 'valibot';
import { ErrorCode } from '../kernel/errorCodes';
import type { AppEnv } from './appEnv';
import type { ServerContext } from './context';
import { SealError, unseal } from './crypto';
import { ApiError } from './respond';
import { acceptFreshPayload } from './sealedFreshness';

/** 'pageSize: Invalid value: Expected <=200 but received 500; gameType: ...' */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`).join('; ');
}

/** Parses with a contract schema or throws 400 INVALID_INPUT naming every problem. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(400, ErrorCode.invalidInput, 'invalidInput', describeIssues(result.issues));
  return result.output;
}

export const readQuery = <S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) => parseInput(schema, c.req.query());

/** A plain JSON body (dev controls, free play). */
export async function readJsonBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, ErrorCode.invalidInput, 'invalidInput', 'the body is not JSON');
  }
  return parseInput(schema, body);
}

/**
 * The body of an (E) call: it must be a sealed body that opens with this server's key; a plain
 * body, a tampered one or one for another key is refused with 400 BAD_ENCRYPTION. It must also
 * be fresh and not seen before (STALE_REQUEST, REPLAYED_REQUEST: see sealedFreshness.ts). The
 * payload inside is then checked with the call's own schema (400 INVALID_INPUT).
 */
export async function readSealedBody<S extends v.GenericSchema>(c: Context<AppEnv>, ctx: ServerContext, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  let opened: unknown;
  try {
    opened = await unseal(ctx.keys, JSON.parse(text));
  } catch (error) {
    const reason = error instanceof SealError ? error.message : 'the body is not JSON';
    throw new ApiError(400, ErrorCode.badEncryption, 'badEncryption', reason);
  }
  return parseInput(schema, acceptFreshPayload({ clock: ctx.clock, sealedNonces: ctx.sealedNonces }, opened));
}
