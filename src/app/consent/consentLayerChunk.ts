import type { ComponentType } from 'react';
import { storedConsent } from '@/platform/storage';

type ConsentLayerModule = { default: ComponentType };

let loaded: ConsentLayerModule | null = null;

/** The notice's chunk (the notice, its machine and the settings dialog's opener), kept once it is here. */
export const loadConsentLayer = (): Promise<ConsentLayerModule> =>
  import('./ConsentLayer').then((module) => {
    loaded = { default: module.ConsentLayer };
    return loaded;
  });

/** The chunk when it has arrived, so the notice renders in the same frame as the page rather than a frame after. */
export const loadedConsentLayer = (): ConsentLayerModule | null => loaded;

/**
 * A first visit (no choice kept): the notice belongs to the first frame, so its chunk is fetched
 * beside the first screen's reads and the first render waits for it as it waits for the fonts.
 * A visitor who chose loads nothing.
 */
export function preloadConsentOnFirstVisit(): Promise<unknown> {
  return storedConsent() === null ? loadConsentLayer().catch(() => undefined) : Promise.resolve();
}
