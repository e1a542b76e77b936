import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CountryCode } from '@kernel/account';
import styles from './PhoneField.module.css';
import { SelectField } from './SelectField';

/**
 * A mobile number field with its dialling code chosen from the country list the server serves
 * (SPEC 7 country codes), both labelled so their inputs line up: the one picker of every form that
 * takes a mobile number (register, forgot password, SMS login, the security center's binding).
 * With no served list the number field stands alone (the server then assumes its home market).
 */
export function PhoneField({
  countries,
  dialingCode,
  onSelect,
  children,
}: {
  countries: readonly CountryCode[];
  dialingCode: string;
  onSelect: (code: string) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (countries.length === 0) return children;
  return (
    <div className={styles.row}>
      <div className={styles.code}>
        <SelectField label={t`Country code`} name="countryDialingCode" value={dialingCode} onChange={(event) => onSelect(event.target.value)}>
          {countries.map((country) => (
            <option key={country.code} value={country.code} title={country.name}>
              {country.code} {country.country}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.number}>{children}</div>
    </div>
  );
}
