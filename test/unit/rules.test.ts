import { describe, expect, it } from 'vitest';
import type { Banner } from '@kernel/announcements';
import type { GameMenu, Vendor } from '@kernel/games';
import { isModuleEnabled, type ModuleNode } from '@kernel/modules';
import { accountMenuEntries } from '@/rules/accountMenu.rules';
import { bannerTarget, homeBannerShelves, isYoutubeLink } from '@/rules/banner.rules';
import { tileTheme } from '@/rules/gameFilters.rules';
import { categoryAction, isLargeVendorDropdown, splitCategories, vendorAction, visibleCategories } from '@/rules/lobby.rules';
import { currentGameType, decideRoute, hidesSideMenu, isLobbyPath, usesAgentLayout } from '@/rules/navigation.rules';

const vendor = (vassalage: string): Vendor => ({ vassalage, name: vassalage, gameType: 'RNG', iconUrl: '', gameCount: 1, gameCode: null, isGame: '' });

describe('SPEC 2 route rules', () => {
  it('opens the login popup over the lobby for /login and the register popup with the referral code', () => {
    expect(decideRoute('/login', '', 'guest')).toEqual({ kind: 'redirect', to: '/', popup: 'login' });
    expect(decideRoute('/register', '?referralCode=ABC', 'guest')).toEqual({ kind: 'redirect', to: '/', popup: 'register', referralCode: 'ABC' });
    expect(decideRoute('/register', '', 'guest')).toMatchObject({ referralCode: null });
  });
  it('sends non-agents from /agentHome to /agent and waits while the session is unknown', () => {
    expect(decideRoute('/agentHome', '', 'member')).toEqual({ kind: 'redirect', to: '/agent' });
    expect(decideRoute('/agentHome', '', 'guest')).toEqual({ kind: 'redirect', to: '/agent' });
    expect(decideRoute('/agentHome', '', 'agent')).toEqual({ kind: 'show' });
    expect(decideRoute('/agentHome', '', 'pending')).toEqual({ kind: 'wait' });
  });
  it('requires login for lottery pages', () => {
    for (const path of ['/lottery', '/seaLottery', '/vnLottery']) {
      expect(decideRoute(path, '?gameCode=X', 'guest')).toEqual({ kind: 'redirect', to: '/login' });
      expect(decideRoute(path, '?gameCode=X', 'member')).toEqual({ kind: 'show' });
    }
  });
  it('warns a trial account away from the member areas and asks a guest to log in (SPEC 4)', () => {
    for (const path of ['/member', '/pointMall', '/favorite', '/recent']) {
      expect(decideRoute(path, '?page=depositv2', 'trial')).toEqual({ kind: 'redirect', to: '/', popup: 'trialWarning' });
      expect(decideRoute(path, '', 'guest')).toEqual({ kind: 'redirect', to: '/', popup: 'login' });
      expect(decideRoute(path, '', 'member')).toEqual({ kind: 'show' });
      expect(decideRoute(path, '', 'agent')).toEqual({ kind: 'show' });
    }
  });
  it('hides the side menu on game pages only and uses the agent layout on agent paths only', () => {
    for (const path of ['/seamless', '/lottert', '/vnlottery', '/sealottery']) expect(hidesSideMenu(path)).toBe(true);
    for (const path of ['/', '/rng', '/lottery', '/member']) expect(hidesSideMenu(path)).toBe(false);
    expect(usesAgentLayout('/agent')).toBe(true);
    expect(usesAgentLayout('/agentHome')).toBe(true);
    expect(usesAgentLayout('/member')).toBe(false);
  });
  it('shows the lobby aliases and public pages to everyone', () => {
    for (const path of ['/', '/index', '/index.html', '/home', '/promotions', '/help', '/rng']) expect(decideRoute(path, '', 'guest')).toEqual({ kind: 'show' });
  });
});

