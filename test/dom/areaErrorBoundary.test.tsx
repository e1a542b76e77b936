import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaErrorBoundary } from '@/ui/AreaErrorBoundary';
import { LazyArea } from '@/ui/LazyArea';
import { renderWithI18n } from './render';

/** Whether the fragile parts throw while rendering (each test sets it). */
const fragility = { broken: true };

/** A part that throws while rendering as long as `fragility.broken` says so. */
function FragilePart({ label }: { label: string }) {
  if (fragility.broken) throw new Error(`${label} exploded while rendering`);
  return <p>{label} is here</p>;
}

function WinnersBoard() {
  return <p>Winners board</p>;
}

/** A part with state of its own, to see that Try again starts it over. */
function Counter() {
  const [count, setCount] = useState(0);
  if (fragility.broken) throw new Error('counter broke');
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

const loadFragile = async () => ({ default: FragilePart });
const loadWinners = async () => ({ default: WinnersBoard });

/** A page like the product's: a header, two lazy areas side by side, each failing alone. */
function Page() {
  return (
    <>
      <header data-testid="header">Brand header</header>
      <main>
        <LazyArea load={loadFragile} props={{ label: 'Promotions' }} />
        <LazyArea load={loadWinners} />
      </main>
    </>
  );
}

const withI18n = (ui: ReactElement) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

describe('area error boundary', () => {
  // React reports every caught render error on the console; the tests expect those reports.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fragility.broken = true;
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the header and the other areas when one lazy area fails, says so, and Try again recovers', async () => {
    renderWithI18n(<Page />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part could not be shown');
    expect(screen.getByTestId('header').textContent).toBe('Brand header');
    expect(screen.getByText('Winners board')).toBeTruthy();
    expect(screen.queryByText('Promotions is here')).toBeNull();

    // Still broken: Try again shows the message again, nothing else moves.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert').textContent).toContain('This part could not be shown');

    fragility.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Promotions is here')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Winners board')).toBeTruthy();
  });

  it('mounts the part afresh on Try again, so its state starts over', () => {
    fragility.broken = false;
    // A new element each time, so the rerender renders the counter again.
    const tree = () => (
      <AreaErrorBoundary>
        <Counter />
      </AreaErrorBoundary>
    );
    const view = renderWithI18n(tree());
    fireEvent.click(screen.getByRole('button', { name: 'count 0' }));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
    fragility.broken = true;
    view.rerender(withI18n(tree()));
    expect(screen.getByRole('alert')).toBeTruthy();
    fragility.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'count 0' })).toBeTruthy();
  });

  it('gives a failed part a fresh start when its reset key changes (another route)', () => {
    const view = renderWithI18n(
      <AreaErrorBoundary resetKey="/">
        <FragilePart label="Lobby" />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    fragility.broken = false;
    view.rerender(
      withI18n(
        <AreaErrorBoundary resetKey="/promotions">
          <FragilePart label="Lobby" />
        </AreaErrorBoundary>,
      ),
    );
    expect(screen.getByText('Lobby is here')).toBeTruthy();
  });

  it('shows a failed popup as a dialog that closes the way the popup closes', async () => {
    const onClose = vi.fn();
    renderWithI18n(
      <>
        <header data-testid="header">Brand header</header>
        <LazyArea quiet load={loadFragile} props={{ label: 'Login popup', onClose }} />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This part could not be shown');
    expect(screen.getByTestId('header')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports what it caught', async () => {
    const onError = vi.fn();
    renderWithI18n(
      <AreaErrorBoundary onError={onError}>
        <FragilePart label="Help" />
      </AreaErrorBoundary>,
    );
    await act(async () => {});
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('Help exploded while rendering');
  });
});
