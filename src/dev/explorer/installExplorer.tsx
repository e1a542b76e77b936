import { createRoot, type Root } from 'react-dom/client';
import type { AnyActorRef } from 'xstate';
import { createInspectRegistry } from './inspectRegistry';
import { watchEveryActor } from './watchEveryActor';

/**
 * The model explorer's entry (development only: main.tsx imports it behind `import.meta.env.DEV`,
 * so the production build has none of it). From here on every root actor the app starts is watched;
 * the root actors already running are handed in. Ctrl+Shift+M shows and hides the panel, which loads
 * (with elkjs) on its first opening, in a React root of its own beside the app's.
 */

/** The explorer's marker in the page; `npm run size` fails when a production chunk contains it. */
export const EXPLORER_MARKER = 'model-explorer-development-only';

const isToggleKey = (event: KeyboardEvent) => event.ctrlKey && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'm';

const actorOf = (value: unknown): AnyActorRef | null => {
  const candidate = (value as { actor?: unknown } | null)?.actor ?? value;
  return candidate && typeof candidate === 'object' && 'system' in candidate && 'sessionId' in candidate ? (candidate as AnyActorRef) : null;
};

export function installExplorer(rootActors: Record<string, unknown>) {
  const registry = createInspectRegistry();
  watchEveryActor(registry);
  for (const [name, value] of Object.entries(rootActors)) {
    const actor = actorOf(value);
    if (actor) registry.watch(actor, name);
  }

  // Mounted on the first opening and only hidden afterwards: a walk half stepped survives closing the panel.
  let root: Root | null = null;
  const host = document.createElement('div');
  host.id = EXPLORER_MARKER;
  const show = async (open: boolean) => {
    host.hidden = !open;
    if (!open || root) return;
    const { ExplorerPanel } = await import('./ExplorerPanel');
    document.body.append(host);
    root = createRoot(host);
    root.render(<ExplorerPanel registry={registry} onClose={() => void show(false)} />);
  };

  window.addEventListener('keydown', (event) => {
    if (!isToggleKey(event)) return;
    event.preventDefault();
    void show(!root || host.hidden !== false);
  });
  return registry;
}
