import { type CountryCode, DEFAULT_COUNTRY_DIALING_CODE } from '../kernel/account';
import { type Lang, type Localised, localise } from './i18n';

type CountryPlan = { code: string; country: string; name: Localised; mobileLength: number };

/** The dialling codes the phone inputs offer: the home market first, then its neighbours. */
const COUNTRIES: readonly CountryPlan[] = [
  { code: '+91', country: 'IN', name: { EN: 'India', HI: 'भारत' }, mobileLength: 10 },
  { code: '+880', country: 'BD', name: { EN: 'Bangladesh', HI: 'बांग्लादेश' }, mobileLength: 10 },
  { code: '+977', country: 'NP', name: { EN: 'Nepal', HI: 'नेपाल' }, mobileLength: 10 },
  { code: '+92', country: 'PK', name: { EN: 'Pakistan', HI: 'पाकिस्तान' }, mobileLength: 10 },
  { code: '+94', country: 'LK', name: { EN: 'Sri Lanka', HI: 'श्रीलंका' }, mobileLength: 9 },
  { code: '+971', country: 'AE', name: { EN: 'United Arab Emirates', HI: 'संयुक्त अरब अमीरात' }, mobileLength: 9 },
];

export type Country = { code: string; country: string; mobileLength: number };

/** The country list in a language, as GET countryCodes answers it. */
export const countryCodes = (lang: Lang): CountryCode[] =>
  COUNTRIES.map(({ code, country, name, mobileLength }) => ({ code, country, name: localise(name, lang), mobileLength }));

/**
 * The country of a dialling code as a request gives it: trimmed, '+' optional ('91' is '+91'),
 * empty meaning the home market (+91). Null for a code not in the list.
 */
export function countryByDialingCode(raw: string): Country | null {
  const trimmed = raw.trim();
  const code = trimmed === '' ? DEFAULT_COUNTRY_DIALING_CODE : trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  const found = COUNTRIES.find((country) => country.code === code);
  return found ? { code: found.code, country: found.country, mobileLength: found.mobileLength } : null;
}
