import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { filterNeedsAccount, QUICK_FILTERS, type QuickFilter, type TypeFilter, typeFilters } from '@machines/gameFilters.rules';
import { shownTotalCount } from '@machines/pagedList.selectors';
import styles from './GameList.module.css';
import type { GameListActor } from './gameListMachine';

/**
 * SPEC 2 quick and type filters with the game count. It subscribes to the query and the count
 * only, so the pages arriving as the player scrolls never redraw it.
 */
export function GameListFilters({ list, languages, signedIn, onNeedLogin }: { list: GameListActor; languages: string[]; signedIn: boolean; onNeedLogin: () => void }) {
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
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: role=group is the ARIA for it; a fieldset would bring form semantics and its own box. */}
      <div className={styles.filterGroup} role="group" aria-label={t`Quick filters`}>
        {QUICK_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={query.filter === filter ? styles.chipActive : styles.chip}
            aria-pressed={query.filter === filter}
            onClick={() => setFilter(filter)}
            data-testid={`filter-${filter}`}
          >
            {filterLabel[filter]}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: role=group is the ARIA for it; a fieldset would bring form semantics and its own box. */}
      <div className={styles.filterGroup} role="group" aria-label={t`Game types`}>
        {typeFilters(languages).map((classify) => (
          <button
            key={classify}
            type="button"
            className={query.classify === classify ? styles.chipActive : styles.chip}
            aria-pressed={query.classify === classify}
            onClick={() => setClassify(classify)}
            data-testid={`type-${classify}`}
          >
            {typeLabel[classify]}
          </button>
        ))}
      </div>
      {totalCount !== null && (
        <span className={styles.count} data-testid="game-count">
          <Trans>{totalCount} games</Trans>
        </span>
      )}
    </div>
  );
}
