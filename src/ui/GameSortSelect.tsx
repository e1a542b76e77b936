import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_SORTS, type GameSort } from '@kernel/games';

/**
 * Issue 26, item 5: a game list's order (A–Z, popular, newest; empty: the list's own), a native
 * select (keyboard and screen readers for free). One control for the game list center and the
 * account game lists; each page gives its own look.
 */
export function GameSortSelect({
  value,
  onChange,
  className,
  selectClassName,
}: {
  value: GameSort | null;
  onChange: (sort: GameSort | null) => void;
  className?: string | undefined;
  selectClassName?: string | undefined;
}) {
  const { t } = useLingui();
  const sortLabel: Record<GameSort, string> = { az: t`A–Z`, popular: t`Popular`, newest: t`Newest` };
  return (
    <label className={className}>
      <Trans>Sort by</Trans>
      <select className={selectClassName} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as GameSort | null)} data-testid="game-sort">
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
