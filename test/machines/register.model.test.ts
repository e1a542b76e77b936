import { expect } from 'vitest';
import { checkForm, registerFields } from '@machines/accountForm.rules';
import { registerMachine } from '@machines/register.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { apiFailure, business, registerFieldConfig, user } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const valid = { username: 'newplayer1', password: 'Secret@12', confirmPassword: 'Secret@12', mobileNum: '9812345678', verificationCode: '123456' };
const events = {
  CHANGE: [
    ...Object.entries(valid).map(([field, value]) => ({ type: 'CHANGE', field, value })),
    { type: 'CHANGE', field: 'confirmPassword', value: 'Other@12' },
    { type: 'CHANGE', field: 'payeeName', value: 'राहुल शर्मा' },
  ],
  SELECT_MODE: [
    { type: 'SELECT_MODE', mode: 'username' },
    { type: 'SELECT_MODE', mode: 'mobile' },
  ],
};
const errors = {
  register: [business(ErrorCode.invalidAffiliate), business(ErrorCode.invalidInput, { fieldErrors: { username: { kind: 'invalid', patternId: 1, min: 6, max: 16 } } }), apiFailure('network')],
  checkAffiliate: [apiFailure('network')],
};
const input = (referralCode: string | null) => ({
  fields: registerFieldConfig,
  flags: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true },
  referralCode,
  domain: 'demo.example',
});

for (const referralCode of [null, 'AGENT01']) {
  testMachineModel(registerMachine, {
    input: input(referralCode),
    fixtures: { outputs: { register: [user()], checkAffiliate: [{ valid: true }, { valid: false }] }, errors, events },
    stateKey: (snapshot) => {
      const c = snapshot.context;
      const shown = registerFields({ fields: c.fields, mode: c.mode, smsVerification: true, affiliateFieldShown: c.affiliateFieldShown });
      return [snapshot.value, c.mode, c.agreed, c.affiliateFieldShown, Object.keys(checkForm(c.values, shown)).sort().join(), c.warning?.kind ?? null];
    },
    check: (snapshot) => {
      const c = snapshot.context;
      const shown = registerFields({ fields: c.fields, mode: c.mode, smsVerification: true, affiliateFieldShown: c.affiliateFieldShown });
      // SPEC 5: nothing is sent unless every shown field passes and the terms are agreed.
      if (snapshot.matches('submitting')) {
        expect(checkForm(c.values, shown)).toEqual({});
        expect(c.agreed).toBe(true);
      }
      // SPEC 5: mobile mode has no user name and needs the SMS code.
      const names = shown.map((field) => field.name);
      if (c.mode === 'mobile') expect(names).not.toContain('username');
      expect(names).toContain('verificationCode');
      // SPEC 4: the affiliate field shows only without a URL code or when its check failed.
      if (snapshot.matches('editing') && c.referralCode && c.warning?.kind !== 'invalidInvitation' && !c.affiliateFieldShown) expect(names).not.toContain('affiliateCode');
      if (c.warning?.kind === 'invalidInvitation') expect(c.affiliateFieldShown).toBe(true);
    },
  });
}
