import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Game } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import type { Page } from '@machines/pagedList.machine';
import { Button } from '@/ui/Button';
import { GameTile } from '@/ui/GameTile';
import { InlineRetry } from '@/ui/InlineRetry';
import { Modal } from '@/ui/Modal';
import { Panel } from '@/ui/Panel';
import { Spinner } from '@/ui/Spinner';
import { Stack } from '@/ui/Stack';
import { useVendorGroupPopupMachines } from './useVendorGroupPopupMachines';
import styles from './VendorGroupPopup.module.css';

export type VendorGroupQuery = { gameType: GameCategory; vassalage: string };

export type VendorGroupPopupProps = {
  /** The vendor group's name (the launch target's name). */
  name: string;
  gameType: GameCategory;
  vassalage: string;
  /** One page (20 games) of the vendor's game list. */
  loadPage: (query: VendorGroupQuery, pageNo: number) => Promise<Page<Game>>;
  onLaunch: (game: Game) => void;
  favourites: number[];
  onToggleFavourite: (game: Game) => void;
  onClose: () => void;
};

/** SPEC 2: an item flagged as a vendor group (isGame VASSALAGE) opens this popup list of its games. */
export function VendorGroupPopup(props: VendorGroupPopupProps) {
  const { t } = useLingui();
  // The list is made once per opened group and calls the latest loader.
  const { list } = useVendorGroupPopupMachines(props.loadPage, { gameType: props.gameType, vassalage: props.vassalage });
  const snapshot = useSelector(list, (state) => state);
  const send = list.send;
  const { items, totalCount: count, moreFailed } = snapshot.context;
  const ready = snapshot.matches('ready');
  const startLabel = t({ id: 'in_immediate_game', message: 'Play now' });
  const favouriteLabel = t`Favourite`;

  return (
    <Modal title={props.name} onClose={props.onClose} closeLabel={t`Close`} width={1100} testId="vendor-group-popup">
      <Stack gap="m">
        <p className={styles.lead}>
          <Trans>Choose a game to play.</Trans>
          {ready && items.length > 0 && (
            <span className={styles.count} data-testid="vendor-group-count">
              <Plural value={count} one="# game" other="# games" />
            </span>
          )}
        </p>
        {snapshot.matches('failed') ? (
          <Panel
            tone="danger"
            title={<Trans>Network link is abnormal, please try again</Trans>}
            actions={
              <Button onClick={() => send({ type: 'RETRY' })}>
                <Trans>Try again</Trans>
              </Button>
            }
            testId="vendor-group-failed"
          />
        ) : (
          <div className={styles.scroller}>
            {items.length > 0 && (
              <div className={styles.grid}>
                {items.map((game) => (
                  <GameTile
                    key={game.nodeId}
                    game={game}
                    startLabel={startLabel}
                    onLaunch={props.onLaunch}
                    favourite={props.favourites.includes(game.nodeId)}
                    favouriteLabel={favouriteLabel}
                    onToggleFavourite={props.onToggleFavourite}
                  />
                ))}
              </div>
            )}
            {ready && items.length === 0 && <Panel title={<Trans>No games here yet</Trans>} testId="vendor-group-empty" />}
            {(snapshot.matches('loading') || snapshot.matches('loadingMore')) && <Spinner label={t`Loading`} size={32} area="row" />}
            {ready && moreFailed && (
              <InlineRetry onRetry={() => send({ type: 'LOAD_MORE' })}>
                <Trans>More games could not be loaded.</Trans>
              </InlineRetry>
            )}
            {ready && !moreFailed && snapshot.can({ type: 'LOAD_MORE' }) && (
              <div className={styles.more}>
                <Button variant="outline" onClick={() => send({ type: 'LOAD_MORE' })} data-testid="vendor-group-more">
                  <Trans>Show more</Trans>
                </Button>
              </div>
            )}
          </div>
        )}
      </Stack>
    </Modal>
  );
}
