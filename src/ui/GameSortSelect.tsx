import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_SORTS, type GameSort } from '@kernel/games';
import styles from './GameSortSelect.module.css';

/**
 * Issue 26, item 5: a game list's order (A–Z, popular, newest; empty: the list's own), a native
 * select (keyboard and screen readers for free). One control for the game list center and the
 * account game lists, with one look.
 */
export function GameSortSelect({ value, onChange }: { value: GameSort | null; onChange: (sort: GameSort | null) => void }) {
  const { t } = useLingui();
  const sortLabel: Record<GameSort, string> = { az: t`A–Z`, popular: t`Popular`, newest: t`Newest` };
  return (
    <label className={styles.label}>
      <Trans>Sort by</Trans>
      <select className={styles.select} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as GameSort | null)} data-testid="game-sort">
        <option value="">{t`Recommended`}</option>
        {GAME_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabel[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
