import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { WITHDRAW_PASSWORD_LOCK_MS, WITHDRAW_PASSWORD_MAX_FAILURES } from '../../server/walletRules';
import { callSealed, manualClock, parseFailure, startServer, type TestServer } from './helpers';
import { MEMBER, teamToken } from './walletHelpers';

/**
 * Issue 21, finding 7: the lock was checked before the scrypt check and the failure recorded
 * after it, so 300 parallel guesses had 24 checked instead of 5. Each attempt now counts before
 * the check, as a login does.
 */

const PASSWORD = '123456';
const GUESSES = 300;

async function memberWithPassword() {
  const clock = manualClock();
  const server = await startServer({ clock: clock.now });
  const token = await teamToken(server, MEMBER.arjun.username);
  const set = await callSealed(server, 'POST', MEMBER_PATH.setWithdrawPassword, { password: PASSWORD, confirmPassword: PASSWORD }, { token, lang: 'EN' });
  expect(set.body).toMatchObject({ success: true });
  return { server, clock, token };
}

/** A change of the withdrawal password: the old one is checked first (as a withdrawal checks it). */
const change = (server: TestServer, token: string, oldPassword: string) =>
  callSealed(server, 'POST', MEMBER_PATH.changeWithdrawPassword, { oldPassword, newPassword: '222222', confirmNewPassword: '222222' }, { token, lang: 'EN' });

const codeOf = (answer: { body: unknown }) => parseFailure(answer.body).code;

// Hundreds of sealed requests and a few scrypt checks: seconds on a busy machine.
describe('the withdrawal password under parallel guesses', { timeout: 60_000 }, () => {
  it(`checks at most ${WITHDRAW_PASSWORD_MAX_FAILURES} of ${GUESSES} wrong guesses sent all at once; the rest find it locked`, async () => {
    const { server, token } = await memberWithPassword();
    const guesses = Array.from({ length: GUESSES }, (_, n) => `9${String(n).padStart(5, '0')}`);
    const codes = (await Promise.all(guesses.map((guess) => change(server, token, guess)))).map(codeOf);
    const checked = codes.filter((code) => code === ErrorCode.withdrawPasswordWrong).length;
    expect(checked).toBeLessThanOrEqual(WITHDRAW_PASSWORD_MAX_FAILURES);
    expect(codes.filter((code) => code === ErrorCode.withdrawPasswordLocked)).toHaveLength(GUESSES - checked);
    // Locked for the right password too.
    expect(codeOf(await change(server, token, PASSWORD))).toBe(ErrorCode.withdrawPasswordLocked);
  });

  it('is unlocked by the right password before the fifth wrong one, and counted again from nought', async () => {
    const { server, token } = await memberWithPassword();
    const wrong = await Promise.all(Array.from({ length: WITHDRAW_PASSWORD_MAX_FAILURES - 1 }, (_, n) => change(server, token, `90000${n}`)));
    expect(wrong.map(codeOf)).toEqual(Array(WITHDRAW_PASSWORD_MAX_FAILURES - 1).fill(ErrorCode.withdrawPasswordWrong));
    expect((await change(server, token, PASSWORD)).body).toMatchObject({ success: true });
    const stored = server.db.prepare('SELECT withdraw_password_failures AS failures, withdraw_password_locked_until AS lockedUntil FROM member WHERE id = ?');
    expect(stored.get(MEMBER.arjun.id)).toEqual({ failures: 0, lockedUntil: null });
  });

  it(`lets one guess be checked again once the ${WITHDRAW_PASSWORD_LOCK_MS / 60_000} minutes have passed`, async () => {
    const { server, clock, token } = await memberWithPassword();
    await Promise.all(Array.from({ length: 20 }, (_, n) => change(server, token, `9000${String(n).padStart(2, '0')}`)));
    clock.advance(WITHDRAW_PASSWORD_LOCK_MS);
    const codes = (await Promise.all(Array.from({ length: 20 }, (_, n) => change(server, token, `8000${String(n).padStart(2, '0')}`)))).map(codeOf);
    expect(codes.filter((code) => code === ErrorCode.withdrawPasswordWrong)).toHaveLength(1);
    expect(codeOf(await change(server, token, PASSWORD))).toBe(ErrorCode.withdrawPasswordLocked);
  });
});
