import { useSyncExternalStore } from 'react';
import { LazyArea } from '../ui/LazyArea';
import { liveChatRequested, loadLiveChatLayer, subscribeLiveChat } from './liveChat';

/** The live chat layer (panels over the page), on the page once live chat has been asked for. */
export function LiveChatOverlay() {
  const requested = useSyncExternalStore(subscribeLiveChat, liveChatRequested, () => false);
  return requested ? <LazyArea quiet load={loadLiveChatLayer} /> : null;
}
