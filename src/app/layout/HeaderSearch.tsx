import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { LazyArea } from '@/ui/LazyArea';
import { useFocusShortcut } from '@/ui/useFocusShortcut';
import styles from './HeaderSearch.module.css';

/** The search itself (machine, call, listbox): its own chunk, asked for when the field is first pointed at or focused. */
const loadGameSearchBox = () => import('./GameSearchBox');

/**
 * Issue 26: the header's game search field. The first paint draws only this plain field; the
 * search is fetched on the first hover or focus and, once it is there, takes the field's place
 * with the text typed meanwhile and the focus. "/" focuses it from anywhere outside a field.
 */
export function HeaderSearch() {
  const { t } = useLingui();
  const [started, setStarted] = useState(false);
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState('');
  const plain = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLElement>(null);
  // "/" reaches the search from anywhere on the page (without it, 22 Tab presses from the top).
  useFocusShortcut('/', area);
  const start = () => setStarted(true);
  const label = t`Search games`;
  return (
    <search ref={area} className={styles.search}>
      {!ready && (
        <input
          ref={plain}
          type="search"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={false}
          aria-keyshortcuts="/"
          placeholder={label}
          autoComplete="off"
          className={styles.field}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={start}
          onPointerEnter={start}
          data-testid="game-search"
        />
      )}
      {started && (
        <LazyArea
          quiet
          load={loadGameSearchBox}
          props={{ initialText: draft, hadFocus: () => document.activeElement === plain.current, onReady: () => setReady(true) }}
        />
      )}
    </search>
  );
}
