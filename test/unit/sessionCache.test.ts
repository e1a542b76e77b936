import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCached } from '@/app/sessionCache';

class MemoryStorage {
  private entries = new Map<string, string>();
  getItem = (key: string) => this.entries.get(key) ?? null;
  setItem = (key: string, value: string) => void this.entries.set(key, value);
  removeItem = (key: string) => void this.entries.delete(key);
}

const schema = v.array(v.object({ code: v.string() }));
let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the session cache of the vendor list (SPEC 4)', () => {
  it('asks the server once per language and then reads the browser session', async () => {
    let language = 'HI';
    const load = vi.fn(async () => [{ code: `PG-${language}` }]);
    const read = sessionCached(() => `gameMenus:${language}`, schema, load);
    expect(await read()).toEqual([{ code: 'PG-HI' }]);
    expect(await read()).toEqual([{ code: 'PG-HI' }]);
    expect(load).toHaveBeenCalledTimes(1);
    language = 'EN';
    expect(await read()).toEqual([{ code: 'PG-EN' }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks the server again when the stored entry is not valid', async () => {
    storage.setItem('gameMenus:HI', JSON.stringify([{ wrong: 1 }]));
    const load = vi.fn(async () => [{ code: 'PG' }]);
    expect(await sessionCached(() => 'gameMenus:HI', schema, load)()).toEqual([{ code: 'PG' }]);
    storage.setItem('gameMenus:HI', '{not json');
    expect(await sessionCached(() => 'gameMenus:HI', schema, load)()).toEqual([{ code: 'PG' }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is flushed with the session storage at logout', async () => {
    const load = vi.fn(async () => [{ code: 'PG' }]);
    const read = sessionCached(() => 'gameMenus:HI', schema, load);
    await read();
    storage.removeItem('gameMenus:HI');
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
