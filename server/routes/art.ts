import type { Context } from 'hono';
import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { LOGO_ART_PATH } from '../../kernel/footerLogos';
import { AVATAR_ICON_IDS } from '../../kernel/memberIcon';
import type { AppEnv } from '../appEnv';
import { renderAvatarSvg } from '../art/avatarArt';
import { renderBannerSvg } from '../art/bannerArt';
import { renderGameSvg } from '../art/gameArt';
import { renderLogoSvg } from '../art/logoArt';
import { ART_PREFIX } from '../art/urls';
import { renderVendorSvg } from '../art/vendorArt';
import type { ServerContext } from '../context';
import { fail } from '../respond';

/** '123.svg' -> 123; anything else -> null. */
const idOfFile = (file: string) => (/^\d+\.svg$/.test(file) ? Number(file.slice(0, -4)) : null);

/** Generated art is deterministic, so browsers may keep it for a day. */
function svg(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
}

const notFound = (c: Context<AppEnv>) => fail(c, ErrorCode.notFound, 'notFound', { status: 404 });

/** Generated SVG art for games, vendors and banners; no headers needed, so <img> tags can load it. */
export function artRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(`${ART_PREFIX}/game/:file`, (c) => {
    const nodeId = idOfFile(c.req.param('file'));
    const game = nodeId === null ? null : ctx.stores.games.gameByNode(nodeId);
    if (!game) return notFound(c);
    return svg(c, renderGameSvg({ nodeId: game.nodeId, name: game.name, vendorName: game.vendorName, large: c.req.query('size') === 'large' }));
  });

  routes.get(`${ART_PREFIX}/vendor/:file`, (c) => {
    const file = c.req.param('file');
    const vendor = file.endsWith('.svg') ? ctx.stores.games.vendorByCode(decodeURIComponent(file.slice(0, -4))) : null;
    if (!vendor) return notFound(c);
    return svg(c, renderVendorSvg({ code: vendor.code, name: vendor.name }));
  });

  routes.get(`${ART_PREFIX}/avatar/:file`, (c) => {
    const id = idOfFile(c.req.param('file'));
    return id !== null && (AVATAR_ICON_IDS as readonly number[]).includes(id) ? svg(c, renderAvatarSvg(id)) : notFound(c);
  });

  routes.get(`${ART_PREFIX}/banner/:file`, (c) => {
    const id = idOfFile(c.req.param('file'));
    const banner = id === null ? null : ctx.stores.content.bannerById(id);
    if (!banner) return notFound(c);
    return svg(c, renderBannerSvg({ id: banner.id, video: banner.linkageType === 'VIDEO' }));
  });

  // SPEC 2 Footer: payment, certification, licence and social logo marks.
  routes.get(`${LOGO_ART_PATH}/:file`, (c) => {
    const file = c.req.param('file');
    const art = file.endsWith('.svg') ? renderLogoSvg(decodeURIComponent(file.slice(0, -4))) : null;
    return art ? svg(c, art) : notFound(c);
  });

  return routes;
}
