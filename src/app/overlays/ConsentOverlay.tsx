import { useState, useSyncExternalStore } from 'react';
import { storedConsent } from '@/platform/storage';
import { LazyArea } from '@/ui/LazyArea';
import { cookieSettingsAsks, onCookieSettingsAsked } from '../consent/cookieSettings';

// The notice and its machine: a chunk of their own, loaded only when needed.
const loadConsent = () => import('../consent/ConsentLayer').then((module) => ({ default: module.ConsentLayer }));

/**
 * Issue 26, item 6: where the storage notice mounts (with the overlays, after the first paint, so
 * the notice is never the page's first or largest paint). Its chunk loads on a first visit (no
 * choice kept) or once the footer's Cookie settings is pressed; a player who chose loads nothing.
 */
export function ConsentOverlay() {
  const [firstVisit] = useState(() => storedConsent() === null);
  const asked = useSyncExternalStore(onCookieSettingsAsked, cookieSettingsAsks) > 0;
  return firstVisit || asked ? <LazyArea quiet load={loadConsent} /> : null;
}
