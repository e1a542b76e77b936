import { AccountPopups } from './AccountPopups';
import { AnnouncementOverlay } from './AnnouncementOverlay';
import { GameLaunchOverlay } from './GameLaunchOverlay';
import { LoginPrompts, SessionStatusOverlays } from './SessionOverlays';

/**
 * Everything shown over the page, one component per machine that owns it. Dialogs share one
 * stacking level, so the order is the stacking order: the later one is on top.
 */
export function Overlays() {
  return (
    <>
      <AccountPopups />
      <LoginPrompts />
      <AnnouncementOverlay />
      <GameLaunchOverlay />
      <SessionStatusOverlays />
    </>
  );
}
