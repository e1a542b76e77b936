import { expect } from 'vitest';
import { forgotPasswordMachine } from '@machines/forgotPassword.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { apiFailure, business, registerFieldConfig, user } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

const CHANGES = [
  { type: 'CHANGE', field: 'username', value: 'demomember' },
  { type: 'CHANGE', field: 'email', value: 'demo.member@example.com' },
  { type: 'CHANGE', field: 'mobileNum', value: '9876543210' },
  { type: 'CHANGE', field: 'verificationCode', value: '123456' },
  { type: 'CHANGE', field: 'newPassword', value: 'Fresh@123' },
  { type: 'CHANGE', field: 'confirmNewPassword', value: 'Fresh@123' },
];

for (const mobileByDefault of [true, false]) {
  testMachineModel(forgotPasswordMachine, {
    input: { mobileByDefault, fields: registerFieldConfig },
    fixtures: {
      outputs: { sendResetEmail: [undefined], resetByPhone: [{ username: 'demo_member' }], login: [user()] },
      errors: { sendResetEmail: [business(ErrorCode.accountNotFound)], resetByPhone: [business(ErrorCode.smsCodeExpired)], login: [apiFailure('network')] },
      events: {
        CHANGE: CHANGES,
        SELECT_METHOD: [
          { type: 'SELECT_METHOD', method: 'email' },
          { type: 'SELECT_METHOD', method: 'mobile' },
        ],
      },
    },
    stateKey: (snapshot) => [snapshot.value, snapshot.context.method, Object.keys(snapshot.context.values).sort().join(), snapshot.context.warning?.kind ?? null],
    check: (snapshot, event) => {
      // SPEC 2: mobile is the default method when CHNGPASSVERIF3 is on.
      if (event.type === 'xstate.init') expect(snapshot.context.method).toBe(mobileByDefault ? 'mobile' : 'email');
      if (snapshot.matches('sendingEmail')) expect(snapshot.context.method).toBe('email');
      if (snapshot.matches('resettingByPhone')) expect(snapshot.context.values.newPassword).toBe(snapshot.context.values.confirmNewPassword);
      // SPEC 4: phone success logs in with the new password.
      if (snapshot.matches('loggedIn')) expect(snapshot.output).toEqual({ user: user() });
      if (snapshot.matches('emailSent')) expect(snapshot.output).toEqual({ user: null });
    },
  });
}
