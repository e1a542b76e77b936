import type { Game, Volatility } from '@kernel/games';
import type { SessionKind } from '@machines/sessionKind';

/** Issue 26, item 5: what a game's details panel shows, null where the catalogue gives none (the panel writes '—'). */
export type GameFacts = {
  /** Return to player as a fraction (0.9621 for 9621 basis points). */
  rtp: number | null;
  volatility: Volatility | null;
  bets: { minPaise: number; maxPaise: number } | null;
};

const BASIS_POINTS_PER_WHOLE = 10_000;

export function gameFacts(game: Game): GameFacts {
  return {
    rtp: game.rtpBasisPoints == null ? null : game.rtpBasisPoints / BASIS_POINTS_PER_WHOLE,
    volatility: game.volatility ?? null,
    // A range needs both ends; a gateway without them leaves the row blank rather than half-written.
    bets: game.minBetPaise !== undefined && game.maxBetPaise !== undefined ? { minPaise: game.minBetPaise, maxPaise: game.maxBetPaise } : null,
  };
}

/** Issue 26, item 5 (SPEC 6: a visitor may use trial play): who is offered Try demo; a member plays for real. */
export const mayTryDemo = (session: SessionKind): boolean => session === 'guest' || session === 'trial';
