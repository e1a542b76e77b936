import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtImage } from '@/ui/ArtImage';

const imageOf = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('SPEC 8 handling: an image that fails to load falls back to a default icon or avatar', () => {
  it.each([
    ['game', '/fallback-game.svg'],
    ['art', '/fallback-art.svg'],
    ['logo', '/fallback-logo.svg'],
    ['avatar', '/fallback-avatar.svg'],
  ] as const)('shows the %s default in place of a picture that failed', (kind, fallback) => {
    const { container } = render(<ArtImage kind={kind} src="/art/missing.png" />);
    expect(imageOf(container).getAttribute('src')).toBe('/art/missing.png');
    fireEvent.error(imageOf(container));
    expect(imageOf(container).getAttribute('src')).toBe(fallback);
  });

  it('tries a new address again, and stays on the default when the default fails too', () => {
    const { container, rerender } = render(<ArtImage kind="art" src="/art/a.png" />);
    fireEvent.error(imageOf(container));
    fireEvent.error(imageOf(container));
    expect(imageOf(container).getAttribute('src')).toBe('/fallback-art.svg');
    rerender(<ArtImage kind="art" src="/art/b.png" />);
    expect(imageOf(container).getAttribute('src')).toBe('/art/b.png');
  });

  it('keeps what the caller gives the image (alt text, size, lazy loading)', () => {
    const { container } = render(<ArtImage kind="logo" src="/logo.png" alt="PG Soft" width={96} loading="lazy" />);
    expect([imageOf(container).alt, imageOf(container).getAttribute('width'), imageOf(container).getAttribute('loading')]).toEqual(['PG Soft', '96', 'lazy']);
  });
});
