import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { pickerLanguages } from '@machines/language.rules';
import { LANGUAGE_NAMES, UI_LOCALES } from '@/i18n/locales';
import { useRootActors } from '../RootActorsContext';
import styles from './Layout.module.css';

const NONE: readonly { code: string; name: string }[] = [];

/** Issue 25, item 2: the merchant's languages, each named in its own language (the whitelabel's names, from the registry). */
export function LanguageSelector() {
  const { t } = useLingui();
  const { language, whitelabel } = useRootActors();
  const current = useSelector(language, (snapshot) => snapshot.context.language);
  const switching = useSelector(language, (snapshot) => snapshot.matches('switching') || snapshot.matches('defaulting'));
  const offered = useSelector(whitelabel, (snapshot) => snapshot.context.data?.languages ?? NONE);
  const shown = { code: current, name: LANGUAGE_NAMES[current as keyof typeof LANGUAGE_NAMES] ?? current };
  return (
    <select
      className={styles.select}
      aria-label={t`Language`}
      value={current}
      disabled={switching}
      onChange={(event) => language.send({ type: 'CHANGE', language: event.target.value })}
      data-testid="language-selector"
    >
      {pickerLanguages(shown, offered).map(({ code, name }) => (
        <option key={code} value={code} lang={UI_LOCALES[code as keyof typeof UI_LOCALES]}>
          {name}
        </option>
      ))}
    </select>
  );
}
