import { describe, expect, it } from 'vitest';
import { maskIp } from '@kernel/maskIp';
import { describeUserAgent } from '@kernel/userAgent';

/** Real user-agent strings as the browsers send them, with the names the security center shows. */
const AGENTS: Array<[string, string, string]> = [
  ['Chrome', 'Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'],
  ['Edge', 'Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86'],
  ['Firefox', 'Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'],
  ['Chrome', 'macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'],
  ['Safari', 'macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'],
  ['Firefox', 'macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0'],
  ['Edge', 'macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70'],
  ['Chrome', 'Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36'],
  ['Firefox', 'Android', 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'],
  ['Edge', 'Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.87'],
  [
    'Samsung Internet',
    'Android',
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  ],
  ['Opera', 'Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0'],
  ['Safari', 'iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1.1 Mobile/15E148 Safari/604.1'],
  ['Chrome', 'iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1'],
  ['Firefox', 'iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15'],
  [
    'Edge',
    'iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.2903.79 Mobile/15E148 Safari/605.1.15',
  ],
  ['Safari', 'iOS', 'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1'],
  ['Chrome', 'Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'],
  ['Firefox', 'Linux', 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
  ['Edge', 'Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'],
  ['Chrome', 'ChromeOS', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'],
  ['Opera', 'Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0'],
  // The headless shell the browser tests drive.
  ['Chrome', 'Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
];

describe('the browser and system a user agent names', () => {
  it.each(AGENTS)('%s on %s', (browser, os, userAgent) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os });
  });

  it('names neither for a client that is not a browser, or none at all', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: 'other', os: 'other' });
    expect(describeUserAgent('')).toEqual({ browser: 'other', os: 'other' });
    expect(describeUserAgent(null)).toEqual({ browser: 'other', os: 'other' });
  });
});

describe('the IP the security center shows', () => {
  it.each([
    ['203.0.113.7', '203.0.*.*'],
    ['10.1.2.3', '10.1.*.*'],
    ['127.0.0.1', '127.0.*.*'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:*'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8:*'],
    ['2001:db8::1', '2001:db8:*'],
    ['2001::1', '2001:0:*'],
    ['::1', '0:0:*'],
    ['fe80::', 'fe80:0:*'],
  ])('%s shows as %s', (ip, shown) => {
    expect(maskIp(ip)).toBe(shown);
  });

  it('shows nothing for an unknown or malformed address', () => {
    for (const ip of [null, undefined, '', 'not-an-ip', '1.2.3', '2001:db8', '1::2::3', 'zzzz:1::']) expect(maskIp(ip)).toBeNull();
  });
});
