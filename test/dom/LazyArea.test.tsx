import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES } from '@machines/chunkLoader.machine';
import { LazyArea } from '@/ui/LazyArea';
import { renderWithI18n } from './render';

describe('lazy area', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a chunk that fails, then shows a clear error with a reload button', async () => {
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /js/PromotionsArea-x.js');
    });
    renderWithI18n(<LazyArea load={load} />);
    for (let i = 0; i < CHUNK_RETRIES + 1; i++) await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(CHUNK_RETRIES + 1);
    expect(screen.getByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText(/ChunkLoadError: missing/)).toBeTruthy();
  });

  it('gives up waiting after the 120 s chunk timeout', async () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    renderWithI18n(<LazyArea load={load} />);
    for (let i = 0; i < CHUNK_RETRIES + 1; i++) await act(() => vi.advanceTimersByTimeAsync(125_000));
    expect(screen.getByText(/ChunkLoadError: timeout/)).toBeTruthy();
  });

  it('renders the area once its chunk arrives', async () => {
    renderWithI18n(<LazyArea load={async () => ({ default: () => <p>Promotions here</p> })} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Promotions here')).toBeTruthy();
  });
});
