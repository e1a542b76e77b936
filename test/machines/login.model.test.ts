import { expect } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import { DEFAULT_WEAK_PASSWORD } from '../../src/contract/platform';
import { apiFailure, user } from './fixtures';
import { testMachineModel } from './modelHarness';

testMachineModel(loginMachine, {
  input: { site: 'member', passwordPolicy: true },
  fixtures: {
    outputs: { login: [user(), user({ passwordExpired: true })], loadCaptcha: ['data:image/png;base64,AAAA'] },
    errors: {
      login: [apiFailure('business', { captcha: true }), apiFailure('business'), apiFailure('network')],
      loadCaptcha: [apiFailure('network')],
    },
    events: {
      CHANGE: [
        { type: 'CHANGE', field: 'username', value: '  demo_member ' },
        { type: 'CHANGE', field: 'password', value: 'Demo@1234' },
        { type: 'CHANGE', field: 'password', value: DEFAULT_WEAK_PASSWORD },
        { type: 'CHANGE', field: 'captcha', value: '4821' },
        { type: 'CHANGE', field: 'username', value: '   ' },
      ],
    },
  },
  stateKey: (snapshot) => {
    const c = snapshot.context;
    return [snapshot.value, c.username.trim() !== '', c.password, c.captcha !== '', c.captchaShown, c.error?.kind ?? null];
  },
  check: (snapshot, event) => {
    const c = snapshot.context;
    // SPEC 5: no request leaves without trimmed user name, password and (when shown) captcha.
    if (snapshot.matches('submitting')) {
      expect(c.username.trim()).not.toBe('');
      expect(c.password).not.toBe('');
      if (c.captchaShown) expect(c.captcha.trim()).not.toBe('');
    }
    if (event.type === 'SUBMIT' && snapshot.matches('editing')) expect(c.error?.kind).toMatch(/required|captchaRequired/);
    // SPEC 4: the captcha box appears only after a failure that asks for it.
    if (snapshot.matches('loadingCaptcha')) expect(c.captchaShown).toBe(true);
    if (snapshot.status === 'done') {
      const output = snapshot.output as { passwordChange: string | null; user: { passwordExpired: boolean } };
      const expected = c.password === DEFAULT_WEAK_PASSWORD ? 'default' : output.user.passwordExpired ? 'expired' : null;
      expect(output.passwordChange).toBe(expected);
    }
  },
});
