import { storedConsent } from '@/platform/storage';
import { preloadableChunk } from '@/ui/preloadableChunk';

/** The notice's chunk (the notice, its machine and the settings dialog's opener). */
export const consentLayerChunk = preloadableChunk(() => import('./ConsentLayer').then((module) => ({ default: module.ConsentLayer })));

/**
 * A first visit (no choice kept): the notice belongs to the first frame, so its chunk is fetched
 * beside the first screen's reads and the first render waits for it as it waits for the fonts.
 * A visitor who chose loads nothing.
 */
export function preloadConsentOnFirstVisit(): Promise<unknown> {
  return storedConsent() === null ? consentLayerChunk.load().catch(() => undefined) : Promise.resolve();
}
