import { playPagePath } from '../../kernel/paths';
import type { Lang } from '../i18n';

/** Where the generated art is served (server/routes/art.ts); plain GETs, so <img> tags can load them. */
export const ART_PREFIX = '/assets-gen';

export const gameIconUrl = (nodeId: number) => `${ART_PREFIX}/game/${nodeId}.svg`;
/** The tall (3:4) tile art. */
export const gameLargeIconUrl = (nodeId: number) => `${ART_PREFIX}/game/${nodeId}.svg?size=large`;
/** An avatar icon a member may choose (kernel/memberIcon.ts). */
export const avatarIconUrl = (id: number) => `${ART_PREFIX}/avatar/${id}.svg`;
export const vendorLogoUrl = (code: string) => `${ART_PREFIX}/vendor/${encodeURIComponent(code)}.svg`;
/** Banners carry their title, so the language is part of the address (an <img> sends no Language header). */
export const bannerImageUrl = (id: number, lang: Lang) => `${ART_PREFIX}/banner/${id}.svg?lang=${lang}`;

/** The demo 'game' a launch opens (server/routes/play.ts), in the launching player's language, with the launch's play ticket. */
export const playPageUrl = (nodeId: number, lang: Lang, ticket: string) => `${playPagePath(nodeId)}?lang=${lang}&ticket=${ticket}`;
/** The live chat page a chat launch opens. */
export const chatPageUrl = (modelId: string, lang: Lang) => `${ART_PREFIX}/chat.html?model=${encodeURIComponent(modelId)}&lang=${lang}`;
