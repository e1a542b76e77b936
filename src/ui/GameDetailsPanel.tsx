import { Trans, useLingui } from '@lingui/react/macro';
import { formatterFor } from '@kernel/format';
import type { Game, Volatility } from '@kernel/games';
import { gameFacts } from '@/rules/gameDetails.rules';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { Modal } from '@/ui/Modal';
import { TileVendor } from '@/ui/TileVendor';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import styles from './GameDetailsPanel.module.css';

/** What the catalogue does not publish (a live table's RTP). */
const NONE = '—';

/**
 * Issue 26, item 5: a game's details from the catalogue (RTP, volatility, the bet range in the
 * member's currency, vendor, category) with Play and, where the player may try it, Try demo. A chunk
 * of its own (GameDetails.tsx loads it when a tile's (i) is first pressed), shared by the game lists
 * and the lobby; what its buttons do is the details machine's.
 */
export default function GameDetailsPanel({
  game,
  currencySymbol,
  onClose,
  onPlay,
  onTryDemo,
}: {
  game: Game;
  currencySymbol: string;
  onClose: () => void;
  onPlay: () => void;
  /** Absent where the game has no demo or the player may not try one (a member plays for real). */
  onTryDemo?: (() => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const categoryLabel = useCategoryLabel();
  const format = formatterFor(i18n.locale);
  const facts = gameFacts(game);
  const volatilityLabel: Record<Volatility, string> = { low: t`Low`, medium: t`Medium`, high: t`High` };
  const bets = facts.bets ? `${format.paise(facts.bets.minPaise, currencySymbol)} – ${format.paise(facts.bets.maxPaise, currencySymbol)}` : NONE;
  return (
    <Modal title={game.gameName} onClose={onClose} closeLabel={t`Close`} testId="game-details">
      <FactList columns={2} look="tiles">
        <div>
          <dt>
            <Trans>RTP</Trans>
          </dt>
          <dd data-testid="game-details-rtp">{facts.rtp === null ? NONE : format.percent(facts.rtp)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Volatility</Trans>
          </dt>
          <dd data-testid="game-details-volatility">{facts.volatility ? volatilityLabel[facts.volatility] : NONE}</dd>
        </div>
        <div className={styles.wideFact}>
          <dt>
            <Trans>Bet range</Trans>
          </dt>
          <dd data-testid="game-details-bets">{bets}</dd>
        </div>
        <div>
          <dt>
            <Trans>Provider</Trans>
          </dt>
          <dd>
            <TileVendor game={game} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Category</Trans>
          </dt>
          <dd>{categoryLabel(game.gameType)}</dd>
        </div>
      </FactList>
      <div className={styles.detailsActions}>
        <Button onClick={onPlay} data-testid="game-details-play">
          <Trans>Play</Trans>
        </Button>
        {onTryDemo && (
          <Button variant="outline" onClick={onTryDemo} data-testid="game-details-demo">
            <Trans>Try demo</Trans>
          </Button>
        )}
      </div>
    </Modal>
  );
}
