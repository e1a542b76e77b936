import { AreaErrorBoundary } from '@/ui/AreaErrorBoundary';
import { AccountPopups } from './AccountPopups';
import { AnnouncementOverlay } from './AnnouncementOverlay';
import { GameLaunchOverlay } from './GameLaunchOverlay';
import { PlatformDataAlert } from './PlatformDataAlert';
import { RealityCheckOverlay } from './RealityCheckOverlay';
import { LoginPrompts, SessionStatusOverlays } from './SessionOverlays';

/**
 * Everything shown over the page, one component per machine that owns it. Dialogs share one
 * stacking level, so the order is the stacking order: the later one is on top. Each has its own
 * error boundary: an overlay that fails says so in a dialog and never takes the page down.
 */
export function Overlays() {
  return (
    <>
      <AreaErrorBoundary presentation="dialog">
        <AccountPopups />
      </AreaErrorBoundary>
      <AreaErrorBoundary presentation="dialog">
        <LoginPrompts />
      </AreaErrorBoundary>
      <AreaErrorBoundary presentation="dialog">
        <AnnouncementOverlay />
      </AreaErrorBoundary>
      <AreaErrorBoundary presentation="dialog">
        <GameLaunchOverlay />
      </AreaErrorBoundary>
      {/* Issue 26: the reality check's reminder, over any page and over the game. */}
      <AreaErrorBoundary presentation="dialog">
        <RealityCheckOverlay />
      </AreaErrorBoundary>
      <AreaErrorBoundary presentation="dialog">
        <SessionStatusOverlays />
      </AreaErrorBoundary>
      <AreaErrorBoundary presentation="dialog">
        <PlatformDataAlert />
      </AreaErrorBoundary>
    </>
  );
}
