import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusShortcut } from '@/ui/useFocusShortcut';

/** A page with the search area, another field, a button and, on demand, an open modal. */
function Page({ modal = false }: { modal?: boolean }) {
  const area = useRef<HTMLElement>(null);
  useFocusShortcut('/', area);
  return (
    <>
      <search ref={area}>
        <input aria-label="search" />
      </search>
      <input aria-label="name" />
      <button type="button">press</button>
      {modal && (
        <div role="dialog" aria-modal="true">
          <button type="button">in the dialog</button>
        </div>
      )}
    </>
  );
}

describe('the "/" shortcut to the search (issue 26)', () => {
  it('focuses the search from the page, without typing the key', async () => {
    render(<Page />);
    screen.getByRole('button', { name: 'press' }).focus();
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('search'));
    expect((screen.getByLabelText('search') as HTMLInputElement).value).toBe('');
  });

  it('types "/" in another field instead of jumping', async () => {
    render(<Page />);
    await userEvent.click(screen.getByLabelText('name'));
    await userEvent.keyboard('a/b');
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('a/b');
  });

  it('leaves the focus in an open dialog and ignores the key with a modifier', async () => {
    const { rerender } = render(<Page modal />);
    screen.getByRole('button', { name: 'in the dialog' }).focus();
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'in the dialog' }));
    rerender(<Page />);
    screen.getByRole('button', { name: 'press' }).focus();
    await userEvent.keyboard('{Control>}/{/Control}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'press' }));
  });
});
