import * as v from 'valibot';
import { envelope } from './envelope';
import { gameSchema } from './games';
import { GAME_CATEGORIES } from './platform';

/** SPEC 3 Favourite (and the recent list): a page of games with pageNum and totalPages. */
export const gamePageSchema = v.object({
  content: v.array(gameSchema),
  pageNum: v.number(),
  totalPages: v.number(),
});
export type GamePage = v.InferOutput<typeof gamePageSchema>;

export const favouriteGamesResponse = envelope(gamePageSchema);
export const recentGamesResponse = envelope(gamePageSchema);

/** A node id as JSON sends it (a number) or as a form or query would (digits). */
const nodeIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.toNumber(), v.minValue(1)),
]);

/** SPEC 3 Favourite add request: nodeId, vendor, gameType. */
export const addFavouriteRequestSchema = v.object({
  nodeId: nodeIdSchema,
  vendor: v.pipe(v.string(), v.minLength(1)),
  gameType: v.picklist(GAME_CATEGORIES),
});
export type AddFavouriteRequest = v.InferInput<typeof addFavouriteRequestSchema>;

/** SPEC 7 remove: nodeId, in the query string or in a JSON body. */
export const removeFavouriteRequestSchema = v.object({ nodeId: nodeIdSchema });
export type RemoveFavouriteRequest = v.InferInput<typeof removeFavouriteRequestSchema>;

/** Add and remove answer true (both are idempotent). */
export const favouriteChangeResponse = envelope(v.boolean());
