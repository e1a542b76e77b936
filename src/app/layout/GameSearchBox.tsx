import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { GAME_SEARCH } from '@kernel/gameSearch';
import type { GameSearchEvent } from '@machines/gameSearch.machine';
import { activeOption, isExpanded, searchedKeyword, searchStatus, searchText, shownGroups, shownRecent } from '@machines/gameSearch.selectors';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { useCategoryLabel } from '@/ui/useCategoryLabel';
import styles from './GameSearchBox.module.css';
import fieldStyles from './HeaderSearch.module.css';
import { useGameSearchMachines } from './useGameSearchMachines';

/** The keys the combobox answers (WAI-ARIA combobox with a listbox popup); every other key types. */
const KEY_EVENTS: Record<string, GameSearchEvent> = {
  ArrowDown: { type: 'NEXT' },
  ArrowUp: { type: 'PREVIOUS' },
  Enter: { type: 'CHOOSE' },
  Escape: { type: 'CLOSE' },
};

/** A click on an option must not blur the field first (that would close the listbox under the pointer). */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/** A labelled group of the listbox (the recent searches, or one category's games). */
function OptionGroup({ labelId, label, testId, children }: { labelId: string; label: ReactNode; testId?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups (a fieldset is a form's, and no child of a listbox)
    <div role="group" aria-labelledby={labelId} data-testid={testId}>
      <div id={labelId} role="presentation" className={styles.groupLabel}>
        {label}
      </div>
      {children}
    </div>
  );
}

/** One option: the focus stays in the field (aria-activedescendant names the active one), whose keys choose; a click is the pointer's way. */
function SearchOption({ id, active, onPick, testId, children }: { id: string; active: boolean; onPick: () => void; testId: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: see above: the field keeps the focus and the keys
    <div id={id} role="option" aria-selected={active} className={styles.option} onMouseDown={keepFocus} onClick={onPick} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * Issue 26: the header's game search, loaded on the field's first focus (HeaderSearch draws the
 * field until then). An ARIA combobox: the options are the games found, grouped by category (each
 * the game's name and its vendor), or the recent searches before anything is typed. It takes over
 * the text typed into the plain field and, if that field had the focus, the focus.
 */
export default function GameSearchBox({ initialText, hadFocus, onReady }: { initialText: string; hadFocus: () => boolean; onReady: () => void }) {
  const { t } = useLingui();
  const categoryLabel = useCategoryLabel();
  const search = useGameSearchMachines();
  const text = useSelector(search, searchText);
  const groups = useSelector(search, shownGroups);
  const recent = useSelector(search, shownRecent);
  const status = useSelector(search, searchStatus);
  const expanded = useSelector(search, isExpanded);
  const active = useSelector(search, activeOption);
  const keyword = useSelector(search, searchedKeyword);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const label = t`Search games`;

  // Once, as it replaces the plain field: its text, then its focus (the caret after the text). What
  // the plain field handed over is read as it was at mount (the search actor lives as long as this).
  const handover = useRef({ initialText, hadFocus, onReady });
  useLayoutEffect(() => {
    const { initialText: text, hadFocus: focused, onReady: ready } = handover.current;
    if (text !== '') search.send({ type: 'TYPE', text });
    if (focused()) {
      field.current?.focus();
      field.current?.setSelectionRange(text.length, text.length);
    }
    ready();
  }, [search]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const mapped = KEY_EVENTS[event.key];
    if (!mapped || event.nativeEvent.isComposing) return;
    // The arrows would move the caret and Enter would submit: the listbox has them.
    event.preventDefault();
    search.send(mapped);
  };
  let index = 0;

  return (
    <>
      <input
        ref={field}
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={active === null ? undefined : optionId(active)}
        aria-keyshortcuts="/"
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        maxLength={GAME_SEARCH.maxQueryLength}
        className={fieldStyles.field}
        value={text}
        onChange={(event) => search.send({ type: 'TYPE', text: event.target.value })}
        onKeyDown={onKeyDown}
        onFocus={() => search.send({ type: 'FOCUS' })}
        onBlur={() => search.send({ type: 'BLUR' })}
        data-testid="game-search"
      />
      {(expanded || status !== null) && (
        <div className={styles.popup} data-testid="game-search-popup">
          {expanded && (
            <div role="listbox" id={listboxId} aria-label={label} data-testid="game-search-listbox">
              {recent.length > 0 && (
                <OptionGroup labelId={`${id}-recent`} label={<Trans>Recent searches</Trans>}>
                  {recent.map((query, at) => (
                    <SearchOption
                      key={query}
                      id={optionId(at)}
                      active={active === at}
                      onPick={() => search.send({ type: 'PICK', index: at })}
                      testId="game-search-recent"
                    >
                      {query}
                    </SearchOption>
                  ))}
                </OptionGroup>
              )}
              {groups.map((group) => (
                <OptionGroup
                  key={group.category}
                  labelId={`${id}-${group.category}`}
                  label={categoryLabel(group.category)}
                  testId={`game-search-group-${group.category}`}
                >
                  {group.games.map((game) => {
                    const at = index++;
                    return (
                      <SearchOption
                        key={game.nodeId}
                        id={optionId(at)}
                        active={active === at}
                        onPick={() => search.send({ type: 'PICK', index: at })}
                        testId="game-search-option"
                      >
                        <span>{game.gameName}</span>
                        <span className={styles.vendor}>{game.vendorName}</span>
                      </SearchOption>
                    );
                  })}
                </OptionGroup>
              ))}
            </div>
          )}
          {status !== null && (
            <div role="status" className={styles.status} data-testid={`game-search-${status}`}>
              {status === 'searching' && (
                <>
                  <Spinner size={16} label={t`Searching…`} />
                  <Trans>Searching…</Trans>
                </>
              )}
              {status === 'noResults' && <Trans>No games found for “{keyword}”</Trans>}
              {status === 'failed' && (
                <>
                  <Trans>The search failed.</Trans>
                  <Button size="s" variant="outline" onMouseDown={keepFocus} onClick={() => search.send({ type: 'RETRY' })}>
                    <Trans>Try again</Trans>
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}
