import { useSelector } from '@xstate/react';
import type { PvpRoom } from '@kernel/games';
import { sessionKind } from '@machines/session.selectors';
import PvpRoomsPanel from '@/features/pvpRooms/PvpRoomsPanel';
import { pvpVendorsOf, roomLaunchTarget, roomVendorFor } from '@/rules/pvpRooms.rules';
import { useRootActors } from '../RootActorsContext';
import { gameCalls } from '../services';

/**
 * SPEC 7 PVP rooms on the /pvp list: the tables of the page's card-game vendor (or the first one),
 * with their props from the root actors; loaded as its own chunk, only on /pvp.
 */
export default function PvpRoomsRoute({ vassalage }: { vassalage: string | null }) {
  const { gameMenus, session, whitelabel, popups, gameLaunch, language } = useRootActors();
  const menus = useSelector(gameMenus, (snapshot) => snapshot.context.data);
  const kind = useSelector(session, sessionKind);
  const currencySymbol = useSelector(whitelabel, (snapshot) => snapshot.context.data?.currencySymbol ?? '₹');
  // Room names come in the request language: a language change loads them again.
  const lang = useSelector(language, (snapshot) => snapshot.context.language);
  // Until the session is known, neither the tables nor the login prompt are shown.
  if (kind === 'pending') return null;
  return (
    <PvpRoomsPanel
      key={lang}
      vendors={pvpVendorsOf(menus).map((vendor) => ({ vassalage: vendor.vassalage, name: vendor.name }))}
      vendor={roomVendorFor(menus, vassalage)}
      signedIn={kind !== 'guest'}
      currencySymbol={currencySymbol}
      loadRooms={gameCalls.getPvpRoomList}
      onNeedLogin={() => popups.send({ type: 'OPEN_LOGIN' })}
      onJoin={(room: PvpRoom) => gameLaunch.send({ type: 'LAUNCH', target: roomLaunchTarget(room) })}
    />
  );
}
