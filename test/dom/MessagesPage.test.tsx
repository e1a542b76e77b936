import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import type { InboxMessage, InboxPage } from '@kernel/inbox';
import { ApiError } from '@/api/errors';
import type { InboxCalls } from '@/api/inboxCalls';
import MessagesPage from '@/features/memberCenter/pages/messages/MessagesPage';
import { memberPageProps } from './memberPageProps';
import { renderWithI18n } from './render';

const message = (id: number, read: boolean, content = `<p>Body of message ${id}</p>`): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content,
  createdAt: Date.UTC(2026, 10, 20 - id, 9, 0, 0),
  read,
});
const FIRST: InboxPage = {
  items: [
    message(1, false, '<p>Your <b>cashback</b> is here.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>'),
    message(2, false),
    message(3, true),
  ],
  pageNo: 1,
  pageSize: 10,
  totalPages: 2,
  totalCount: 13,
  unreadCount: 2,
};
const SECOND: InboxPage = { ...FIRST, items: [message(11, true), message(12, true), message(13, true)], pageNo: 2 };
const network = () => new ApiError('network', 'Network link is abnormal, please try again', { path: '/x' });

function renderPage(overrides: Partial<InboxCalls> = {}) {
  const inbox: InboxCalls = {
    getMessages: vi.fn(async (pageNo: number) => (pageNo === 2 ? SECOND : FIRST)),
    readMessage: vi.fn(async () => ({ unreadCount: 1 })),
    readAllMessages: vi.fn(async () => ({ unreadCount: 0 })),
    deleteMessage: vi.fn(async () => ({ unreadCount: 1 })),
    ...overrides,
  };
  const props = memberPageProps({ inbox });
  renderWithI18n(<MessagesPage {...props} />);
  return { inbox, props, user: userEvent.setup() };
}

describe('Member center: the message inbox', () => {
  it('lists the messages newest first with the unread ones marked, and the counts', async () => {
    renderPage();
    await screen.findByTestId('inbox-message-1');
    expect(screen.getByTestId('inbox-summary').textContent).toBe('2 unread · 13 messages');
    expect(screen.getByTestId('inbox-message-1').getAttribute('data-read')).toBe('false');
    expect(screen.getByTestId('inbox-message-3').getAttribute('data-read')).toBe('true');
    // Screen readers hear which ones are unread.
    expect(screen.getByTestId('inbox-message-1').textContent).toContain('Unread:');
    expect(screen.getByTestId('inbox-message-3').textContent).not.toContain('Unread:');
  });

  it('opens an unread message with its sanitised text, marks it read and tells the badge', async () => {
    const { inbox, props, user } = renderPage();
    await user.click(await screen.findByTestId('inbox-message-1'));
    const reader = screen.getByTestId('inbox-reader');
    expect(within(reader).getByRole('heading', { name: 'Message 1' })).toBeTruthy();
    expect(reader.querySelector('b')?.textContent).toBe('cashback');
    expect(reader.querySelector('script')).toBeNull();
    expect(reader.querySelector('[onerror]')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('inbox-message-1').getAttribute('data-read')).toBe('true'));
    expect(inbox.readMessage).toHaveBeenCalledWith(1);
    expect(props.refreshBadges).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('inbox-summary').textContent).toBe('1 unread · 13 messages');
    // A read message opens without another call.
    await user.click(screen.getByTestId('inbox-message-3'));
    expect(within(screen.getByTestId('inbox-reader')).getByRole('heading', { name: 'Message 3' })).toBeTruthy();
    expect(inbox.readMessage).toHaveBeenCalledTimes(1);
  });

  it('keeps a message unread and says why when marking it read fails', async () => {
    const { props, user } = renderPage({ readMessage: vi.fn(async () => Promise.reject(network())) });
    await user.click(await screen.findByTestId('inbox-message-2'));
    expect((await screen.findByRole('alert')).textContent).toBe('Network link is abnormal, please try again');
    expect(screen.getByTestId('inbox-message-2').getAttribute('data-read')).toBe('false');
    expect(props.refreshBadges).not.toHaveBeenCalled();
  });

  it('marks all read, then offers it no more', async () => {
    const { inbox, props, user } = renderPage();
    await user.click(await screen.findByTestId('inbox-read-all'));
    expect((await screen.findByRole('status')).textContent).toBe('All messages are marked as read.');
    expect(inbox.readAllMessages).toHaveBeenCalledTimes(1);
    expect(props.refreshBadges).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('inbox-summary').textContent).toBe('All read · 13 messages');
    for (const id of [1, 2, 3]) expect(screen.getByTestId(`inbox-message-${id}`).getAttribute('data-read')).toBe('true');
    expect(screen.getByTestId('inbox-read-all')).toHaveProperty('disabled', true);
  });

  it('deletes a message only after a confirmation, then reads the page again', async () => {
    const { inbox, props, user } = renderPage();
    await user.click(await screen.findByTestId('inbox-message-3'));
    await user.click(screen.getByTestId('inbox-delete-3'));
    const dialog = screen.getByTestId('inbox-delete-dialog');
    expect(dialog.textContent).toContain('Message 3');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(inbox.deleteMessage).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('inbox-delete-3'));
    await user.click(screen.getByTestId('inbox-delete-confirm'));
    expect((await screen.findByRole('status')).textContent).toBe('Message deleted.');
    expect(inbox.deleteMessage).toHaveBeenCalledWith(3);
    expect(inbox.getMessages).toHaveBeenCalledTimes(2);
    expect(props.refreshBadges).toHaveBeenCalledTimes(1);
  });

  it('pages through the list', async () => {
    const { inbox, user } = renderPage();
    await screen.findByTestId('inbox-message-1');
    await user.click(screen.getByTestId('page-2'));
    await screen.findByTestId('inbox-message-11');
    expect(inbox.getMessages).toHaveBeenLastCalledWith(2);
    expect(screen.queryByTestId('inbox-message-1')).toBeNull();
  });

  it('says the list could not be loaded and tries again', async () => {
    let fail = true;
    renderPage({ getMessages: vi.fn(async () => (fail ? Promise.reject(network()) : FIRST)) });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    await screen.findByTestId('inbox-message-1');
  });

  it('tells a refused delete and keeps the message', async () => {
    const { user } = renderPage({
      deleteMessage: vi.fn(async () => Promise.reject(new ApiError('business', 'Trial accounts cannot do this', { path: '/x', code: ErrorCode.trialNotAllowed }))),
    });
    await user.click(await screen.findByTestId('inbox-message-3'));
    await user.click(screen.getByTestId('inbox-delete-3'));
    await user.click(screen.getByTestId('inbox-delete-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('Trial accounts cannot do this');
    expect(screen.getByTestId('inbox-message-3')).toBeTruthy();
  });
});
