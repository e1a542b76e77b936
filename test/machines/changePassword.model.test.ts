import { expect } from 'vitest';
import { changePasswordFields, changePasswordMachine } from '@machines/changePassword.machine';
import { checkForm } from '@machines/accountForm.rules';
import { ErrorCode } from '@/contract/errorCodes';
import { business, registerFieldConfig } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

for (const knownPassword of [null, 'aa123456']) {
  testMachineModel(changePasswordMachine, {
    input: { knownPassword, passwordField: registerFieldConfig.password },
    fixtures: {
      outputs: { changePassword: [undefined] },
      errors: { changePassword: [business(ErrorCode.oldPasswordWrong)] },
      events: {
        CHANGE: [
          { type: 'CHANGE', field: 'oldPassword', value: 'Expired@1234' },
          { type: 'CHANGE', field: 'newPassword', value: 'Fresh@123' },
          { type: 'CHANGE', field: 'confirmNewPassword', value: 'Fresh@123' },
          { type: 'CHANGE', field: 'confirmNewPassword', value: 'Other@123' },
        ],
      },
    },
    stateKey: (snapshot) => [snapshot.value, JSON.stringify(snapshot.context.values), snapshot.context.warning?.kind ?? null],
    check: (snapshot) => {
      const c = snapshot.context;
      const fields = changePasswordFields(c.knownPassword, c.passwordField);
      // SPEC 5: the old password is asked only when the login's password is not known.
      expect(fields.some((field) => field.name === 'oldPassword')).toBe(knownPassword === null);
      if (snapshot.matches('submitting')) expect(checkForm(c.values, fields)).toEqual({});
    },
  });
}
