import { useSelector } from '@xstate/react';
import { isModuleEnabled } from '../../kernel/modules';
import { loadLiveChatLayer, openLiveChat } from './liveChat';
import { useRootActors } from './RootActorsContext';

/**
 * The live chat entries (side bar, side menu): launched through the platform (SPEC 7, module CBS3)
 * in the current language; `launchable` is false when the module is off, and the entry then
 * links to the customer-service address instead. `prepare` fetches the chat's code ahead (on
 * pointing or focus), so the click opens the window at once.
 */
export function useLiveChat() {
  const { language, whitelabel } = useRootActors();
  const launchable = useSelector(whitelabel, (snapshot) => isModuleEnabled(snapshot.context.data?.modules ?? [], 'CBS3'));
  return {
    launchable,
    prepare: () => {
      loadLiveChatLayer().catch(() => {});
    },
    open: () => openLiveChat(language.getSnapshot().context.language),
  };
}
