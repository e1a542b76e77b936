import type { Context } from 'hono';
import { registerDownlineRequestSchema, registerDownlineResponse, SUB_AGENT_TYPE } from '../../kernel/agency';
import { ErrorCode } from '../../kernel/errorCodes';
import { validateDownlineRegistration } from '../accountRules';
import type { AppEnv } from '../appEnv';
import { clientIp } from '../clientIdentity';
import type { ServerContext } from '../context';
import { hashPassword } from '../passwords';
import { EVERYONE } from '../rateLimit';
import { refuseOverLimit } from '../rateLimitGuard';
import { refuse } from '../refusal';
import { ApiError, fail, ok } from '../respond';
import type { MemberRow } from '../store/members';
import { readSealedBody } from '../validate';

const MEMBER_TYPE = 0;

/** A unique-constraint failure of SQLite: the name was taken while the password was being hashed. */
const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The type of the account an agent of `agentType` creates, or null when its type may not create that kind. */
function typeToCreate(kind: 'member' | 'agent', agentType: number): number | null {
  if (kind === 'member') return MEMBER_TYPE;
  return SUB_AGENT_TYPE[agentType] ?? null;
}

/**
 * POST registerDownline (T, E): a member or a sub-agent (where the agent's type allows one) whose
 * upline is the agent, held to the register popup's rules and rate limit. It is in the team at
 * once: the team is read by parent id on every call.
 */
export async function registerDownline(c: Context<AppEnv>, ctx: ServerContext) {
  const overLimit = refuseOverLimit(c, ctx, [
    ['REGISTER_PER_CLIENT', clientIp(c, ctx)],
    ['REGISTER_OVERALL', EVERYONE],
  ]);
  if (overLimit) return overLimit;
  const request = await readSealedBody(c, ctx, registerDownlineRequestSchema);
  const agent: MemberRow = c.get('member');
  const type = typeToCreate(request.kind, agent.type);
  if (type === null) throw new ApiError(200, ErrorCode.accountKindNotAllowed, 'accountKindNotAllowed');

  const verdict = validateDownlineRegistration(request, ctx.stores.merchant.registerFields());
  if (!verdict.ok) return refuse(c, verdict.refusal);
  const form = verdict.value;
  if (ctx.stores.members.byUsername(form.username)) return fail(c, ErrorCode.usernameTaken, 'usernameTaken');

  const passwordHash = await hashPassword(form.password);
  let created: MemberRow;
  try {
    created = ctx.stores.members.create({
      username: form.username,
      passwordHash,
      type,
      parentId: agent.id,
      nickname: form.nickname || form.username,
      vipLevel: 0,
      now: ctx.clock(),
      firstLoginPending: 1,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fail(c, ErrorCode.usernameTaken, 'usernameTaken');
  }
  return ok(c, registerDownlineResponse, { userName: created.username, type: created.type, level: 1, parent: agent.username });
}
