import { expect } from 'vitest';
import { emptyFeedbackFields, feedbackLengthOk, feedbackMachine } from '@machines/feedback.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { business } from './fixtures';
import { testMachineModel } from './legacyModelHarness';

let renewed = 0;
testMachineModel(feedbackMachine, {
  fixtures: {
    outputs: { sendFeedback: [undefined] },
    errors: { sendFeedback: [business(ErrorCode.captchaWrong)] },
    events: {
      CHANGE: [
        { type: 'CHANGE', field: 'type', value: '3' },
        { type: 'CHANGE', field: 'content', value: '   too short   ' },
        { type: 'CHANGE', field: 'content', value: '  The deposit did not arrive in my wallet yesterday.  ' },
        { type: 'CHANGE', field: 'captcha', value: 'AB12' },
      ],
    },
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.type, snapshot.context.content, snapshot.context.captcha, snapshot.context.warning?.kind ?? null],
  provide: { actions: { renewCaptcha: () => void renewed++ } },
  check: (snapshot, event) => {
    const c = snapshot.context;
    // SPEC 5: empty fields are listed in order: problem type, problem description, captcha.
    if (event.type === 'SUBMIT' && c.warning?.kind === 'empty') {
      expect(c.warning.fields).toEqual(emptyFeedbackFields(c));
      expect(c.warning.fields.length).toBeGreaterThan(0);
    }
    if (snapshot.matches('sending')) {
      expect(emptyFeedbackFields(c)).toEqual([]);
      expect(feedbackLengthOk(c.content)).toBe(true);
    }
    if (event.type.startsWith('xstate.error.actor')) {
      expect(renewed).toBe(1);
      renewed = 0;
    }
  },
});
