import { describe, expect, it } from 'vitest';
import type { CustomerService, Resource } from '@kernel/system';
import { sideBarItems } from '@/rules/sidebar.rules';

const base = { referral: false, origin: 'https://demo.example', language: 'EN', token: null };

describe('floating side bar (SPEC 2)', () => {
  it('opens the live chat service, not the first customer service listed', () => {
    const customerService: CustomerService[] = [
      { csType: 'TELEGRAM', path: 'https://t.example', title: 'Telegram' },
      { csType: 'LIVECHAT', path: 'https://chat.example', title: 'Live chat' },
    ];
    expect(sideBarItems({ ...base, customerService, resources: [] }).find((item) => item.kind === 'liveChat')).toEqual({ kind: 'liveChat', url: 'https://chat.example' });
    const withoutChat = sideBarItems({ ...base, customerService: [{ csType: 'FACEBOOK', path: 'https://fb.example', title: 'Facebook' }], resources: [] });
    expect(withoutChat.map((item) => item.kind)).toEqual(['appDownload']);
  });
  it('shows the Android code with the Android download resource, and none without it', () => {
    const resources: Resource[] = [
      { resourceType: 'Telegram', labelNameEn: 'Telegram', url: 'https://t.example' },
      { resourceType: 'APP_DOWNLOAD_ANDROID', labelNameEn: 'Android', url: 'https://a.example/app.apk' },
    ];
    expect(sideBarItems({ ...base, customerService: [], resources }).find((item) => item.kind === 'appDownload')).toEqual({
      kind: 'appDownload',
      iosUrl: 'https://demo.example/download?lang=EN',
      androidUrl: 'https://a.example/app.apk',
    });
    const withoutAndroid = sideBarItems({ ...base, customerService: [], resources: [{ resourceType: 'WhatsApp', labelNameEn: 'WhatsApp', url: 'https://wa.example' }] });
    expect(withoutAndroid.find((item) => item.kind === 'appDownload')).toEqual({
      kind: 'appDownload',
      iosUrl: 'https://demo.example/download?lang=EN',
      androidUrl: null,
    });
  });
});
