import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import LiveChatPanel from '@/features/liveChat/LiveChatPanel';
import { renderWithI18n } from './render';

const withI18n = (ui: ReactElement) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

const handlers = () => ({ onRetry: vi.fn(), onEmbed: vi.fn(), onClose: vi.fn() });

describe('live chat on the page (SPEC 7 Other, SPEC 8)', () => {
  it('says a blocked popup in the SPEC words and offers the chat inside the page', async () => {
    const on = handlers();
    renderWithI18n(<LiveChatPanel view="blocked" deskName="English support" chatUrl="http://x/chat.html" noDesk={false} serverMessage={null} {...on} />);
    expect(screen.getByRole('alert').textContent).toContain('Popup blocked. Please allow popups and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Chat on this page' }));
    expect(on.onEmbed).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.onRetry).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(on.onClose).toHaveBeenCalled();
  });

  it('shows the chat page in a frame inside the page', () => {
    renderWithI18n(
      <LiveChatPanel view="embedded" deskName="English support" chatUrl="http://x/chat.html?model=CS_EN" noDesk={false} serverMessage={null} {...handlers()} />,
    );
    const frame = screen.getByTitle('English support');
    expect(frame.tagName.toLowerCase()).toBe('iframe');
    expect(frame.getAttribute('src')).toBe('http://x/chat.html?model=CS_EN');
  });

  it('shows connecting, then a failure with the platform message, no desk, or the network text, each with retry', () => {
    const { rerender } = renderWithI18n(<LiveChatPanel view="launching" deskName={null} chatUrl={null} noDesk={false} serverMessage={null} {...handlers()} />);
    expect(screen.getByTestId('live-chat-launching').textContent).toContain('Connecting you to live chat');
    rerender(withI18n(<LiveChatPanel view="failed" deskName={null} chatUrl={null} noDesk={false} serverMessage="Function not enabled" {...handlers()} />));
    expect(screen.getByRole('alert').textContent).toContain('Function not enabled');
    rerender(withI18n(<LiveChatPanel view="failed" deskName={null} chatUrl={null} noDesk serverMessage={null} {...handlers()} />));
    expect(screen.getByRole('alert').textContent).toContain('No customer service agent is available right now.');
    rerender(withI18n(<LiveChatPanel view="failed" deskName={null} chatUrl={null} noDesk={false} serverMessage={null} {...handlers()} />));
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal, please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
