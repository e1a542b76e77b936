import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CONTRACT_KINDS,
  CONTRACT_MODULE,
  type ContractKind,
  consolidatedResponse,
  contractActionResponse,
  contractBookResponse,
  contractPreviewResponse,
  settlementQuerySchema,
  settlementsResponse,
} from '../../kernel/agencyContracts';
import { AGENT_PATH } from '../../kernel/agentPaths';
import { ErrorCode } from '../../kernel/errorCodes';
import { idempotencyKeySchema } from '../../kernel/money';
import { isTrialType } from '../../kernel/platform';
import { requireAgent } from '../agency/guards';
import type { AppEnv } from '../appEnv';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { accept, offer, previewAccept, previewOffer, reject, terminate, uplineMayTerminate, type Who } from '../contracts/lifecycle';
import { settlementPage } from '../contracts/records';
import { settleDueContracts } from '../contracts/settlement';
import { parseTerms } from '../contracts/terms';
import { consolidatedOf, contractBook } from '../contracts/view';
import { assertModule } from '../moduleGate';
import { ApiError, ok } from '../respond';
import { parseInput, readJsonBody, readQuery } from '../validate';

/**
 * The action's shape first, its terms on their own afterwards (parseTerms), so a refused rate or
 * term gets its own code and wording rather than the generic INVALID_INPUT.
 */
const receiverSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32));
const contractIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
const actionShapeSchema = v.variant('action', [
  v.object({ action: v.literal('preview'), receiver: receiverSchema, terms: v.unknown() }),
  v.object({ action: v.literal('offer'), receiver: receiverSchema, terms: v.unknown(), idempotencyKey: idempotencyKeySchema }),
  v.object({ action: v.picklist(['previewAccept', 'accept', 'reject', 'terminate']), contractId: contractIdSchema }),
]);

/**
 * SPEC 7 Contracts (T, agents only): one call per kind, GET the agent's book, POST one action
 * (kernel/agencyContracts.ts); the settlement records; and the consolidated contract info
 * every non-trial account reads on login (SPEC 4). Each runs the settlement engine first, so
 * expiries and due settlements are in place before anything is read or changed.
 */
export function contractRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const agentOnly = requireAgent(ctx);
  const settleNow = () => {
    const now = ctx.clock();
    settleDueContracts(ctx, now);
    return now;
  };

  for (const kind of CONTRACT_KINDS) {
    const path = AGENT_PATH[kind];

    routes.get(path, agentOnly, (c) => {
      assertModule(ctx, CONTRACT_MODULE[kind]);
      const now = settleNow();
      return ok(c, contractBookResponse, contractBook(ctx, c.get('member'), kind, uplineMayTerminate(ctx), now));
    });

    routes.post(path, agentOnly, async (c) => {
      assertModule(ctx, CONTRACT_MODULE[kind]);
      const body = parseInput(actionShapeSchema, await readJsonBody(c, v.unknown()));
      const now = settleNow();
      const who: Who = { ctx, agent: c.get('member'), kind, now, lang: c.get('lang') };
      switch (body.action) {
        case 'preview':
          return ok(c, contractPreviewResponse, previewOffer(who, body.receiver, termsOf(kind, body.terms, who)));
        case 'offer':
          return ok(c, contractActionResponse, offer(who, body.receiver, termsOf(kind, body.terms, who), body.idempotencyKey));
        case 'previewAccept':
          return ok(c, contractPreviewResponse, previewAccept(who, body.contractId));
        case 'accept':
          return ok(c, contractActionResponse, accept(who, body.contractId));
        case 'reject':
          return ok(c, contractActionResponse, reject(who, body.contractId));
        case 'terminate':
          return ok(c, contractActionResponse, terminate(who, body.contractId));
      }
    });
  }

  routes.get(AGENT_PATH.settlements, agentOnly, (c) => {
    const query = readQuery(c, settlementQuerySchema);
    assertModule(ctx, CONTRACT_MODULE[query.kind]);
    settleNow();
    return ok(c, settlementsResponse, settlementPage(ctx.db, c.get('member').id, query));
  });

  // SPEC 4 'non-trial users': members too (they answer 'none' unless they hold a contract).
  routes.get(AGENT_PATH.consolidated, requireMember(ctx), (c) => {
    const member = c.get('member');
    if (isTrialType(member.type)) throw new ApiError(403, ErrorCode.trialNotAllowed, 'trialNotAllowed');
    const now = settleNow();
    return ok(c, consolidatedResponse, consolidatedOf(ctx, member, now));
  });

  return routes;
}

const termsOf = (kind: ContractKind, input: unknown, who: Who) => parseTerms(kind, input, who.lang);
