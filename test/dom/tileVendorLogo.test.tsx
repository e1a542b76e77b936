import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameTile } from '@/ui/GameTile';
import { gameFixture } from './gameFixture';

// SPEC 3 "icon vendors: PG, EG2, PT, JDB, CQ9, FC, JL, BGS": a game tile shows these by their logo,
// not by their name in text. Written from SPEC, not read from the product's list.
const ICON_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];
const WRITTEN_VENDORS = ['PP', 'MEGA', 'EVO', 'SPRIBE'];

/** A tile of `vassalage`'s game, with its vendor's logo served (null: none served). */
const tile = (vassalage: string, vendorIconUrl: string | null = `/assets-gen/vendor/${vassalage}.svg`) => {
  const game = gameFixture(7, { vassalage, gameName: 'Lucky Seven', ...(vendorIconUrl === null ? {} : { vendorIconUrl }) });
  render(<GameTile game={game} startLabel="Play now" onLaunch={() => {}} />);
  return screen.getByTestId('game-tile');
};

describe('the vendor of a game tile (SPEC 3 icon vendors)', () => {
  it.each(ICON_VENDORS)('shows %s by its logo, not its name in text', (code) => {
    const button = tile(code);
    const logo = [...button.querySelectorAll('img')].find((image) => image.getAttribute('src') === `/assets-gen/vendor/${code}.svg`);
    expect(logo).toBeDefined();
    // The logo's text names the vendor for screen readers; no text on the tile names it.
    expect(logo?.alt).toBe(code);
    expect(button.textContent).not.toContain(code);
    expect(button.textContent).toContain('Lucky Seven');
  });

  it.each(WRITTEN_VENDORS)('names %s in text, with no vendor logo', (code) => {
    const button = tile(code);
    expect(button.textContent).toContain(code);
    expect(button.querySelector(`img[src="/assets-gen/vendor/${code}.svg"]`)).toBeNull();
  });

  it('names an icon vendor in text when no logo is served for it', () => {
    const button = tile('PG', null);
    expect(button.textContent).toContain('PG');
    expect(button.querySelectorAll('img')).toHaveLength(1);
  });
});
