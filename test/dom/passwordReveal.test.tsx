import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from '@/ui/FormField';
import { renderWithI18n } from './render';

describe('issue 26, item 4: a show/hide toggle on every password input, keyboard reachable, its state announced', () => {
  it('shows and hides what was typed, from the keyboard, with its pressed state on the button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<FormField label="Password" type="password" defaultValue="Demo@1234" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect([input.getAttribute('type'), toggle.getAttribute('aria-pressed'), toggle.getAttribute('aria-controls')]).toEqual(['password', 'false', input.id]);

    await user.click(input);
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect([input.getAttribute('type'), toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true']);
    expect((input as HTMLInputElement).value).toBe('Demo@1234');
    await user.keyboard(' ');
    expect([input.getAttribute('type'), toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
  });

  it('puts no toggle on other inputs', () => {
    renderWithI18n(<FormField label="Username" defaultValue="demo_member" />);
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
  });
});
