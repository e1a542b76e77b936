import { describe, expect, it } from 'vitest';
import { accountNameWellFormed } from '@kernel/accountName';

/** SPEC 5 'account or password format incorrect': a login name no account can have (checked trimmed by the login form). */
describe('the shape of every account name', () => {
  it.each([
    ['a seeded name with an underscore (older than the registration rule)', 'demo_member'],
    ['a trial name', 'trial_a1b2c3'],
    ['a mobile number', '9876543210'],
    ['one character', 'a'],
    ['64 characters, the longest', 'a'.repeat(64)],
    ['64 Devanagari code points', 'क'.repeat(64)],
  ])('accepts %s', (_case, name) => expect(accountNameWellFormed(name)).toBe(true));

  it.each([
    ['a space inside', 'demo member'],
    ['a tab inside', 'demo\tmember'],
    ['a no-break space inside', 'demo\u00a0member'],
    ['65 characters', 'a'.repeat(65)],
  ])('refuses %s', (_case, name) => expect(accountNameWellFormed(name)).toBe(false));
});
