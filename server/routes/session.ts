import { Hono } from 'hono';
import { ErrorCode } from '../../src/contract/errorCodes';
import { isModuleEnabled } from '../../src/contract/modules';
import { PATH } from '../../src/contract/paths';
import { HEADER, isAgentType, TRIAL_USER_TYPES } from '../../src/contract/platform';
import {
  freePlayRequestSchema,
  freePlayResponse,
  loginRequestSchema,
  loginResponse,
  logoutResponse,
  type UserInfo,
} from '../../src/contract/session';
import { readToken, requireMember, startSession } from '../auth';
import { checkCaptcha } from '../captcha/service';
import { clientKey } from '../clientIdentity';
import type { AppEnv, ServerContext } from '../context';
import { rupeesToPaise } from '../money';
import { PASSWORD_MAX_AGE_MS, verifyPassword } from '../passwords';
import { secureRandom } from '../random';
import { fail, ok } from '../respond';
import type { MemberRow } from '../store/members';
import { readJsonBody, readSealedBody } from '../validate';

/** Account types the member site refuses (SPEC 6: the admin label, seeded as demo_admin). */
const NON_MEMBER_TYPES: readonly number[] = [9];

const TRIAL_TYPE = TRIAL_USER_TYPES[0];
const TRIAL_CREDIT_RUPEES = 2000;
const TRIAL_NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The value of a failed login that asks the client to show the captcha. */
const CAPTCHA_NEEDED = { captcha: true };

/** Opens a session and describes it as the login result; spends the first-login flag. */
function signIn(ctx: ServerContext, member: MemberRow, now: number): UserInfo {
  const session = startSession(ctx, member.id, now);
  ctx.stores.members.recordLogin(member.id, now);
  return {
    userName: member.username,
    token: session.token,
    firstTimeLogin: member.firstLoginPending === 1,
    passwordExpired: now - member.passwordChangedAt > PASSWORD_MAX_AGE_MS,
    expiresAt: session.expiresAt,
  };
}

/**
 * A fresh trial name, trial_ and six letters or digits, not taken yet. The injected random source
 * comes first (predictable in tests); should it keep repeating a taken name (a constant stub),
 * the CSPRNG takes over so free play never loops forever.
 */
function newTrialName(ctx: ServerContext): string {
  for (let attempt = 0; ; attempt++) {
    const random = attempt < 10 ? ctx.random : secureRandom;
    const suffix = Array.from({ length: 6 }, () => TRIAL_NAME_ALPHABET[Math.floor(random() * TRIAL_NAME_ALPHABET.length)]).join('');
    const name = `trial_${suffix}`;
    if (!ctx.stores.members.byUsername(name)) return name;
  }
}

/** Login (E), free play and logout (T). */
export function sessionRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.post(PATH.login, async (c) => {
    const request = await readSealedBody(c, ctx, loginRequestSchema);
    const now = ctx.clock();
    const client = clientKey(c);
    // One failure for this name or from this browser puts both behind a captcha.
    const subjects = [`user:${request.username.toLowerCase()}`, `client:${client}`];

    if (ctx.stores.loginChallenges.isRequired(subjects)) {
      if (!request.captcha.trim()) return fail(c, ErrorCode.captchaRequired, 'captchaRequired', { value: CAPTCHA_NEEDED });
      const passed = checkCaptcha(ctx, { clientKey: client, captchaId: c.req.header(HEADER.captchaId), answer: request.captcha });
      if (!passed) return fail(c, ErrorCode.captchaWrong, 'captchaWrong', { value: CAPTCHA_NEEDED });
    }

    const member = ctx.stores.members.byUsername(request.username);
    // verifyPassword checks a decoy hash when there is no such member, so timing does not tell.
    if (!(await verifyPassword(request.password, member?.passwordHash ?? null)) || !member) {
      ctx.stores.loginChallenges.recordFailure(subjects, now);
      return fail(c, ErrorCode.badCredentials, 'badCredentials', { value: CAPTCHA_NEEDED });
    }
    ctx.stores.loginChallenges.clear(subjects);

    if (request.site === 'agent' && !isAgentType(member.type)) return fail(c, ErrorCode.nonAgent, 'nonAgent');
    if (request.site === 'member' && NON_MEMBER_TYPES.includes(member.type)) return fail(c, ErrorCode.nonMember, 'nonMember');
    return ok(c, loginResponse, signIn(ctx, member, now));
  });

  routes.post(PATH.freePlay, async (c) => {
    await readJsonBody(c, freePlayRequestSchema);
    if (!isModuleEnabled(ctx.stores.merchant.moduleTree(), 'FREEPLAY3')) {
      return fail(c, ErrorCode.moduleDisabled, 'moduleDisabled', { status: 404 });
    }
    const now = ctx.clock();
    const username = newTrialName(ctx);
    const member = ctx.stores.members.create({
      username,
      passwordHash: null,
      type: TRIAL_TYPE,
      parentId: null,
      nickname: username,
      balanceCents: rupeesToPaise(TRIAL_CREDIT_RUPEES),
      vipLevel: 0,
      now,
    });
    return ok(c, freePlayResponse, signIn(ctx, member, now));
  });

  routes.delete(PATH.logout, requireMember(ctx), (c) => {
    const token = readToken(c);
    if (token) ctx.stores.sessions.revoke(token, ctx.clock());
    return ok(c, logoutResponse, true);
  });

  return routes;
}
