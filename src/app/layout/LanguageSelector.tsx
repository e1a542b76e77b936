import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, UI_LOCALES } from '@/i18n/locales';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

export function LanguageSelector() {
  const { t } = useLingui();
  const { language } = useRootActors();
  const current = useSelector(language, (snapshot) => snapshot.context.language);
  const switching = useSelector(language, (snapshot) => snapshot.matches('switching'));
  return (
    <select
      className={styles.select}
      aria-label={t`Language`}
      value={current}
      disabled={switching}
      onChange={(event) => language.send({ type: 'CHANGE', language: event.target.value })}
      data-testid="language-selector"
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={UI_LOCALES[code]}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
