import { render, screen, waitFor } from '@testing-library/react';
import QRCode from 'react-qr-code';
import { describe, expect, it } from 'vitest';
import DownloadQrCodes from '@/ui/DownloadQrCodes';
import { qrPath } from '@/ui/qrCode/qrPath';

/** The dark modules a drawn path names, as "column row" pairs. */
const darkModules = (path: string) => new Set([...path.matchAll(/M\s*(\d+)\s+(\d+)/g)].map(([, column, row]) => `${column} ${row}`));

/** The dark modules react-qr-code draws for a value (its second path is the foreground). */
function reactQrCodeModules(value: string) {
  const { container, unmount } = render(<QRCode value={value} />);
  const [, foreground] = container.querySelectorAll('path');
  const modules = darkModules(foreground?.getAttribute('d') ?? '');
  const size = Number(container.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]);
  unmount();
  return { size, modules };
}

describe('QR codes computed off the main thread', () => {
  it.each([
    ['an iOS download address with language and token', 'https://site.example/download?lang=HI&token=4f2a9c'],
    ['a long Android package address', `https://download.example.com/demo/${'a'.repeat(120)}.apk`],
    ['an address with non-Latin text (UTF-8, as react-qr-code encodes it)', 'https://site.example/डाउनलोड?lang=HI'],
  ])('draws exactly the modules react-qr-code draws for %s', (_, value) => {
    const expected = reactQrCodeModules(value);
    const path = qrPath(value);
    expect(path.size).toBe(expected.size);
    expect(darkModules(path.dark)).toEqual(expected.modules);
    expect(expected.modules.size).toBeGreaterThan(100);
  });

  it('holds a blank box of the code size, then draws both download codes (computed here where there is no worker)', async () => {
    render(<DownloadQrCodes iosUrl="https://site.example/download?lang=EN&token=t1" androidUrl="https://d.example/app.apk" iosLabel="iOS" androidLabel="Android" />);
    const ios = screen.getByTestId('qr-ios');
    expect(ios.getAttribute('data-drawn')).toBe('false');
    expect(ios.style.width).toBe('78px');
    await waitFor(() => expect(screen.getByTestId('qr-android').getAttribute('data-drawn')).toBe('true'));
    const drawn = screen.getByTestId('qr-ios');
    expect(drawn.getAttribute('width')).toBe('78');
    expect(darkModules(drawn.querySelectorAll('path')[1]?.getAttribute('d') ?? '')).toEqual(reactQrCodeModules('https://site.example/download?lang=EN&token=t1').modules);
  });
});
