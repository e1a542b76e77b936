import { useState, useSyncExternalStore } from 'react';
import { storedConsent } from '@/platform/storage';
import { AreaErrorBoundary } from '@/ui/AreaErrorBoundary';
import { LazyArea } from '@/ui/LazyArea';
import { consentLayerChunk } from '../consent/consentLayerChunk';
import { cookieSettingsAsks, onCookieSettingsAsked } from '../consent/cookieSettings';

/**
 * Issue 26, item 6: where the storage notice mounts. On a first visit (no choice kept) its chunk is
 * fetched beside the first screen's reads (main.tsx), so the notice is drawn in the page's first
 * frame, not popped in over a page already read; otherwise the chunk loads once the footer's Cookie
 * settings is pressed, and a player who chose loads nothing.
 */
export function ConsentOverlay() {
  const [firstVisit] = useState(() => storedConsent() === null);
  const asked = useSyncExternalStore(onCookieSettingsAsked, cookieSettingsAsks) > 0;
  if (!firstVisit && !asked) return null;
  const chunk = consentLayerChunk.loaded();
  if (!chunk) return <LazyArea quiet load={consentLayerChunk.load} />;
  const Layer = chunk.default;
  return (
    <AreaErrorBoundary presentation="dialog">
      <Layer />
    </AreaErrorBoundary>
  );
}
