import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, Clock3, History, Info, Play, Ticket, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatterFor } from '@kernel/format';
import type { VnDraw, VnPrize, VnRegion } from '@kernel/lottery';
import { VN_TIME_ZONE } from '@kernel/lottery';
import { findMenuGame, type MenuGame } from '@machines/lottery.rules';
import { drawsEveryDay, gamePath, lotoHeads, menuRegions, recentOnPage, regionListing, weekdayNames } from '@/rules/lottery.rules';
import { Button } from '@/ui/Button';
import { InlineRetry } from '@/ui/InlineRetry';
import { Notice } from '@/ui/Notice';
import { occurrenceKeys } from '@/ui/occurrenceKeys';
import { PageTitle } from '@/ui/PageTitle';
import { Panel } from '@/ui/Panel';
import { SectionHead } from '@/ui/SectionHead';
import { Stack } from '@/ui/Stack';
import surface from '@/ui/Surface.module.css';
import { Tabs } from '@/ui/Tabs';
import styles from './Lottery.module.css';
import { Countdown, Failure, Loading, type LotteryViewProps, useFailureText, usePageTitle } from './parts';

/** SPEC 2 /vnLottery and /seaLottery: the VN draws by region, the member's recent lotteries, and the selected game's results. */
export function VnLotteryPage({ snapshot, send, navigate }: LotteryViewProps) {
  const context = snapshot.context;
  const title = usePageTitle(context.page);
  const failureText = useFailureText();
  const { unknownCode } = context;

  let body: ReactNode;
  if (snapshot.matches({ menus: 'failed' })) {
    body = (
      <Failure
        testId="lottery-menus-error"
        title={<Trans>The lottery draws could not be loaded</Trans>}
        text={failureText(context.failure)}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  } else if (snapshot.matches({ menus: 'empty' })) {
    body = <Panel icon={<Ticket size={44} />} title={<Trans>No lottery draws are available right now</Trans>} testId="lottery-empty" />;
  } else if (snapshot.matches('board')) {
    body = <Board snapshot={snapshot} send={send} navigate={navigate} />;
  } else {
    body = <Loading testId="lottery-loading" />;
  }

  return (
    <Stack gap="l" data-testid="lottery-page" data-page={context.page}>
      <header className={`${surface.row} ${surface.wrap} ${surface.gap5}`}>
        <PageTitle>
          <Ticket size={26} /> {title}
        </PageTitle>
        {context.lobbyGame && (
          <span className={styles.lobbyGame} data-testid="lottery-lobby-game">
            {context.lobbyGame.name}
          </span>
        )}
      </header>
      {unknownCode && (
        <Notice as="div" tone="warning" row role="alert" data-testid="lottery-unknown-code">
          <Info size={18} />
          <span>
            <Trans>The lottery game “{unknownCode}” was not found. Showing today’s draws instead.</Trans>
          </span>
        </Notice>
      )}
      {body}
    </Stack>
  );
}

function Board({ snapshot, send, navigate }: LotteryViewProps) {
  const { t, i18n } = useLingui();
  const context = snapshot.context;
  const regions = menuRegions(context.menus);
  const region: VnRegion | undefined = context.region ?? regions[0]?.region;
  const listing = region ? regionListing(context.menus, region) : null;
  const selected = findMenuGame(context.menus, context.selected);
  const recent = recentOnPage(context.recent, context.menus);
  const regionName = (code: VnRegion) => regions.find((entry) => entry.region === code)?.name ?? code;
  const drawTime = listing?.drawTime ?? null;
  const drawingToday = listing?.drawingToday ?? 0;

  return (
    <>
      <section className={styles.recent} aria-label={t`Your recent lotteries`} data-testid="lottery-recent">
        <span className={styles.recentTitle}>
          <History size={16} /> <Trans>Your recent lotteries</Trans>
        </span>
        {snapshot.matches({ board: { recent: 'failed' } }) ? (
          <InlineRetry onRetry={() => send({ type: 'RETRY_RECENT' })}>
            <Trans>Recent lotteries could not be loaded.</Trans>
          </InlineRetry>
        ) : snapshot.matches({ board: { recent: 'loading' } }) && recent.length === 0 ? (
          <span className={styles.muted}>
            <Trans>Loading</Trans>…
          </span>
        ) : recent.length === 0 ? (
          <span className={styles.muted}>
            <Trans>You have not opened any lottery yet.</Trans>
          </span>
        ) : (
          recent.map((game) => (
            <button
              key={game.gameCode}
              type="button"
              className={game.gameCode === context.selected ? styles.recentChipActive : styles.recentChip}
              aria-pressed={game.gameCode === context.selected}
              onClick={() => send({ type: 'SELECT', gameCode: game.gameCode })}
              data-testid="lottery-recent-game"
            >
              {game.name}
              <span className={styles.recentRegion}>{regionName(game.region)}</span>
            </button>
          ))
        )}
      </section>

      <div className={styles.layout}>
        <aside className={styles.menu} data-testid="lottery-menus">
          <Tabs
            tabs={regions.map((entry) => ({ id: entry.region, label: entry.name }))}
            current={region}
            onSelect={(picked) => send({ type: 'PICK_REGION', region: picked })}
            label={t`Regions`}
            className={styles.regionTabs}
            testId="lottery-regions"
            testIdPrefix="lottery-region-tab-"
          />
          {listing && (
            <div className={styles.listing} data-testid={`lottery-region-${region}`}>
              {listing.daily.length > 0 && (
                <>
                  <h2 className={styles.listingTitle}>
                    <CalendarCheck size={16} />
                    {drawTime ? <Trans>Daily draw at {drawTime} (Vietnam time)</Trans> : <Trans>Daily draws</Trans>}
                  </h2>
                  <p className={styles.muted}>
                    <Trans>{drawingToday} drawing today</Trans>
                  </p>
                  <ul className={`${surface.column} ${surface.gap1}`}>
                    {listing.daily.map((game) => (
                      <GameEntry
                        key={game.gameCode}
                        game={game}
                        active={game.gameCode === context.selected}
                        locale={i18n.locale}
                        onSelect={() => send({ type: 'SELECT', gameCode: game.gameCode })}
                      />
                    ))}
                  </ul>
                </>
              )}
              {listing.fast.length > 0 && (
                <>
                  <h2 className={styles.listingTitle}>
                    <Zap size={16} /> <Trans>Fast draws</Trans>
                  </h2>
                  <ul className={`${surface.column} ${surface.gap1}`}>
                    {listing.fast.map((game) => (
                      <GameEntry
                        key={game.gameCode}
                        game={game}
                        active={game.gameCode === context.selected}
                        locale={i18n.locale}
                        onSelect={() => send({ type: 'SELECT', gameCode: game.gameCode })}
                      />
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </aside>

        <section className={styles.main}>
          {selected && <SelectedGame snapshot={snapshot} send={send} navigate={navigate} game={selected} />}
          <Results snapshot={snapshot} send={send} navigate={navigate} />
        </section>
      </div>
    </>
  );
}

function GameEntry({ game, active, locale, onSelect }: { game: MenuGame; active: boolean; locale: string; onSelect: () => void }) {
  const { t } = useLingui();
  const minutes = game.intervalMinutes ?? 0;
  const schedule = game.fast ? t`Every ${minutes} min` : drawsEveryDay(game.drawDays) ? t`Every day` : weekdayNames(game.drawDays, locale).join(', ');
  return (
    <li>
      <button
        type="button"
        className={active ? styles.gameEntryActive : styles.gameEntry}
        aria-pressed={active}
        onClick={onSelect}
        data-testid="lottery-game"
        data-code={game.gameCode}
      >
        <span className={styles.gameName}>{game.name}</span>
        <span className={styles.gameSchedule}>{schedule}</span>
        {!game.fast && game.drawsToday && (
          <span className={styles.todayBadge} data-testid="lottery-today">
            <Trans>Today</Trans>
          </span>
        )}
      </button>
    </li>
  );
}

function SelectedGame({ snapshot, navigate, game }: LotteryViewProps & { game: MenuGame }) {
  const { t, i18n } = useLingui();
  const context = snapshot.context;
  const board = context.board?.kind === 'vn' ? context.board.data : null;
  const nextDrawAt = board?.nextDrawAt ?? game.nextDrawAt;
  const drawing = snapshot.matches({ board: { draws: 'awaitingDraw' } }) || snapshot.matches({ board: { draws: 'refreshing' } });
  const minutes = game.intervalMinutes ?? 0;
  const drawTime = game.drawTime ?? '';
  const days = drawsEveryDay(game.drawDays) ? t`every day` : weekdayNames(game.drawDays, i18n.locale).join(', ');
  const playLabel = t({ id: 'in_immediate_game', message: 'Play now' });
  return (
    <article className={styles.selected} data-testid="lottery-selected" data-code={game.gameCode}>
      <div className={styles.selectedInfo}>
        <span className={styles.selectedRegion}>{game.regionName}</span>
        <h2 className={styles.selectedName} data-testid="lottery-selected-name">
          {board?.name ?? game.name}
        </h2>
        <p className={styles.muted}>
          <Clock3 size={14} />{' '}
          {game.fast ? (
            <Trans>A draw every {minutes} min</Trans>
          ) : (
            <Trans>
              Draws at {drawTime} Vietnam time, {days}
            </Trans>
          )}
        </p>
      </div>
      <Countdown nextDrawAt={nextDrawAt} now={context.now} drawing={drawing} />
      <Button size="l" onClick={() => navigate(gamePath(context.page, context.lobbyGame?.gameCode ?? null))} data-testid="lottery-play">
        <Play size={18} /> {playLabel}
      </Button>
    </article>
  );
}

const usePrizeLabels = (): Record<VnPrize, string> => {
  const { t } = useLingui();
  return {
    DB: t`Special prize`,
    G1: t`First prize`,
    G2: t`Second prize`,
    G3: t`Third prize`,
    G4: t`Fourth prize`,
    G5: t`Fifth prize`,
    G6: t`Sixth prize`,
    G7: t`Seventh prize`,
    G8: t`Eighth prize`,
  };
};

function Results({ snapshot, send }: LotteryViewProps) {
  const { i18n } = useLingui();
  const context = snapshot.context;
  const failureText = useFailureText();
  if (snapshot.matches({ board: { draws: 'failed' } })) {
    return (
      <Failure
        testId="lottery-draws-error"
        title={<Trans>The results could not be loaded</Trans>}
        text={failureText(context.failure)}
        onRetry={() => send({ type: 'RETRY_DRAWS' })}
      />
    );
  }
  if (snapshot.matches({ board: { draws: 'notFound' } })) {
    return <Failure testId="lottery-draws-missing" title={<Trans>This lottery game was not found</Trans>} text={failureText(context.failure)} />;
  }
  const board = context.board?.kind === 'vn' ? context.board.data : null;
  if (!board) return <Loading testId="lottery-draws-loading" />;
  const selected = findMenuGame(context.menus, context.selected);
  const draw: VnDraw | undefined = board.draws[context.drawIndex];
  // A daily draw is known by its Vietnam date; a fast draw by its time, in the reader's own time zone.
  const fast = selected?.fast ?? false;
  const dateOf = (entry: VnDraw) => (fast ? formatterFor(i18n.locale).dateTime(entry.drawAt) : formatterFor(i18n.locale).date(entry.drawAt, VN_TIME_ZONE));
  return (
    <article className={styles.results} data-testid="lottery-results">
      <SectionHead as="header" title={<Trans>Results</Trans>}>
        {board.draws.length > 0 && (
          <label className={styles.drawPick}>
            <span>
              <Trans>Draw</Trans>
            </span>
            <select value={context.drawIndex} onChange={(event) => send({ type: 'PICK_DRAW', index: Number(event.target.value) })} data-testid="lottery-draw-pick">
              {board.draws.map((entry, index) => (
                <option key={entry.drawNo} value={index}>
                  {dateOf(entry)} · {entry.drawNo}
                </option>
              ))}
            </select>
          </label>
        )}
      </SectionHead>
      {snapshot.matches({ board: { draws: 'refreshFailed' } }) && (
        <InlineRetry onRetry={() => send({ type: 'RETRY_DRAWS' })}>
          <Trans>The latest results could not be loaded yet.</Trans>
        </InlineRetry>
      )}
      {!draw ? (
        <p className={styles.muted}>
          <Trans>No draws yet.</Trans>
        </p>
      ) : (
        <div className={styles.resultsBody}>
          <PrizeTable draw={draw} />
          <LotoTable draw={draw} />
        </div>
      )}
    </article>
  );
}

function PrizeTable({ draw }: { draw: VnDraw }) {
  const { t } = useLingui();
  const { drawNo } = draw;
  const labels = usePrizeLabels();
  return (
    <table className={styles.prizeTable} data-testid="lottery-prize-table">
      <caption className="visually-hidden">{t`Prizes of draw ${drawNo}`}</caption>
      <tbody>
        {draw.prizes.map((prize) => (
          <tr key={prize.prize} className={prize.prize === 'DB' ? styles.specialRow : undefined} data-prize={prize.prize}>
            <th scope="row">
              <span className={styles.prizeCode}>{prize.prize}</span>
              {labels[prize.prize]}
            </th>
            <td>
              <span className={styles.prizeNumbers}>
                {occurrenceKeys(prize.numbers).map(({ value: number, key }) => (
                  <span key={key} className={prize.prize === 'DB' ? styles.specialNumber : styles.prizeNumber}>
                    {number}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The heads of the loto table, 0 to 9: lotoHeads gives the tails of each, by head. */
const HEAD_DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function LotoTable({ draw }: { draw: VnDraw }) {
  const heads = lotoHeads(draw.prizes);
  return (
    <table className={styles.lotoTable} data-testid="lottery-loto-table">
      <caption>
        <Trans>Loto: last two digits</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Head</Trans>
          </th>
          <th scope="col">
            <Trans>Tails</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {HEAD_DIGITS.map((head) => (
          <tr key={head}>
            <th scope="row">{head}</th>
            <td>{heads[head]?.map((tail) => tail[1]).join(', ') || '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
