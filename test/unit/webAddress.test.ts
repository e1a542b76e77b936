import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bannerSchema } from '@kernel/announcements';
import { launchedGameSchema } from '@kernel/games';
import { launchChatResponse } from '@kernel/support';
import { customerServiceSchema, resourceSchema } from '@kernel/system';
import { isWebAddress, safeWebAddress } from '@kernel/webAddress';
import { bannerTarget, isYoutubeLink } from '@/rules/banner.rules';

/** Addresses that run script, read as another host, or smuggle a scheme past a naive check. */
const HOSTILE = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://example.com/x',
  '//evil.example/chat',
  '/\\evil.example/chat',
  'javascript://www.youtube.com/%0aalert(1)',
  '',
];
const ACCEPTED = ['https://livechat.example.com/demo', 'http://127.0.0.1:5173/x', '/assets-gen/chat.html?model=CS_HI&lang=HI', '/promotions'];

describe('server addresses that become locations (issue: javascript: chat address read the token)', () => {
  it('accepts only http(s) addresses and paths on this site', () => {
    for (const address of HOSTILE) expect(isWebAddress(address), address).toBe(false);
    for (const address of ACCEPTED) expect(isWebAddress(address), address).toBe(true);
    expect(safeWebAddress('javascript:alert(1)')).toBeNull();
    expect(safeWebAddress(null)).toBeNull();
    expect(safeWebAddress('/help')).toBe('/help');
  });

  it('refuses a hostile address at every schema a server URL passes through', () => {
    for (const address of HOSTILE) {
      expect(v.safeParse(launchChatResponse, { success: true, value: { chatUrl: address } }).success, `chat ${address}`).toBe(false);
      expect(v.safeParse(launchedGameSchema, { url: address, mode: 'iframe' }).success, `launch ${address}`).toBe(false);
      expect(v.safeParse(customerServiceSchema, { csType: 'LIVECHAT', path: address, title: 'Chat' }).success, `service ${address}`).toBe(false);
      expect(v.safeParse(resourceSchema, { resourceType: 'APP_DOWNLOAD_IOS', labelNameEn: 'iOS', url: address }).success, `resource ${address}`).toBe(false);
      const banner = { id: 1, groupName: 'w_home', url: '/assets-gen/banner/1.svg', title: 'B' };
      expect(v.safeParse(bannerSchema, { ...banner, url: address || 'x' }).success, `banner image ${address}`).toBe(false);
      for (const linkageType of ['URL', 'VIDEO', 'ROUTE'] as const) {
        expect(v.safeParse(bannerSchema, { ...banner, linkageType, linkage: address }).success, `${linkageType} ${address}`).toBe(false);
      }
    }
    expect(v.safeParse(launchChatResponse, { success: true, value: { chatUrl: '/assets-gen/chat.html' } }).success).toBe(true);
  });

  it('routes a banner only to a page of this site and opens only http(s) links and YouTube videos', () => {
    const banner = { id: 1, groupName: 'w_home' as const, url: '/b.svg', title: 'B' };
    expect(bannerTarget({ ...banner, linkageType: 'ROUTE', linkage: '//evil.example' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ ...banner, linkageType: 'URL', linkage: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(isYoutubeLink('javascript://www.youtube.com/%0aalert(1)')).toBe(false);
    expect(isYoutubeLink('https://www.youtube.com/embed/eRsGyueVLvQ')).toBe(true);
  });
});
