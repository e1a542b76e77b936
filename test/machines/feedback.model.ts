import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { feedbackMachine } from '@machines/feedback.machine';
import type { MachineModel } from '../model/types';
import { apiFailure, business } from './fixtures';

// SPEC 5 / 9: 20 to 200 characters once trimmed; the limits themselves.
const TOO_SHORT = '  Deposit not arrived  '; // 19
const GOOD = '  Deposit not arrived!  '; // 20
const LONG = `${'The deposit did not arrive. '.repeat(9)}END`; // 255: the textarea keeps 200
const AT_MAX = 'Deposit missing. '.repeat(12); // 204: the textarea keeps 200, no space at either end
const BLANK = '   '; // only spaces: empty once trimmed
type Context = { type: string; content: string; captcha: string; warning: { kind: string; fields?: string[]; code?: string | null } | null };
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;

/** SPEC 5 Feedback: the fields left empty, in the warning's order (problem type, description, captcha). */
const emptyBySpec = (c: Context) => [
  ...(['0', '1', '2', '3', '4', '6'].includes(c.type) ? [] : ['type']),
  ...(c.content.trim() === '' ? ['content'] : []),
  ...(c.captcha.trim() === '' ? ['captcha'] : []),
];
/** SPEC 5 / 9: trimmed description of 20 to 200 characters. */
const lengthBySpec = (content: string) => [...content.trim()].length >= 20 && [...content.trim()].length <= 200;

/** SPEC 2 feedback popup, SPEC 5 Feedback, SPEC 7 PUT /wps/feedback, SPEC 8 empty-field warning. */
export const feedbackModel: MachineModel = {
  machine: feedbackMachine,
  fixtures: {
    outputs: { sendFeedback: [undefined] },
    errors: { sendFeedback: [business(ErrorCode.captchaWrong), apiFailure('network')] },
    events: {
      CHANGE: [
        { type: 'CHANGE', field: 'type', value: '3' },
        // Not one of SPEC 3's type codes: no problem type is chosen.
        { type: 'CHANGE', field: 'type', value: '5' },
        { type: 'CHANGE', field: 'content', value: TOO_SHORT },
        { type: 'CHANGE', field: 'content', value: GOOD },
        { type: 'CHANGE', field: 'content', value: LONG },
        { type: 'CHANGE', field: 'content', value: AT_MAX },
        { type: 'CHANGE', field: 'content', value: BLANK },
        { type: 'CHANGE', field: 'captcha', value: 'AB12' },
        { type: 'CHANGE', field: 'captcha', value: ' AB12 ' },
        { type: 'CHANGE', field: 'captcha', value: BLANK },
      ],
    },
  },
  stateKey: (snapshot) => {
    const c = contextOf(snapshot);
    // The description and captcha by what SPEC makes of them: empty (or blank, empty once
    // trimmed), outside 20-200, fitting, or at the 200 limit; a captcha typed with spaces around.
    const trimmed = c.content.trim();
    const content = c.content === '' ? 'empty' : trimmed === '' ? 'blank' : !lengthBySpec(c.content) ? 'bad' : [...trimmed].length === 200 ? 'max' : 'fits';
    const captcha = c.captcha === '' ? 'empty' : c.captcha.trim() === '' ? 'blank' : c.captcha.trim() === c.captcha ? 'typed' : 'padded';
    return [snapshot.value, c.type, content, captcha, c.warning !== null];
  },
  oracles: {
    '*': ({ snapshot, event }) => {
      // SPEC 5 / 9: the textarea takes at most 200 characters.
      expect([...contextOf(snapshot).content].length).toBeLessThanOrEqual(200);
      // The warning is dismissed on request, wherever the popup is.
      if (event.type === 'DISMISS_WARNING') expect(contextOf(snapshot).warning).toBeNull();
    },
    editing: ({ snapshot, previous, event, effects, invoked }) => {
      const c = contextOf(snapshot);
      // Editing never sends anything.
      expect(invoked).toEqual([]);
      if (event.type === 'xstate.init') expect(c).toEqual({ type: '', content: '', captcha: '', warning: null });
      if (event.type === 'CHANGE') {
        const { field, value } = event as unknown as { field: keyof Context; value: string };
        expect(c[field]).toBe(field === 'content' ? [...value].slice(0, 200).join('') : value);
        expect({ ...c, [field]: null }).toEqual({ ...contextOf(previous!), [field]: null });
      }
      if (event.type === 'SUBMIT') {
        // SPEC 5 / 8: empty fields are listed in order; otherwise a description outside 20-200 is refused.
        const empty = emptyBySpec(c);
        expect(empty.length > 0 || !lengthBySpec(c.content)).toBe(true);
        expect(c.warning).toEqual(empty.length > 0 ? { kind: 'empty', fields: empty } : { kind: 'contentLength' });
        expect(effects).toEqual([]);
      }
      if (event.type.startsWith('xstate.error.actor')) {
        // A refused feedback shows the server's warning, and the used captcha is cleared and renewed.
        const error = (event as unknown as { error: { kind: string; message: string; details: { code: string | null } } }).error;
        expect(c.warning).toEqual(error.kind === 'business' ? { kind: 'server', code: error.details.code, message: error.message } : { kind: 'network' });
        expect(c.captcha).toBe('');
        expect(c.content).toBe(contextOf(previous!).content);
        expect(effects.map((effect) => effect.name)).toEqual(['renewCaptcha']);
      } else expect(effects).toEqual([]);
    },
    sending: ({ snapshot, previous, event, invoked }) => {
      const c = contextOf(snapshot);
      // SPEC 5: only a complete feedback of a fitting length is sent; the old warning goes away.
      expect(emptyBySpec(c)).toEqual([]);
      expect(lengthBySpec(c.content)).toBe(true);
      expect(c.warning).toBeNull();
      if (event.type === 'SUBMIT') {
        expect(previous?.matches('editing')).toBe(true);
        // SPEC 7: PUT /wps/feedback with the type code, the trimmed content and the captcha.
        expect(invoked).toEqual([{ src: 'sendFeedback', id: expect.any(String), input: { type: Number(c.type), content: c.content.trim(), captcha: c.captcha.trim() } }]);
      } else expect(invoked).toEqual([]);
    },
    sent: ({ snapshot, previous, event, invoked }) => {
      // The popup is done once the server accepted the feedback.
      expect(snapshot.status).toBe('done');
      expect(previous?.matches('sending')).toBe(true);
      expect(event.type).toMatch(/^xstate\.done\.actor\./);
      expect(invoked).toEqual([]);
    },
  },
};
