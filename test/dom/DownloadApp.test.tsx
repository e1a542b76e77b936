import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DownloadAppArea from '@/features/downloadApp/DownloadAppArea';
import { renderWithI18n } from './render';

describe('download-app page', () => {
  it('shows iOS and Android with QR codes, install steps, download links and what the app offers', () => {
    renderWithI18n(
      <DownloadAppArea
        brand="DEMO Play"
        iosQrUrl="https://site.example/download?lang=EN&token=t1"
        iosDownloadUrl="https://d.example/ios"
        androidUrl="https://d.example/app.apk"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Download the DEMO Play app');
    for (const platform of ['ios', 'android']) {
      const qr = screen.getByTestId(`download-qr-${platform}`);
      expect(qr.tagName.toLowerCase()).toBe('svg');
      // A real code: many modules drawn, not a blank box.
      expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
      expect(screen.getByTestId(`download-${platform}`).querySelectorAll('ol li')).toHaveLength(4);
    }
    expect(screen.getByTestId('download-link-ios').getAttribute('href')).toBe('https://d.example/ios');
    expect(screen.getByTestId('download-link-android').getAttribute('href')).toBe('https://d.example/app.apk');
    expect(screen.getByRole('heading', { name: 'What the app offers' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(6 + 8);
  });

  it('says the Android app is not available when the merchant has none, and still shows the iOS code', () => {
    renderWithI18n(<DownloadAppArea brand="" iosQrUrl="https://site.example/download?lang=HI" iosDownloadUrl={null} androidUrl={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Download the app');
    expect(screen.getByTestId('download-qr-ios')).toBeTruthy();
    expect(screen.queryByTestId('download-qr-android')).toBeNull();
    expect(screen.getByTestId('download-unavailable-android').textContent).toBe('This app is not available yet.');
    expect(screen.queryByTestId('download-link-ios')).toBeNull();
  });
});