describe('module flags and the account menu', () => {
  const tree: ModuleNode[] = [
    {
      modId: 'COMM3',
      enabled: true,
      childrenNodes: [
        { modId: 'PTSYS3', enabled: true, childrenNodes: [] },
        { modId: 'REWCEN3', enabled: false, childrenNodes: [] },
      ],
    },
    { modId: 'AFFMAN3', enabled: false, childrenNodes: [{ modId: 'MANREBATE3', enabled: true, childrenNodes: [] }] },
  ];
  it('turns a module on only when it and every ancestor are enabled', () => {
    expect(isModuleEnabled(tree, 'PTSYS3')).toBe(true);
    expect(isModuleEnabled(tree, 'REWCEN3')).toBe(false);
    expect(isModuleEnabled(tree, 'MANREBATE3')).toBe(false);
    expect(isModuleEnabled(tree, 'INBOX3')).toBe(false);
  });
  it('gates points and manual rebate by module and the agent center by role', () => {
    expect(accountMenuEntries({ isAgent: false, modules: tree })).toEqual(['bettingRecord', 'accountRecord', 'profitAndLoss', 'points', 'securityCenter', 'signOut']);
    expect(accountMenuEntries({ isAgent: true, modules: [] })).toContain('agentCenter');
    expect(accountMenuEntries({ isAgent: true, modules: [] })).not.toContain('points');
  });
});

describe('lobby rules', () => {
  const menus: GameMenu[] = [
    { gameCategory: 'LIVE', vendors: [vendor('EVO')] },
    { gameCategory: 'RNG', vendors: Array.from({ length: 11 }, (_, i) => vendor(`V${i}`)) },
    { gameCategory: 'FISH', vendors: [] },
  ];
  it('shows categories with vendors only, in side-menu order', () => {
    expect(visibleCategories(menus).map((menu) => menu.gameCategory)).toEqual(['RNG', 'LIVE']);
  });
  it('opens a page for several vendors and launches a single vendor directly', () => {
    const cockfight: Vendor = { ...vendor('SV388'), gameType: 'COCKFIGHT', gameCode: 'SV3880001', isGame: 'GAME' };
    expect(categoryAction({ gameCategory: 'COCKFIGHT', vendors: [cockfight] })).toEqual({
      kind: 'launch',
      target: { gameType: 'COCKFIGHT', vassalage: 'SV388', gameCode: 'SV3880001', isGame: 'GAME', name: 'SV388' },
    });
    expect(categoryAction(menus[1] as GameMenu)).toEqual({ kind: 'page', href: '/rng' });
    // A single vendor without a direct game or group still has its page to open.
    expect(categoryAction({ gameCategory: 'FISH', vendors: [{ ...vendor('JDB'), gameType: 'FISH' }] })).toEqual({ kind: 'page', href: '/fish' });
  });
  it('lists FISH and RNG vendors and launches every other vendor (SPEC 2 Game launching)', () => {
    expect(vendorAction({ ...vendor('EVO'), gameType: 'LIVE', isGame: 'VASSALAGE' })).toEqual({
      kind: 'launch',
      target: { gameType: 'LIVE', vassalage: 'EVO', gameCode: '', isGame: 'VASSALAGE', name: 'EVO' },
    });
    expect(vendorAction({ ...vendor('TCG_LOTTO_VN'), gameType: 'LOTT', gameCode: 'VN_HN' })).toMatchObject({ kind: 'launch', target: { gameCode: 'VN_HN' } });
    expect(vendorAction({ ...vendor('MEGA'), gameType: 'RNG' })).toEqual({ kind: 'list', href: '/rng?vassalage=MEGA' });
    expect(vendorAction({ ...vendor('JDB'), gameType: 'FISH', isGame: 'VASSALAGE' })).toEqual({ kind: 'list', href: '/fish?vassalage=JDB' });
    expect(vendorAction({ ...vendor('SEXY'), gameType: 'LIVE' })).toEqual({
      kind: 'launch',
      target: { gameType: 'LIVE', vassalage: 'SEXY', gameCode: '', isGame: '', name: 'SEXY' },
    });
  });
  it('uses the large drop-down above 10 vendors', () => {
    expect(isLargeVendorDropdown(menus[1] as GameMenu)).toBe(true);
    expect(isLargeVendorDropdown(menus[0] as GameMenu)).toBe(false);
  });
});

