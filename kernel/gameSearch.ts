import * as v from 'valibot';
import { envelope } from './envelope';
import { gameSchema } from './games';
import { GAME_CATEGORIES } from './platform';

/**
 * Reference backend addition (issue 26, item 5): the header's game search. SPEC names no such call;
 * the path sits beside the game list's relay calls. Kept here rather than in PATH so the lobby's
 * entry chunk does not carry it (the search loads on the field's first focus).
 */
export const GAME_SEARCH_PATH = '/wps/relay/GCSGAME_searchGames';

/** The search's limits, one place for the client's machine and the backend's check. */
export const GAME_SEARCH = {
  /** Fewer characters (after trimming) than this send no request: one letter matches half the catalogue. */
  minQueryLength: 2,
  /** A longer query is refused; no game name comes near it. */
  maxQueryLength: 50,
  /** Games listed per category: the search points at games, the category page lists them all. */
  perCategory: 5,
} as const;

/** Characters of a query as a person counts them (code points, so a Devanagari letter with its sign counts as typed). */
export const queryLength = (query: string): number => [...query.trim()].length;

/**
 * A name or query in the form the search compares: lower case, Latin accents dropped ("Café" finds
 * "cafe" and the other way round). Only the combining accents of Latin are dropped: Devanagari's
 * vowel signs are marks too, and without them a Hindi word is another word.
 */
export const foldSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .trim();

/** GET GAME_SEARCH_PATH: `keyword`, trimmed, between the limits; `language` as every game call carries it. */
export const gameSearchQuerySchema = v.object({
  keyword: v.pipe(
    v.string(),
    v.trim(),
    v.check((keyword) => queryLength(keyword) >= GAME_SEARCH.minQueryLength, 'keyword is too short'),
    v.check((keyword) => queryLength(keyword) <= GAME_SEARCH.maxQueryLength, 'keyword is too long'),
  ),
  language: v.optional(v.string()),
});
export type GameSearchQuery = v.InferOutput<typeof gameSearchQuerySchema>;

/** A game found, with its vendor's name (an option shows both). */
export const gameSearchHitSchema = v.object({ ...gameSchema.entries, vendorName: v.string() });
export type GameSearchHit = v.InferOutput<typeof gameSearchHitSchema>;

/** The games of one category that match, the first `perCategory` of them, and how many match in all. */
export const gameSearchGroupSchema = v.object({
  category: v.picklist(GAME_CATEGORIES),
  games: v.array(gameSearchHitSchema),
  totalCount: v.number(),
});
export type GameSearchGroup = v.InferOutput<typeof gameSearchGroupSchema>;

/** The answer: the keyword searched (so an answer names its question) and the groups in side-menu order, empty groups left out. */
export const gameSearchResultSchema = v.object({
  keyword: v.string(),
  groups: v.array(gameSearchGroupSchema),
});
export type GameSearchResult = v.InferOutput<typeof gameSearchResultSchema>;
export const gameSearchResponse = envelope(gameSearchResultSchema);
