import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRememberedUsername, rememberLogin } from '@/app/rememberMe';

const cookiesWritten = () => {
  const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
  return () => setter.mock.calls.map(([value]) => value);
};

describe('SPEC 9 remember-me: the user name in a cookie that lasts 1 day, never the password', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    rememberLogin({ remember: false, username: '', password: null });
    localStorage.clear();
  });

  it('keeps the user name in a cookie of 86,400 seconds, and reads it back', () => {
    const written = cookiesWritten();
    rememberLogin({ remember: true, username: 'demo_member', password: 'Demo@1234' });
    expect(written()).toEqual(['rememberedUser=demo_member; Max-Age=86400; Path=/; SameSite=Strict']);
    vi.restoreAllMocks();
    rememberLogin({ remember: true, username: 'demo_member', password: 'Demo@1234' });
    expect(readRememberedUsername()).toBe('demo_member');
    expect(document.cookie).not.toContain('Demo@1234');
    expect(JSON.stringify({ ...localStorage })).not.toContain('Demo@1234');
  });

  it('forgets the name when remember-me is off (the cookie expires at once)', () => {
    rememberLogin({ remember: true, username: 'demo_member', password: null });
    const written = cookiesWritten();
    rememberLogin({ remember: false, username: 'demo_member', password: null });
    expect(written()).toEqual(['rememberedUser=; Max-Age=0; Path=/; SameSite=Strict']);
    vi.restoreAllMocks();
    rememberLogin({ remember: false, username: 'demo_member', password: null });
    expect(readRememberedUsername()).toBeNull();
  });

  it('keeps a name with spaces or signs as typed, and drops what earlier versions left in local storage', () => {
    localStorage.setItem('rememberedUser', JSON.stringify({ username: 'old', expiresAt: Date.now() + 1000 }));
    rememberLogin({ remember: true, username: 'ram kumar=1', password: null });
    expect(readRememberedUsername()).toBe('ram kumar=1');
    expect(localStorage.getItem('rememberedUser')).toBeNull();
  });
});