describe('banner targets', () => {
  const banner = (linkageType: Banner['linkageType'], linkage: string): Banner => ({ id: 1, groupName: 'w_home', url: '', linkage, linkageType, title: '' });
  it('accepts only YouTube links as video', () => {
    expect(isYoutubeLink('https://www.youtube.com/embed/abc')).toBe(true);
    expect(isYoutubeLink('https://youtu.be/abc')).toBe(true);
    expect(isYoutubeLink('https://vimeo.com/1')).toBe(false);
    expect(isYoutubeLink('https://youtube.com.evil.example/x')).toBe(false);
    expect(bannerTarget(banner('VIDEO', 'https://vimeo.com/1'))).toEqual({ kind: 'rejectedVideo', url: 'https://vimeo.com/1' });
  });
  it('opens routes in the app and URLs outside it', () => {
    expect(bannerTarget(banner('ROUTE', '/promotions'))).toEqual({ kind: 'route', path: '/promotions' });
    expect(bannerTarget(banner('URL', 'https://example.com'))).toEqual({ kind: 'external', url: 'https://example.com' });
    expect(bannerTarget(banner('URL', 'javascript:alert(1)'))).toEqual({ kind: 'none' });
  });
});

import { lobbyGameLists, VENDOR_ROW_CAP } from '@/rules/lobby.rules';

describe('lobby game lists (SPEC 9)', () => {
  const vendors = (gameType: GameMenu['gameCategory'], codes: string[]) => codes.map((code) => ({ ...vendor(code), gameType }));
  it('loads the first 3 RNG, 1 live and 1 fish vendor lists plus the in-house vendor JL', () => {
    const menus: GameMenu[] = [
      { gameCategory: 'RNG', vendors: vendors('RNG', ['PG', 'JDB', 'CQ9', 'PT', 'JL']) },
      { gameCategory: 'LIVE', vendors: vendors('LIVE', ['EVO', 'SEXY']) },
      { gameCategory: 'FISH', vendors: vendors('FISH', ['JDBF', 'FC']) },
    ];
    expect(lobbyGameLists(menus).map((pick) => pick.vassalage)).toEqual(['PG', 'JDB', 'CQ9', 'EVO', 'JDBF', 'JL']);
    expect(VENDOR_ROW_CAP).toBe(12);
  });
});

import { iosDownloadUrl, sideBarItems } from '@/rules/sidebar.rules';

describe('side bar (SPEC 2)', () => {
  it('lists invite, live chat, app download and the messengers, each only when available', () => {
    const items = sideBarItems({
      referral: true,
      customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example', title: 'Live chat' }],
      resources: [
        { resourceType: 'WhatsApp', labelNameEn: 'WhatsApp', url: 'https://wa.example' },
        { resourceType: 'Telegram', labelNameEn: 'Telegram', url: 'https://t.example' },
        { resourceType: 'APP_DOWNLOAD_ANDROID', labelNameEn: 'Android', url: 'https://a.example/app.apk' },
      ],
      origin: 'https://demo.example',
      language: 'HI',
      token: 'tok',
    });
    expect(items.map((item) => (item.kind === 'messenger' ? item.type : item.kind))).toEqual(['invite', 'liveChat', 'appDownload', 'Telegram', 'WhatsApp']);
    expect(sideBarItems({ referral: false, customerService: [], resources: [], origin: 'o', language: 'EN', token: null }).map((item) => item.kind)).toEqual([
      'appDownload',
    ]);
  });
  it('points the iOS code at the app-download page with language and token', () => {
    expect(iosDownloadUrl('https://demo.example', 'HI', 'tok')).toBe('https://demo.example/download?lang=HI&token=tok');
    expect(iosDownloadUrl('https://demo.example', 'EN', null)).toBe('https://demo.example/download?lang=EN');
  });
});

