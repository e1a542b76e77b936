import { assign, fromPromise, setup } from 'xstate';
import type { AvatarIcon, MemberIcon } from '../../kernel/memberIcon';

export type AvatarIconEvent = { type: 'RETRY' } | { type: 'OPEN' } | { type: 'SELECT'; icon: number } | { type: 'SAVE' } | { type: 'CANCEL' };

export type AvatarIconContext = {
  icons: AvatarIcon[];
  /** The member's avatar; null: the default one. */
  icon: number | null;
  /** The icon picked in the open picker, not saved yet. */
  selected: number | null;
  /** Why the last read or save failed (the typed API error). */
  error: unknown;
  /** The last choice was saved (a note until the picker opens again). */
  saved: boolean;
};

const storeIcon = (output: MemberIcon) => ({ icons: output.icons, icon: output.icon });

/** The address of the avatar worn, or null for the default one. */
export const wornAvatarUrl = ({ icons, icon }: Pick<AvatarIconContext, 'icons' | 'icon'>) => icons.find((offered) => offered.id === icon)?.url ?? null;

/**
 * SPEC 7 /wps/member/info/icon in the member center's profile: the member's avatar, and a picker
 * of the icons on offer; the choice is saved when the member confirms it. Not a money write: an
 * unanswered save shows the network message and the picker stays open to try again.
 */
export const avatarIconMachine = setup({
  types: { context: {} as AvatarIconContext, events: {} as AvatarIconEvent },
  actors: {
    loadIcon: fromPromise<MemberIcon>(async () => {
      throw new Error('loadIcon not provided');
    }),
    saveIcon: fromPromise<MemberIcon, { icon: number }>(async () => {
      throw new Error('saveIcon not provided');
    }),
  },
  guards: {
    offered: ({ context, event }) => context.icons.some((icon) => icon.id === (event as Extract<AvatarIconEvent, { type: 'SELECT' }>).icon),
    changed: ({ context }) => context.selected !== null && context.selected !== context.icon,
  },
  actions: {
    storeLoaded: assign(({ event }) => ({ ...storeIcon((event as unknown as { output: MemberIcon }).output), error: null })),
    storeSaved: assign(({ event }) => ({ ...storeIcon((event as unknown as { output: MemberIcon }).output), saved: true, error: null })),
    noteError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    open: assign(({ context }) => ({ selected: context.icon, error: null, saved: false })),
    select: assign(({ event }) => ({ selected: (event as Extract<AvatarIconEvent, { type: 'SELECT' }>).icon, error: null })),
    /** A new avatar is worn: the session (whose member info the header shows) is told, so the header changes at once. */
    announceAvatar: (_, _params: { avatarUrl: string | null }) => {},
  },
}).createMachine({
  id: 'avatarIcon',
  meta: { spec: '7 Member: GET /wps/member/info/icon (T)' },
  context: { icons: [], icon: null, selected: null, error: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'loadIcon', onDone: { target: 'shown', actions: 'storeLoaded' }, onError: { target: 'loadFailed', actions: 'noteError' } },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    shown: { meta: { spec: '2 Member center: the profile shows the avatar' }, on: { OPEN: { target: 'picking', actions: 'open' } } },
    picking: {
      meta: { spec: '2 Member center: the member picks an avatar icon' },
      on: {
        SELECT: { guard: 'offered', actions: 'select' },
        // Saving the avatar already worn changes nothing: the picker just closes.
        SAVE: [{ guard: 'changed', target: 'saving' }, { target: 'shown' }],
        CANCEL: 'shown',
      },
    },
    saving: {
      meta: { spec: '7 Member: the chosen icon is saved (PUT, reference backend addition)' },
      invoke: {
        src: 'saveIcon',
        input: ({ context }) => ({ icon: context.selected as number }),
        onDone: { target: 'shown', actions: ['storeSaved', { type: 'announceAvatar', params: ({ context }) => ({ avatarUrl: wornAvatarUrl(context) }) }] },
        onError: { target: 'picking', actions: 'noteError' },
      },
    },
  },
});
