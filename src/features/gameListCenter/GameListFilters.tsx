import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { GameSort } from '@kernel/games';
import { shownTotalCount } from '@machines/pagedList.selectors';
import { filterNeedsAccount, QUICK_FILTERS, type QuickFilter, type TypeFilter } from '@/rules/gameFilters.rules';
import { GameSortSelect } from '@/ui/GameSortSelect';
import { Pill, PillGroup } from '@/ui/PillGroup';
import styles from './GameList.module.css';
import type { GameListActor } from './gameListMachine';

/**
 * SPEC 2 quick and type filters with the game count. It subscribes to the query and the count
 * only, so the pages arriving as the player scrolls never redraw it. The type filters are those
 * the category's lane offers (null while they are not known yet: none shown).
 */
export function GameListFilters({
  list,
  typeFilters,
  signedIn,
  onNeedLogin,
  onSortChange,
}: {
  list: GameListActor;
  typeFilters: TypeFilter[] | null;
  signedIn: boolean;
  onNeedLogin: () => void;
  /** Issue 26, item 5: the order chosen (null: the catalogue's), for the address to keep. */
  onSortChange: (sort: GameSort | null) => void;
}) {
  const { t } = useLingui();
  const query = useSelector(list, (snapshot) => snapshot.context.query);
  const totalCount = useSelector(list, shownTotalCount);
  const setFilter = (filter: QuickFilter) => {
    if (filterNeedsAccount(filter) && !signedIn) return onNeedLogin();
    list.send({ type: 'SET_QUERY', query: { ...query, filter } });
  };
  const setClassify = (classify: TypeFilter | null) => list.send({ type: 'SET_QUERY', query: { ...query, classify: query.classify === classify ? null : classify } });
  const filterLabel: Record<QuickFilter, string> = { NEW: t`New`, FAV: t`Favourites`, ALL: t`All`, HOT: t`Hot`, RECENT: t`Recent` };
  const typeLabel: Record<TypeFilter, string> = { JP: t`Jackpot`, TG: t`Table games`, AC: t`Arcade`, BG: t`Bingo` };
  return (
    <div className={styles.filters}>
      <PillGroup className={styles.filterGroup} label={t`Quick filters`}>
        {QUICK_FILTERS.map((filter) => (
          <Pill key={filter} size="m" active={query.filter === filter} onClick={() => setFilter(filter)} data-testid={`filter-${filter}`}>
            {filterLabel[filter]}
          </Pill>
        ))}
      </PillGroup>
      {typeFilters !== null && typeFilters.length > 0 && (
        <PillGroup className={styles.filterGroup} label={t`Game types`}>
          {typeFilters.map((classify) => (
            <Pill key={classify} size="m" active={query.classify === classify} onClick={() => setClassify(classify)} data-testid={`type-${classify}`}>
              {typeLabel[classify]}
            </Pill>
          ))}
        </PillGroup>
      )}
      <GameSortSelect value={query.sort ?? null} onChange={onSortChange} />
      {totalCount !== null && (
        <span className={styles.count} data-testid="game-count">
          <Trans>{totalCount} games</Trans>
        </span>
      )}
    </div>
  );
}