describe('tile themes (SPEC 9)', () => {
  it('cycle over 6 values by node id', () => {
    expect([0, 1, 5, 6, 7, 103043].map(tileTheme)).toEqual([0, 1, 5, 0, 1, 103043 % 6]);
    expect(new Set(Array.from({ length: 60 }, (_, nodeId) => tileTheme(nodeId))).size).toBe(6);
  });
});

describe('current game type (SPEC 4)', () => {
  it('is the category of the page shown, and HOME by default', () => {
    expect(currentGameType('/')).toBe('HOME');
    expect(currentGameType('/promotions')).toBe('HOME');
    expect(currentGameType('/rng')).toBe('RNG');
    expect(currentGameType('/esports')).toBe('ESPORTS');
    expect(currentGameType('/cockfight')).toBe('COCKFIGHT');
    expect(currentGameType('/vnLottery')).toBe('LOTT');
    expect(isLobbyPath('/index.html')).toBe(true);
    expect(isLobbyPath('/promotions')).toBe(false);
  });
});

describe('home banner shelves (SPEC 2 Banners)', () => {
  const banner = (id: number, linkageType: Banner['linkageType'], linkage: string, groupName: Banner['groupName'] = 'w_home'): Banner => ({
    id,
    groupName,
    url: '',
    linkage,
    linkageType,
    title: '',
  });
  it('puts images in the banner carousel, YouTube in the video carousel and refuses other video links', () => {
    const shelves = homeBannerShelves([
      banner(1, 'ROUTE', '/promotions'),
      banner(2, 'VIDEO', 'https://www.youtube.com/embed/abc'),
      banner(3, 'VIDEO', 'https://vimeo.com/1'),
      banner(4, 'ROUTE', '/member', 'w_promotion'),
    ]);
    expect(shelves.slides.map((entry) => entry.id)).toEqual([1]);
    expect(shelves.videos.map((entry) => entry.id)).toEqual([2]);
    expect(shelves.refused.map((entry) => entry.id)).toEqual([3]);
  });
});

describe('category split (SPEC 9)', () => {
  const vendorOf = (vassalage: string, gameType: GameMenu['gameCategory']): Vendor => ({ ...vendor(vassalage), gameType });
  it('moves e-sports and cockfight vendors out of sports and excluded slot vendors in-house', () => {
    const menus: GameMenu[] = [
      { gameCategory: 'RNG', vendors: [vendorOf('PG', 'RNG'), vendorOf('OLD', 'RNG')] },
      { gameCategory: 'SPORTS', vendors: [vendorOf('SABA', 'SPORTS'), vendorOf('AV', 'SPORTS'), vendorOf('SV388', 'SPORTS')] },
      { gameCategory: 'ESPORTS', vendors: [vendorOf('TF', 'ESPORTS')] },
    ];
    const split = splitCategories(menus, { esports: ['AV', 'TF'], cockfight: ['SV388'], excludedSlots: ['OLD'] });
    const codes = Object.fromEntries(split.map((menu) => [menu.gameCategory, menu.vendors.map((entry) => `${entry.vassalage}:${entry.gameType}`)]));
    expect(codes).toEqual({
      RNG: ['PG:RNG'],
      SPORTS: ['SABA:SPORTS'],
      ESPORTS: ['TF:ESPORTS', 'AV:ESPORTS'],
      COCKFIGHT: ['SV388:COCKFIGHT'],
      BGS: ['OLD:BGS'],
    });
  });
  it('leaves menus alone when the platform already lanes them (SPEC 3 lists: e-sports AV, IMES, IA, AI, TF)', () => {
    const menus: GameMenu[] = [{ gameCategory: 'ESPORTS', vendors: [vendorOf('AV', 'ESPORTS')] }];
    expect(splitCategories(menus)).toEqual(menus);
  });
});
