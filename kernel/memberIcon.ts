import * as v from 'valibot';
import { envelope } from './envelope';
import { webAddressSchema } from './webAddress';

/**
 * SPEC 7 Member: GET /wps/member/info/icon (T), and nothing more about it. What a player expects
 * of it, and what the reference backend serves: the avatar icons the member may choose from and
 * the one chosen; choosing one is a PUT on the same path (a reference backend addition). The
 * member center's profile shows the chosen avatar and lets the member change it.
 */

/** The avatar icons on offer (generated art, server/art/avatarArt.ts). */
export const AVATAR_ICON_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const avatarIconSchema = v.object({ id: v.pipe(v.number(), v.integer()), url: webAddressSchema });
export type AvatarIcon = v.InferOutput<typeof avatarIconSchema>;

export const memberIconSchema = v.object({
  /** The chosen icon's id; null: none chosen yet (the default avatar shows). */
  icon: v.nullable(v.pipe(v.number(), v.integer())),
  icons: v.array(avatarIconSchema),
});
export type MemberIcon = v.InferOutput<typeof memberIconSchema>;
export const memberIconResponse = envelope(memberIconSchema);

/** PUT: choose an icon of the list (null: back to the default avatar); answers as GET does. */
export const setMemberIconRequestSchema = v.object({ icon: v.nullable(v.pipe(v.number(), v.integer())) });
export type SetMemberIconRequest = v.InferOutput<typeof setMemberIconRequestSchema>;
