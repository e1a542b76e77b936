import type { SnapshotFrom } from 'xstate';
import { type avatarIconMachine, wornAvatarUrl } from './avatarIcon.machine';

type AvatarIconSnapshot = SnapshotFrom<typeof avatarIconMachine>;

/** The address of the member's avatar, or null for the default one (also while it is unknown). */
export const avatarUrl = (snapshot: AvatarIconSnapshot) => wornAvatarUrl(snapshot.context);

export const avatarPickerOpen = (snapshot: AvatarIconSnapshot) => snapshot.matches('picking') || snapshot.matches('saving');

/** The icon the picker marks as chosen: the one picked, else the one worn. */
export const avatarPicked = (snapshot: AvatarIconSnapshot) => snapshot.context.selected;
