import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { activateCatalogue, i18n, loadCatalogue } from '@/i18n/catalogues';
import { useCategoryLabel } from '@/ui/useCategoryLabel';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const labelsIn = async (language: 'EN' | 'HI') => {
  await loadCatalogue(language);
  activateCatalogue(language);
  const { result } = renderHook(() => useCategoryLabel(), { wrapper });
  const label = result.current;
  return ['ELOTT', 'LOTT', 'BGS', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'].map((category) => label(category as never));
};

describe('SPEC 9 category labels: ELOTT and LOTT con_lott, BGS in_house, LIVE con_live, SPORTS con_sports, FISH con_fish, RNG con_rng, PVP con_pvp, ESPORTS compete_game, COCKFIGHT con_cock', () => {
  afterAll(async () => {
    await loadCatalogue('EN');
    activateCatalogue('EN');
  });
  it('reads them in English', async () => {
    expect(await labelsIn('EN')).toEqual(['Lottery', 'Lottery', 'In-house', 'Live casino', 'Sports', 'Fishing', 'Slots', 'Poker', 'E-sports', 'Cockfight']);
  });
  it('reads ELOTT as the lottery in Hindi too', async () => {
    const [elott, lott] = await labelsIn('HI');
    expect(elott).toBe(lott);
    expect(elott).not.toBe('Lottery');
  });
});
