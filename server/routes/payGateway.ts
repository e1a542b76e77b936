import { Hono } from 'hono';
import { depositOrderResponse } from '../../kernel/deposit';
import { ErrorCode } from '../../kernel/errorCodes';
import type { AppEnv } from '../appEnv';
import { ART_PREFIX } from '../art/urls';
import type { ServerContext } from '../context';
import { resolveLanguage } from '../i18n';
import { htmlPage } from '../pages/html';
import { renderPayPage } from '../pages/payPage';
import { fail, ok } from '../respond';
import { depositOrderView, failDepositOrder, payDepositOrder } from '../wallet/deposits';

const PAY_PREFIX = `${ART_PREFIX}/pay`;
const gatewayPath = (orderId: string, outcome: 'pay' | 'fail') => `${PAY_PREFIX}/${encodeURIComponent(orderId)}/${outcome}`;

/**
 * The demo payment gateway: the page of a deposit order and the two answers its buttons send.
 * Like the real gateway's page it needs no platform session: the order id (96 random bits) in the
 * address is what lets a payer in. Expiry follows the injected clock.
 */
export function payGatewayRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(`${PAY_PREFIX}/:file`, (c) => {
    const file = c.req.param('file');
    const order = file.endsWith('.html') ? ctx.stores.deposits.byId(file.slice(0, -'.html'.length)) : null;
    if (!order || order.peerWithdrawalId !== null) return fail(c, ErrorCode.orderNotFound, 'orderNotFound', { status: 404 });
    const lang = resolveLanguage(c.req.query('lang'));
    const view = depositOrderView(order, ctx.clock(), lang);
    return htmlPage(c, renderPayPage({ order: view, lang, payPath: gatewayPath(order.id, 'pay'), failPath: gatewayPath(order.id, 'fail') }), {
      connectSelf: true,
    });
  });

  routes.post(`${PAY_PREFIX}/:orderId/pay`, (c) => {
    const now = ctx.clock();
    return ok(c, depositOrderResponse, depositOrderView(payDepositOrder(ctx, c.req.param('orderId'), now), now, c.get('lang')));
  });

  routes.post(`${PAY_PREFIX}/:orderId/fail`, (c) => {
    const now = ctx.clock();
    return ok(c, depositOrderResponse, depositOrderView(failDepositOrder(ctx, c.req.param('orderId'), now), now, c.get('lang')));
  });

  return routes;
}
