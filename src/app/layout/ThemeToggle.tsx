import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Moon, Sun } from 'lucide-react';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

export function ThemeToggle() {
  const { t } = useLingui();
  const { theme } = useRootActors();
  const dark = useSelector(theme, (snapshot) => snapshot.matches('dark'));
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => theme.send({ type: 'TOGGLE' })}
      aria-label={dark ? t`Switch to light theme` : t`Switch to dark theme`}
      aria-pressed={!dark}
      data-testid="theme-toggle"
    >
      {dark ? <Sun size={17} /> : <Moon size={17} />}
    </button>
  );
}
