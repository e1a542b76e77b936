import { createContext, useContext } from 'react';
import type { RootActors } from './rootActors';

export const RootActorsContext = createContext<RootActors | null>(null);

export function useRootActors(): RootActors {
  const actors = useContext(RootActorsContext);
  if (!actors) throw new Error('useRootActors outside RootActorsContext');
  return actors;
}
