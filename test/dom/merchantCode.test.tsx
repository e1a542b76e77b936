import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMerchantCode } from '@/api/merchantCode';

describe('SPEC 3 brand config: the merchant code is also saved in session and local storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });
  it('keeps it in both', () => {
    keepMerchantCode('DEMO');
    expect([sessionStorage.getItem('merchantCode'), localStorage.getItem('merchantCode')]).toEqual(['DEMO', 'DEMO']);
  });
  it('keeps it where it can when a storage refuses', () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === sessionStorage) throw new DOMException('refused', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(() => keepMerchantCode('DEMO')).not.toThrow();
    expect([sessionStorage.getItem('merchantCode'), localStorage.getItem('merchantCode')]).toEqual([null, 'DEMO']);
  });
});
