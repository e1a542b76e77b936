import { Hono } from 'hono';
import { ErrorCode } from '../../kernel/errorCodes';
import { newGameVendorResponse, pvpRoomListResponse, type VendorGameType, vendorGameTypeResponse } from '../../kernel/games';
import { PATH } from '../../kernel/paths';
import { newGameVendorQuerySchema, pvpRoomListQuerySchema, vendorGameTypeQuerySchema } from '../../kernel/queries';
import type { AppEnv } from '../appEnv';
import { requireMember } from '../auth';
import type { ServerContext } from '../context';
import { toVendor } from '../gameViews';
import { type Localised, localise } from '../i18n';
import { paiseToRupees } from '../money';
import { fail, ok } from '../respond';
import type { RoomTier } from '../store/pvpRooms';
import { readQuery } from '../validate';

const TIER_NAME: Record<RoomTier, Localised> = {
  beginner: { EN: 'Beginner', HI: 'शुरुआती' },
  regular: { EN: 'Regular', HI: 'नियमित' },
  vip: { EN: 'VIP', HI: 'VIP' },
};

/** Vendor calls: the game types of each vendor code (T), the new vendors, and PVP rooms (T). */
export function vendorRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get(PATH.vendorGameType, requireMember(ctx), (c) => {
    const query = readQuery(c, vendorGameTypeQuerySchema);
    // One entry per vendor code, named as it is first listed (PT: 'Playtech', also in LIVE).
    const byCode = new Map<string, VendorGameType>();
    for (const vendor of ctx.stores.games.vendors()) {
      if (query.vassalage !== undefined && vendor.code !== query.vassalage) continue;
      const entry = byCode.get(vendor.code);
      if (entry) entry.gameTypes.push(vendor.category);
      else byCode.set(vendor.code, { vassalage: vendor.code, name: vendor.name, gameTypes: [vendor.category] });
    }
    if (query.vassalage !== undefined && byCode.size === 0) return fail(c, ErrorCode.notFound, 'vendorNotFound');
    return ok(c, vendorGameTypeResponse, [...byCode.values()]);
  });

  routes.get(PATH.newGameVendor, (c) => {
    readQuery(c, newGameVendorQuerySchema);
    return ok(c, newGameVendorResponse, ctx.stores.games.newVendors().map(toVendor));
  });

  routes.get(PATH.pvpRoomList, requireMember(ctx), (c) => {
    const query = readQuery(c, pvpRoomListQuerySchema);
    const rooms = ctx.stores.pvpRooms.byVendor(query.vassalage);
    if (rooms.length === 0) return fail(c, ErrorCode.notFound, 'vendorNotFound', { detail: `${query.vassalage} has no PVP rooms` });
    const lang = c.get('lang');
    return ok(
      c,
      pvpRoomListResponse,
      rooms.map((room) => ({
        roomId: room.id,
        name: `${room.gameName} · ${localise(TIER_NAME[room.tier], lang)}`,
        vassalage: room.vendorCode,
        nodeId: room.nodeId,
        gameCode: room.gameCode,
        minBet: paiseToRupees(room.minBetCents),
        maxBet: paiseToRupees(room.maxBetCents),
        players: room.players,
        maxPlayers: room.maxPlayers,
      })),
    );
  });

  return routes;
}
