import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { liveChatMachine } from '@machines/liveChat.machine';
import { isApiError } from '../api/errors';
import LiveChatPanel from '../features/liveChat/LiveChatPanel';
import { chatPageAddress, chatWindow } from './chatWindow';
import { supportCalls } from './services';

/** SPEC 7 live chat: the desks and the launch, shown in a popup window reserved on the click. */
const liveChat = createActor(
  liveChatMachine.provide({
    actors: {
      loadDesks: fromPromise(() => supportCalls.getChatModels()),
      launchChat: fromPromise(({ input }) => supportCalls.launchChat((input as { modelId: string }).modelId)),
      showInWindow: fromPromise(async ({ input }) => chatWindow.show((input as { chatUrl: string }).chatUrl)),
    },
    actions: { reserveWindow: () => chatWindow.reserve(), releaseWindow: () => chatWindow.release() },
  }),
).start();

export const openChat = (language: string) => liveChat.send({ type: 'OPEN', language });

/** What the live chat machine asks the page to show: connecting, failed, popup blocked, or the chat inside the page. */
export default function LiveChatLayer() {
  const view = useSelector(liveChat, (snapshot) => String(snapshot.value));
  const context = useSelector(liveChat, (snapshot) => snapshot.context);
  if (view === 'idle' || view === 'open') return null;
  const error = context.error;
  return (
    <LiveChatPanel
      view={view as 'loadingModels' | 'launching' | 'presenting' | 'blocked' | 'embedded' | 'failed'}
      deskName={context.desk?.name ?? null}
      chatUrl={context.chatUrl ? chatPageAddress(context.chatUrl) : null}
      noDesk={context.failure === 'noDesk'}
      // A refusal by the platform carries its own message; other failures are the network's.
      serverMessage={isApiError(error) && error.kind === 'business' ? error.message : null}
      onRetry={() => liveChat.send({ type: 'RETRY' })}
      onEmbed={() => liveChat.send({ type: 'EMBED' })}
      onClose={() => liveChat.send({ type: 'CLOSE' })}
    />
  );
}
