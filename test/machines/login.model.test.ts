import { expect } from 'vitest';
import { loginMachine } from '@machines/login.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { DEFAULT_WEAK_PASSWORD } from '@/contract/platform';
import { apiFailure, user } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const challenge = { ticket: 't-1', types: ['MOBILE_CODE', 'EMAIL', 'BANK_ACCOUNT_NAME', 'AUTHENTICATOR'], maskedMobile: '98****3210', maskedEmail: 'd***@example.com' };
const business = (code: string, value?: unknown) => Object.assign(new Error(code), { kind: 'business', details: { code, value } });
let remembered = 0;
let renewed = 0;

testMachineModel(loginMachine, {
  input: { site: 'member', passwordPolicy: true, codeLoginEnabled: true, rememberedUsername: null },
  fixtures: {
    outputs: { login: [user(), user({ passwordExpired: true })], verify: [user()] },
    errors: {
      login: [business(ErrorCode.badCredentials, { captcha: true }), business(ErrorCode.verificationRequired, challenge), apiFailure('network')],
      verify: [business(ErrorCode.verificationWrong)],
    },
    events: {
      CHANGE: [
        { type: 'CHANGE', field: 'username', value: '  demo_member ' },
        { type: 'CHANGE', field: 'password', value: DEFAULT_WEAK_PASSWORD },
        { type: 'CHANGE', field: 'password', value: 'Demo@1234' },
        { type: 'CHANGE', field: 'captcha', value: '4821' },
        { type: 'CHANGE', field: 'mobileNum', value: '98765' },
        { type: 'CHANGE', field: 'mobileNum', value: '9876543210' },
        { type: 'CHANGE', field: 'smsCode', value: '123456' },
        { type: 'CHANGE', field: 'answer', value: 'RAHUL SHARMA' },
      ],
      SELECT_TAB: [
        { type: 'SELECT_TAB', tab: 'sms' },
        { type: 'SELECT_TAB', tab: 'username' },
      ],
      SELECT_VERIFICATION: [{ type: 'SELECT_VERIFICATION', verification: 'BANK_ACCOUNT_NAME' }],
    },
  },
  stateKey: (snapshot) => {
    const c = snapshot.context;
    // Only what changes where the machine can go: filled or not, and which password.
    return [snapshot.value, c.tab, c.username !== '', c.password, c.captcha !== '', c.captchaShown, c.mobileNum.length, c.smsCode !== '', c.answer !== '', c.verification];
  },
  provide: { actions: { remember: () => void remembered++, renewCaptcha: () => void renewed++ } },
  check: (snapshot, event) => {
    const c = snapshot.context;
    // SPEC 5: no request leaves without trimmed user name, password and (when shown) captcha.
    if (snapshot.matches('submitting') && c.tab === 'username') {
      expect(c.username.trim()).not.toBe('');
      expect(c.password).not.toBe('');
      if (c.captchaShown) expect(c.captcha.trim()).not.toBe('');
    }
    // SPEC 5: an SMS login needs a well-formed mobile and a code.
    if (snapshot.matches('submitting') && c.tab === 'sms') {
      expect(c.mobileNum).toMatch(/^\d{10}$/);
      expect(c.smsCode).not.toBe('');
    }
    if (event.type.startsWith('xstate.error.actor') && c.captchaShown && snapshot.matches('editing')) {
      expect(renewed).toBeGreaterThan(0);
      renewed = 0;
    }
    if (snapshot.matches('verifying')) expect(c.challenge?.ticket).toBe('t-1');
    if (snapshot.status === 'done') {
      expect(remembered).toBeGreaterThan(0);
      remembered = 0;
      const output = snapshot.output as { passwordChange: string | null; user: { passwordExpired: boolean }; password: string | null };
      const expected = c.tab === 'sms' ? null : c.password === DEFAULT_WEAK_PASSWORD ? 'default' : output.user.passwordExpired ? 'expired' : null;
      expect(output.passwordChange).toBe(expected);
      expect(output.password).toBe(c.tab === 'sms' ? null : c.password);
    }
  },
});

// Without code login there is no SMS tab.
testMachineModel(loginMachine, {
  input: { site: 'agent', passwordPolicy: false, codeLoginEnabled: false, rememberedUsername: 'demo_agent' },
  fixtures: {
    outputs: { login: [user({ passwordExpired: true })] },
    errors: { login: [apiFailure('network')], verify: [] },
    events: { SELECT_TAB: [{ type: 'SELECT_TAB', tab: 'sms' }], CHANGE: [{ type: 'CHANGE', field: 'password', value: 'Agent@1234' }] },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.tab, snapshot.context.password !== '', snapshot.context.remember],
  check: (snapshot) => {
    expect(snapshot.context.tab).toBe('username');
    expect(snapshot.context.username).toBe('demo_agent');
    // Policy off: an expired password does not force a change.
    if (snapshot.status === 'done') expect((snapshot.output as { passwordChange: unknown }).passwordChange).toBeNull();
  },
});
