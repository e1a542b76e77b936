import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser storage in memory, with what was ever written. */
class MemoryStorage {
  entries = new Map<string, string>();
  written: string[] = [];
  get length() {
    return this.entries.size;
  }
  getItem = (key: string) => this.entries.get(key) ?? null;
  setItem = (key: string, value: string) => {
    this.written.push(key);
    this.entries.set(key, value);
  };
  removeItem = (key: string) => void this.entries.delete(key);
  clear = () => this.entries.clear();
}

let local: MemoryStorage;
let session: MemoryStorage;
/** A fresh gate for each test (the unit project shares modules between files). */
const gate = async () => {
  vi.resetModules();
  return import('@/platform/storage');
};
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => vi.unstubAllGlobals());

// Issue 26, item 6, written out by hand: what the site keeps whatever the choice, and what only with the player's leave.
const NECESSARY: Array<['local' | 'session', string]> = [
  ['session', 'token'],
  ['session', 'merchantCode'],
  ['local', 'merchantCode'],
  ['local', 'storageConsent'],
  ['session', 'gameMenus:HI'],
  ['session', 'popupMarkers'],
];
const PREFERENCES = ['lang', 'hisLang', 'theme', 'balanceHidden', 'jackpot', 'recentSearches'];

describe('the storage gate (issue 26, item 6: preferences are not written until allowed)', () => {
  it('on a first visit writes what is necessary and holds every preference in memory', async () => {
    const { writeStored } = await gate();
    for (const [area, key] of NECESSARY) writeStored(area, key, 'x');
    for (const key of PREFERENCES) writeStored('local', key, 'x');
    expect(session.written).toEqual(['token', 'merchantCode', 'gameMenus:HI', 'popupMarkers']);
    expect(local.written).toEqual(['merchantCode', 'storageConsent']);
  });

  it('holds a key nobody classified, as a preference', async () => {
    const { writeStored } = await gate();
    writeStored('local', 'somethingNew', 'x');
    writeStored('local', 'token:extra', 'x');
    expect(local.written).toEqual([]);
  });

  it('writes what was held (the last value of each) once the player allows preferences, and later writes at once', async () => {
    const { setPreferencesAllowed, writeStored } = await gate();
    writeStored('local', 'lang', 'EN');
    writeStored('local', 'lang', 'HI');
    writeStored('local', 'theme', 'light');
    setPreferencesAllowed(true);
    expect([local.getItem('lang'), local.getItem('theme')]).toEqual(['HI', 'light']);
    writeStored('local', 'jackpot', '101000100');
    expect(local.getItem('jackpot')).toBe('101000100');
  });

  it('after Necessary only forgets what was held, removes stored preferences and keeps the necessary keys', async () => {
    local.setItem('theme', 'light');
    local.setItem('lang', 'EN');
    local.setItem('merchantCode', 'DEMO');
    local.setItem('storageConsent', 'all');
    session.setItem('token', 't');
    const { setPreferencesAllowed, writeStored } = await gate();
    writeStored('local', 'jackpot', '101000100');
    setPreferencesAllowed(false);
    writeStored('local', 'theme', 'dark');
    expect([...local.entries.keys()].sort()).toEqual(['merchantCode', 'storageConsent']);
    expect(session.getItem('token')).toBe('t');
    setPreferencesAllowed(true);
    // What was set after the refusal applies for the visit only; a later allow writes it (nothing from before the refusal).
    expect([local.getItem('theme'), local.getItem('jackpot')]).toEqual(['dark', null]);
  });

  it('follows a choice kept in an earlier visit', async () => {
    local.setItem('storageConsent', 'all');
    const allowing = await gate();
    allowing.writeStored('local', 'theme', 'light');
    expect(local.getItem('theme')).toBe('light');
    for (const refusing of ['necessary', 'custom:necessary', 'yes']) {
      local.clear();
      local.setItem('storageConsent', refusing);
      (await gate()).writeStored('local', 'theme', 'light');
      expect(local.getItem('theme')).toBeNull();
    }
    local.setItem('storageConsent', 'custom:preferences');
    (await gate()).writeStored('local', 'theme', 'light');
    expect(local.getItem('theme')).toBe('light');
  });

  it('reads the kept choice, null for none or one it does not know', async () => {
    const { storedConsent } = await gate();
    expect(storedConsent()).toBeNull();
    local.setItem('storageConsent', 'necessary');
    expect(storedConsent()).toBe('necessary');
    local.setItem('storageConsent', 'everything');
    expect(storedConsent()).toBeNull();
  });

  it('writes the remember-me cookie (the tick is the consent), and no cookie of a preference before the player allows it', async () => {
    const jar = { cookie: '' };
    vi.stubGlobal('document', jar);
    const { writeCookie } = await import('@/platform/cookie');
    writeCookie('theme', 'light', 60);
    expect(jar.cookie).toBe('');
    writeCookie('rememberedUser', 'demo member', 86_400);
    expect(jar.cookie).toBe('rememberedUser=demo%20member; Max-Age=86400; Path=/; SameSite=Strict');
  });

  it('survives a storage that refuses writes', async () => {
    local.setItem('storageConsent', 'all');
    const { writeStored, removeStored } = await gate();
    local.setItem = () => {
      throw new DOMException('refused', 'QuotaExceededError');
    };
    expect(() => writeStored('local', 'theme', 'light')).not.toThrow();
    expect(() => removeStored('local', 'theme')).not.toThrow();
  });
});
