import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DownloadAppArea from '@/features/downloadApp/DownloadAppArea';
import type { InstallOffer } from '@/features/downloadApp/useLiteAppInstall';
import { UnreachableScreen } from '@/features/system/UnreachableScreen';
import { renderWithI18n } from './render';

/** Chromium's BeforeInstallPromptEvent, answering its prompt as the test says. */
function installPrompt(outcome: Promise<'accepted' | 'dismissed'> = Promise.resolve('accepted')) {
  const event = new Event('beforeinstallprompt') as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
  event.prompt = vi.fn(async () => {});
  event.userChoice = outcome.then((answer) => ({ outcome: answer }));
  return event;
}

const renderPage = (liteApp?: InstallOffer) =>
  renderWithI18n(<DownloadAppArea brand="DEMO Play" iosQrUrl="https://site.example/download?lang=EN" iosDownloadUrl={null} androidUrl={null} liteApp={liteApp} />);

describe('the lite app on the download page (SPEC 1, issue 24)', () => {
  it('is offered beside iOS and Android, with the steps to install from the browser when it gives no prompt', () => {
    renderPage();
    expect(screen.getByTestId('download-ios')).toBeTruthy();
    expect(screen.getByTestId('download-android')).toBeTruthy();
    expect(screen.getByTestId('download-lite').getAttribute('aria-label')).toBe('Lite app');
    expect(screen.getByTestId('download-lite-steps').querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByTestId('download-lite-install')).toBeNull();
  });

  it('opens the browser prompt kept before the page showed, once, and says when the app is installed', async () => {
    const prompt = installPrompt();
    const offer: InstallOffer = { prompt, installed: false };
    renderPage(offer);
    const button = screen.getByTestId('download-lite-install');
    expect(button.textContent).toBe('Install the lite app');
    expect(screen.queryByTestId('download-lite-steps')).toBeNull();
    fireEvent.click(button);
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    // A prompt serves once: the kept offer forgets it.
    expect(offer.prompt).toBeNull();
    expect(await screen.findByTestId('download-lite-installed')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The lite app is installed. Open it from your home screen or app list.');
  });

  it('shows the Install button when the browser offers its prompt later, busy while it is open, and the how-to after a dismissal', async () => {
    let dismiss: (outcome: 'dismissed') => void = () => {};
    const prompt = installPrompt(new Promise((resolve) => (dismiss = resolve)));
    const offer: InstallOffer = { prompt: null, installed: false };
    renderPage(offer);
    expect(screen.getByTestId('download-lite-steps')).toBeTruthy();
    // The app keeps the event (src/app/liteApp/installPrompt.ts); the page hears it too.
    offer.prompt = prompt;
    act(() => void dispatchEvent(prompt));
    const button = screen.getByTestId('download-lite-install');
    fireEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    await act(async () => dismiss('dismissed'));
    expect(screen.getByTestId('download-lite-steps')).toBeTruthy();
  });

  it('says it is installed when the browser installed it, or it was before the page showed', () => {
    renderPage({ prompt: installPrompt(), installed: false });
    act(() => void dispatchEvent(new Event('appinstalled')));
    expect(screen.getByTestId('download-lite-installed')).toBeTruthy();
    expect(screen.queryByTestId('download-lite-install')).toBeNull();
  });

  it('says so at once when the app was installed earlier in this page', () => {
    renderPage({ prompt: null, installed: true });
    expect(screen.getByTestId('download-lite-installed')).toBeTruthy();
  });
});

describe('the offline shell (issue 24)', () => {
  it('says the visitor is offline, with a retry that is busy while it runs', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithI18n(<UnreachableScreen offline retrying={false} onRetry={onRetry} />);
    expect(screen.getByTestId('offline-screen')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are offline');
    fireEvent.click(screen.getByTestId('unreachable-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(
      <I18nProvider i18n={i18n}>
        <UnreachableScreen offline retrying onRetry={onRetry} />
      </I18nProvider>,
    );
    expect((screen.getByTestId('unreachable-retry') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the platform-unreachable message when the browser has a network', () => {
    renderWithI18n(<UnreachableScreen retrying={false} onRetry={() => {}} />);
    expect(screen.getByTestId('unreachable-screen')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Network link is abnormal, please try again');
  });
});
