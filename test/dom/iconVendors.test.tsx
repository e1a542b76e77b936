import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vendor } from '@kernel/games';
import type { GameCategory } from '@kernel/platform';
import { VendorEntry } from '@/ui/VendorEntry';
import { VendorMark } from '@/ui/VendorMark';

// SPEC 3 "icon vendors: PG, EG2, PT, JDB, CQ9, FC, JL, BGS": where the lobby and the game lists show
// vendors, these are shown by their icon. Written from SPEC, not read from the product's list.
const ICON_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
/** Vendors of the seed outside the list, in several categories. */
const WRITTEN_VENDORS = ['PP', 'MEGA', 'EVO', 'SEXY', 'KY', 'SABA', 'TCG', 'SV388'];

const vendor = (vassalage: string, gameType: GameCategory = 'RNG'): Vendor => ({
  vassalage,
  name: `${vassalage} Studio`,
  gameType,
  iconUrl: `/assets-gen/vendor/${vassalage}.svg`,
  gameCount: 10,
  gameCode: null,
  isGame: 'GAME',
});

describe('icon vendors (SPEC 3)', () => {
  it.each(ICON_VENDORS)('shows %s by its logo alone, which names it', (code) => {
    const { container } = render(<VendorMark vendor={vendor(code)} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(`/assets-gen/vendor/${code}.svg`);
    expect(images[0]?.alt).toBe(`${code} Studio`);
    expect(container.textContent).toBe('');
  });

  it.each(WRITTEN_VENDORS)('shows %s by its logo beside its written name', (code) => {
    const { container } = render(<VendorMark vendor={vendor(code)} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    // The logo beside the name is decoration: the name is said once.
    expect(images[0]?.alt).toBe('');
    expect(container.textContent).toBe(`${code} Studio`);
  });

  it('names an icon vendor card of the lobby by its logo, as a list link or as a launch button', () => {
    render(
      <>
        <VendorEntry vendor={vendor('PG', 'RNG')} onLaunch={() => {}} />
        <VendorEntry vendor={vendor('PT', 'LIVE')} onLaunch={() => {}} />
        <VendorEntry vendor={vendor('EVO', 'LIVE')} onLaunch={() => {}} />
      </>,
    );
    const pg = screen.getByRole('link', { name: 'PG Studio' });
    expect(pg.textContent).toBe('');
    expect(pg.querySelector('img')?.alt).toBe('PG Studio');
    const pt = screen.getByRole('button', { name: 'PT Studio' });
    expect(pt.textContent).toBe('');
    const evo = screen.getByRole('button', { name: 'EVO Studio' });
    expect(evo.textContent).toBe('EVO Studio');
  });
});
