import { describe, expect, it } from 'vitest';
import type { GameMenu } from '@kernel/games';
import type { CustomerService, Resource } from '@kernel/system';
import { footerInvite } from '@/rules/accountMenu.rules';
import { appDownloadLinks } from '@/rules/appDownload.rules';
import { FOOTER_CAROUSEL, footerCarouselRuns, footerVendors, socialLinks } from '@/rules/footer.rules';
import { helpTopicHref, topicFromHash } from '@/rules/helpCenter.rules';

const vendor = (vassalage: string, gameType: GameMenu['gameCategory']) => ({
  vassalage,
  name: `${vassalage} Gaming`,
  gameType,
  iconUrl: `/assets-gen/vendor/${vassalage}.svg`,
  gameCount: 10,
  gameCode: null,
  isGame: 'GAME',
});

describe('footer carousel (SPEC 9)', () => {
  it('shows 10 per view, 20 px apart, speed 3000, autoplay delay 0', () => {
    expect(FOOTER_CAROUSEL).toEqual({ perView: 10, spacingPx: 20, speedMs: 3000, autoplayDelayMs: 0 });
  });
  it('lists every vendor once, in menu order, and runs only with more vendors than fit in a view', () => {
    const menus: GameMenu[] = [
      { gameCategory: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JL', 'RNG')] },
      { gameCategory: 'FISH', vendors: [vendor('JL', 'FISH'), vendor('FC', 'FISH')] },
    ];
    expect(footerVendors(menus).map((entry) => entry.code)).toEqual(['PG', 'JL', 'FC']);
    expect(footerVendors(null)).toEqual([]);
    expect(footerCarouselRuns(10)).toBe(false);
    expect(footerCarouselRuns(11)).toBe(true);
  });
});

describe('footer invite link (SPEC 2 Footer, SPEC 6)', () => {
  it('links agents to the affiliate service and others to invite friends only while referral is on', () => {
    expect(footerInvite('agent', false)).toBe('affiliate');
    expect(footerInvite('member', true)).toBe('invite');
    expect(footerInvite('guest', true)).toBe('invite');
    expect(footerInvite('member', false)).toBeNull();
  });
});

describe('footer social logos (SPEC 2 Footer)', () => {
  const services: CustomerService[] = [
    { csType: 'LIVECHAT', path: 'https://chat.example', title: 'Live chat' },
    { csType: 'FACEBOOK', path: 'https://facebook.example/page', title: 'Facebook' },
    { csType: 'TELEGRAM', path: 'https://telegram.example/support', title: 'Telegram' },
  ];
  const resources: Resource[] = [
    { resourceType: 'Telegram', labelNameEn: 'Telegram', url: 'https://telegram.example/channel' },
    { resourceType: 'WhatsApp', labelNameEn: 'WhatsApp', url: 'https://whatsapp.example/91' },
  ];
  it('links one logo per network to its resource, else its customer-service channel', () => {
    expect(socialLinks(services, resources)).toEqual([
      { network: 'telegram', label: 'Telegram', url: 'https://telegram.example/channel' },
      { network: 'whatsapp', label: 'WhatsApp', url: 'https://whatsapp.example/91' },
      { network: 'facebook', label: 'Facebook', url: 'https://facebook.example/page' },
    ]);
    expect(socialLinks(services, [])[0]).toEqual({ network: 'telegram', label: 'Telegram', url: 'https://telegram.example/support' });
  });
  it('leaves out a network the merchant has no address for', () => {
    expect(socialLinks([], [])).toEqual([]);
    expect(socialLinks([], resources).map((link) => link.network)).toEqual(['telegram', 'whatsapp']);
  });
});

describe('help centre topic by hash (SPEC 2 /help#term)', () => {
  const topics = [{ id: 'about' }, { id: 'term' }, { id: 'faq' }];
  it('picks the topic the hash names, else the first', () => {
    expect(topicFromHash('#term', topics)).toEqual({ id: 'term' });
    expect(topicFromHash('term', topics)).toEqual({ id: 'term' });
    expect(topicFromHash('', topics)).toEqual({ id: 'about' });
    expect(topicFromHash('#nothing', topics)).toEqual({ id: 'about' });
    expect(topicFromHash('#term', [])).toBeNull();
  });
  it('addresses a topic as /help with its hash', () => {
    expect(helpTopicHref('faq')).toBe('/help#faq');
  });
});

describe('app download links (SPEC 3 Resource)', () => {
  it('finds the iOS and Android apps among the resources', () => {
    const resources: Resource[] = [
      { resourceType: 'APP_DOWNLOAD_IOS', labelNameEn: 'iOS app', url: 'https://d.example/ios' },
      { resourceType: 'APP_DOWNLOAD_ANDROID', labelNameEn: 'Android app', url: 'https://d.example/app.apk' },
    ];
    expect(appDownloadLinks(resources)).toEqual({ ios: 'https://d.example/ios', android: 'https://d.example/app.apk' });
    expect(appDownloadLinks([])).toEqual({ ios: null, android: null });
  });
});
