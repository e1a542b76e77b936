import { Hono } from 'hono';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { POINTS_WALLET } from '../../kernel/points';
import {
  accountRecordQuerySchema,
  accountRecordsResponse,
  betRecordQuerySchema,
  betRecordsResponse,
  profitLossQuerySchema,
  profitLossResponse,
} from '../../kernel/records';
import type { AppEnv } from '../appEnv';
import type { ServerContext } from '../context';
import { accountRecordPage } from '../records/accountRecords';
import { betRecordPage } from '../records/betRecords';
import { profitLoss } from '../records/profitLoss';
import { ok } from '../respond';
import { readQuery } from '../validate';
import { requireRealMoneyMember } from '../wallet/guards';
import { pointRecordsAnswer } from './points';

/**
 * The member centre's records (T): betting record, account record, profit and loss, each over a
 * range of India days. A member sees only its own; a trial account, which has no real money, is
 * asked to register (SPEC 4).
 */
export function recordRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  const guard = requireRealMoneyMember(ctx);

  routes.get(MEMBER_PATH.betRecords, guard, (c) => ok(c, betRecordsResponse, betRecordPage(ctx.stores.records, c.get('member').id, readQuery(c, betRecordQuerySchema))));

  routes.get(MEMBER_PATH.accountRecords, guard, (c) =>
    // The points view of the same call (SPEC 7 Points: ODSFE2_MemTransDet) answers the points' movements.
    c.req.query('wallet') === POINTS_WALLET
      ? pointRecordsAnswer(ctx, c)
      : ok(c, accountRecordsResponse, accountRecordPage(ctx.stores.records, c.get('member').id, readQuery(c, accountRecordQuerySchema))),
  );

  routes.get(MEMBER_PATH.profitLoss, guard, (c) => ok(c, profitLossResponse, profitLoss(ctx.stores.records, c.get('member').id, readQuery(c, profitLossQuerySchema))));

  return routes;
}
