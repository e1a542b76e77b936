import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { CircleAlert } from 'lucide-react';
import { type ComponentType, type ReactNode, useDeferredValue } from 'react';
import { fromPromise } from 'xstate';
import { chunkLoaderMachine } from '@machines/chunkLoader.machine';
import { AreaErrorBoundary, type FailedPartPresentation } from './AreaErrorBoundary';
import { Button } from './Button';
import { Panel } from './Panel';
import { Spinner } from './Spinner';

// An area's props are whatever its caller passes through.
type AreaModule<P = any> = { default: ComponentType<P> };

/** A popup's close, when its props carry one (every popup takes `onClose`). */
const closeOf = (props: object | undefined): (() => void) | undefined => {
  const onClose = (props as { onClose?: unknown } | undefined)?.onClose;
  return typeof onClose === 'function' ? (onClose as () => void) : undefined;
};

/**
 * Loads a lazy area as its own chunk through the chunk-loader machine: retried on failure, then a
 * clear error with a reload button (SPEC 8), never a white screen. The area renders inside its own
 * error boundary, so an area that fails while rendering shows a message with Try again and the
 * rest of the page stays (a popup's failure shows as a dialog that closes like the popup).
 */
export function LazyArea<P extends object = object>({
  load,
  props,
  quiet = false,
  fallback,
  failedAs,
  onCloseFailed,
  mainContent = false,
}: {
  load: () => Promise<AreaModule<P>>;
  props?: P;
  /** For popups: nothing is shown while the chunk loads, only a failure. */
  quiet?: boolean;
  /** Shown while the chunk loads instead of the spinner (a skeleton that keeps the layout still). */
  fallback?: ReactNode;
  /** How the area shows that it failed while rendering; default: a popup (quiet, with onClose) as a dialog, anything else in the page. */
  failedAs?: FailedPartPresentation;
  /** What closes a failed popup; default the popup's own onClose. */
  onCloseFailed?: () => void;
  /**
   * The page's main content (a route's area, a center's page): it mounts as soon as its chunk is
   * there. Deferred, its mount (and the reads its machines start) waited behind every other update
   * of a page still settling: a game list asked for its games 150 ms after its chunk arrived.
   */
  mainContent?: boolean;
}) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(
    chunkLoaderMachine.provide({
      actors: { loadChunk: fromPromise<unknown>(load) },
      actions: { reloadPage: () => window.location.reload() },
    }),
  );
  // The chunk's arrival is a store update, which React renders at once in one task; deferred, the
  // area mounts as a transition instead, in slices that yield to the browser (a popup, the footer,
  // a carousel never become one long task below a page that is already on screen).
  const deferredLoaded = useDeferredValue(snapshot.matches('loaded'));
  const loaded = mainContent ? snapshot.matches('loaded') : deferredLoaded;
  if (loaded && snapshot.matches('loaded')) {
    const Area = (snapshot.context.module as AreaModule<P>).default;
    return (
      <AreaErrorBoundary presentation={failedAs ?? (quiet && closeOf(props) ? 'dialog' : 'inPage')} onClose={onCloseFailed ?? closeOf(props)}>
        <Area {...((props ?? {}) as P)} />
      </AreaErrorBoundary>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <Panel
        tone="danger"
        icon={<CircleAlert size={44} />}
        testId="chunk-error"
        title={<Trans>This page could not be loaded</Trans>}
        actions={
          <>
            <Button variant="outline" onClick={() => send({ type: 'RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
            <Button onClick={() => send({ type: 'RELOAD_PAGE' })}>
              <Trans>Reload</Trans>
            </Button>
          </>
        }
      >
        {snapshot.context.failure === 'timeout' ? (
          <Trans>Loading took too long. Please check your network and try again.</Trans>
        ) : (
          <Trans>Network link is abnormal, please try again</Trans>
        )}
        <div style={{ fontSize: 12, marginTop: 6, opacity: 0.7 }}>ChunkLoadError: {snapshot.context.failure}</div>
      </Panel>
    );
  }
  if (quiet) return null;
  if (fallback !== undefined) return <>{fallback}</>;
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spinner label={t`Loading`} />
    </div>
  );
}
