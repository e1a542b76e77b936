import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HelpTopic } from '@kernel/help';
import HelpCenterArea from '@/features/helpCenter/HelpCenterArea';
import { renderWithI18n } from './render';

const withI18n = (ui: ReactElement) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

const TOPICS: HelpTopic[] = [
  { id: 'about', title: 'About us', content: '<p>We are a gaming platform.</p>' },
  {
    id: 'term',
    title: 'Terms and conditions',
    content: '<ol><li>One account per person.</li></ol><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  },
  { id: 'faq', title: 'FAQ', content: '<h3>How do I deposit?</h3><p>Open the wallet.</p>' },
];

describe('help centre page (SPEC 2 /help, SPEC 7 helpCenter)', () => {
  it('shows the topic the hash names, with its sanitised HTML, and reports topic choices', async () => {
    const onSelectTopic = vi.fn();
    const { rerender } = renderWithI18n(<HelpCenterArea loadTopics={async () => TOPICS} hash="#term" onSelectTopic={onSelectTopic} />);
    expect(screen.getByRole('status')).toBeTruthy();
    const article = await screen.findByTestId('help-article-term');
    expect(article.querySelector('h2')?.textContent).toBe('Terms and conditions');
    expect(article.textContent).toContain('One account per person.');
    // DOMPurify keeps the markup and drops scripts and event handlers.
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByTestId('help-topic-term').getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByTestId('help-topic-faq'));
    expect(onSelectTopic).toHaveBeenCalledWith('faq');
    expect(screen.getByTestId('help-topic-faq').getAttribute('href')).toBe('/help#faq');

    rerender(withI18n(<HelpCenterArea loadTopics={async () => TOPICS} hash="#faq" onSelectTopic={onSelectTopic} />));
    expect((await screen.findByTestId('help-article-faq')).querySelector('h3')?.textContent).toBe('How do I deposit?');
  });

  it('shows the first topic without a hash or with an unknown one', async () => {
    renderWithI18n(<HelpCenterArea loadTopics={async () => TOPICS} hash="#unknown" onSelectTopic={() => {}} />);
    expect(await screen.findByTestId('help-article-about')).toBeTruthy();
  });

  it('says when the topics could not be loaded and loads them again on retry', async () => {
    let calls = 0;
    const loadTopics = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return TOPICS;
    });
    renderWithI18n(<HelpCenterArea loadTopics={loadTopics} hash="" onSelectTopic={() => {}} />);
    const error = await screen.findByTestId('help-center-error');
    expect(error.textContent).toContain('The help centre could not be loaded');
    expect(error.textContent).toContain('Network link is abnormal, please try again');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(screen.getByTestId('help-article-about')).toBeTruthy());
    expect(loadTopics).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no topics', async () => {
    renderWithI18n(<HelpCenterArea loadTopics={async () => []} hash="" onSelectTopic={() => {}} />);
    expect((await screen.findByTestId('help-center-empty')).textContent).toContain('No help topics yet');
  });
});
