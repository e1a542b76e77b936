import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { CircleAlert } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { chunkLoaderMachine } from '@machines/chunkLoader.machine';
import { Button } from './Button';
import { Panel } from './Panel';
import { Spinner } from './Spinner';

// An area's props are whatever its caller passes through.
type AreaModule<P = any> = { default: ComponentType<P> };

/**
 * Loads a lazy area as its own chunk through the chunk-loader machine: retried on failure, then a
 * clear error with a reload button (SPEC 8), never a white screen.
 */
export function LazyArea<P extends object = object>({
  load,
  props,
  quiet = false,
  fallback,
}: {
  load: () => Promise<AreaModule<P>>;
  props?: P;
  /** For popups: nothing is shown while the chunk loads, only a failure. */
  quiet?: boolean;
  /** Shown while the chunk loads instead of the spinner (a skeleton that keeps the layout still). */
  fallback?: ReactNode;
}) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(
    chunkLoaderMachine.provide({
      actors: { loadChunk: fromPromise<unknown>(load) },
      actions: { reloadPage: () => window.location.reload() },
    }),
  );
  if (snapshot.matches('loaded')) {
    const Area = (snapshot.context.module as AreaModule<P>).default;
    return <Area {...((props ?? {}) as P)} />;
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
