/**
 * SPEC 7 live chat, as seen from the first page load: nothing but this launcher. The machine,
 * its effects and its panels load as one chunk (liveChatLayer), fetched ahead when a live chat
 * entry is pointed at, so the click normally reaches a loaded machine and the popup window opens
 * during the click itself.
 */
type LayerModule = typeof import('./liveChatLayer');

let layer: LayerModule | null = null;
let loading: Promise<LayerModule> | null = null;
let requested = false;
const listeners = new Set<() => void>();

export const loadLiveChatLayer = () =>
  (loading ??= import('./liveChatLayer').then(
    (module) => (layer = module),
    (error) => {
      loading = null;
      throw error;
    },
  ));

/** Whether live chat has been asked for (from then on its layer is on the page). */
export const liveChatRequested = () => requested;
export function subscribeLiveChat(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function openLiveChat(language: string) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  if (layer) layer.openChat(language);
  else
    loadLiveChatLayer()
      .then((module) => module.openChat(language))
      // The chunk did not load: the layer's LazyArea shows the chunk error with its retry.
      .catch(() => {});
}
