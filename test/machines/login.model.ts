import { expect } from 'vitest';
import { ErrorCode } from '@kernel/errorCodes';
import { DEFAULT_WEAK_PASSWORD } from '@kernel/platform';
import { type LoginContext, type LoginInput, loginMachine } from '@machines/login.machine';
import type { MachineModel, Observation } from '../model/types';
import type { WalkerMeta, WalkerModel } from '../walker/walkerMeta';
import { apiFailure, business, user } from './fixtures';
import { secondFactorOracle, submittingSecondFactorOracle, TWO_FACTOR_METHOD_EVENTS, TWO_FACTOR_TICKET } from './secondFactor.oracles';

const challenge = {
  ticket: 't-1',
  types: ['MOBILE_CODE', 'EMAIL', 'BANK_ACCOUNT_NAME', 'AUTHENTICATOR'],
  maskedMobile: '98****3210',
  maskedEmail: 'd***@example.com',
};

/** SPEC 7 country codes as the server serves them (the home market first), and no validators. */
const INDIA = { code: '+91', country: 'IN', name: 'India', mobileLength: 10 };
const SRI_LANKA = { code: '+94', country: 'LK', name: 'Sri Lanka', mobileLength: 9 };
/** What the model serves its SMS tab: India and Sri Lanka (10 and 9 digits); the browser driver feeds the walk the same. */
export const SERVED = { countries: [INDIA, SRI_LANKA], validators: [] };

type Input = LoginInput;
type Context = LoginContext;
const contextOf = (snapshot: { context: unknown }) => snapshot.context as Context;
const failureOf = (event: Observation['event']) =>
  (event as unknown as { error: { kind: string; message: string; details: { code: string | null; value?: { captcha?: boolean } } } }).error;
const serverError = (event: Observation['event']) => {
  const failure = failureOf(event);
  return failure.kind === 'business' ? { kind: 'server', code: failure.details.code, message: failure.message } : { kind: 'network' };
};
const names = (effects: Observation['effects']) => effects.map((effect) => effect.name);
const isDone = (event: Observation['event']) => event.type.startsWith('xstate.done.actor.');
const isError = (event: Observation['event']) => event.type.startsWith('xstate.error.actor.');

/**
 * SPEC 5 'account or password format incorrect': no account has a name with a space in it or over
 * 64 characters (written out here, not taken from the product's rule).
 */
const malformedName = (name: string) => / /.test(name.trim()) || [...name.trim()].length > 64;
/** SPEC 5 Login: a username login needs trimmed user name and password, a name of an account's format, and the captcha when shown. */
const usernameRefusal = (c: Context) =>
  c.username.trim() === '' || c.password.trim() === ''
    ? 'required'
    : malformedName(c.username)
      ? 'format'
      : c.captchaShown && c.captcha.trim() === ''
        ? 'captchaRequired'
        : null;
/**
 * SPEC 5 Login: an SMS login needs the mobile, in the phone format, and the code. SPEC 5 and 7: the
 * bounds come from server config: 9 digits for a number of Sri Lanka (+94), 10 for India (+91) and
 * for the server's home market when no code is served ('').
 */
const digitsOf = (code: string) => (code === '+94' ? 9 : 10);
const smsRefusal = (c: Context) =>
  c.mobileNum.trim() === ''
    ? 'mobileRequired'
    : !new RegExp(`^\\d{${digitsOf(c.countryDialingCode)}}$`).test(c.mobileNum.trim())
      ? 'mobileFormat'
      : c.smsCode.trim() === ''
        ? 'codeRequired'
        : null;

const oracles = (input: Input): MachineModel['oracles'] => ({
  '*': ({ snapshot }) => {
    const c = contextOf(snapshot);
    // SPEC 2: the SMS tab exists only when code login is enabled.
    expect(c.tab === 'username' || input.codeLoginEnabled).toBe(true);
    expect(c).toMatchObject(input);
  },
  editing: ({ snapshot, previous, event, effects, invoked }) => {
    const c = contextOf(snapshot);
    const before = previous ? contextOf(previous) : null;
    // Nothing is sent while the form is edited.
    expect(invoked).toEqual([]);
    const loginFailed = isError(event) && previous?.matches('submitting') === true;
    expect(names(effects)).toEqual(loginFailed ? ['renewCaptcha'] : []);
    // SPEC 7: the dialling code is one the server serves, or none (its home market) while none is.
    expect(c.rules.countries.length > 0 ? ['+91', '+94'] : ['']).toContain(c.countryDialingCode);
    if (event.type === 'xstate.init') {
      // SPEC 9: a user name remembered for the day is filled in, with remember-me ticked.
      expect(c).toMatchObject({ tab: 'username', username: input.rememberedUsername ?? '', password: '', remember: Boolean(input.rememberedUsername) });
      expect(c).toMatchObject({ captchaShown: false, error: null, challenge: null, user: null, countryDialingCode: '', rulesRead: false });
      expect(c).toMatchObject({ twoFactorTicket: null, twoFactorMethod: 'totp', twoFactorCode: '' });
    } else if (previous?.matches('loadingRules') && event.type !== 'SELECT_TAB') {
      // SPEC 7: the SMS tab with what was served, the home market's code first; or, with nothing
      // served, the server's home market. Either way they are not read again.
      expect(c).toEqual({
        ...before,
        rulesRead: true,
        ...(isDone(event) ? { rules: SERVED, countryDialingCode: '+91' } : {}),
      });
    } else if (event.type === 'SELECT_COUNTRY') {
      // SPEC 7: another served dialling code; the refusal shown goes, as the number's length rule changed.
      const { code } = event as unknown as { code: string };
      expect(['+91', '+94']).toContain(code);
      expect(before!.countryDialingCode).not.toBe(code);
      expect(c).toEqual({ ...before, countryDialingCode: code, error: null });
    } else if (event.type === 'TOGGLE_REMEMBER') {
      // SPEC 2 / 9: the remember-password box flips, nothing else.
      expect(c.remember).toBe(!before!.remember);
      expect({ ...c, remember: null }).toEqual({ ...before, remember: null });
    } else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: keyof Context; value: string };
      expect(c).toEqual({ ...before, [field]: value, error: null });
    } else if (event.type === 'SELECT_TAB') {
      const { tab } = event as unknown as { tab: Context['tab'] };
      expect(before!.tab).not.toBe(tab);
      // Only the user name tab comes without reading the served rules (the SMS tab reads them once).
      expect(tab === 'username' || c.rulesRead).toBe(true);
      expect(c).toEqual({ ...before, tab, error: null });
    } else if (event.type === 'SUBMIT') {
      // SPEC 5: a refused login says why; nothing else changes.
      const refusal = c.tab === 'sms' ? smsRefusal(c) : usernameRefusal(c);
      expect(refusal).not.toBeNull();
      expect(c).toEqual({ ...before, error: { kind: refusal } });
    } else if (event.type === 'CANCEL_TWO_FACTOR') {
      // Issue 26: back to the password from the second factor; its ticket and code go, the rest stays.
      expect(previous?.matches('secondFactor')).toBe(true);
      expect(c).toEqual({ ...before, twoFactorTicket: null, twoFactorMethod: 'totp', twoFactorCode: '' });
    } else if (isError(event) && previous?.matches('submittingSecondFactor')) {
      // Issue 26: the ticket expired: back to the password step with the server's reason; the ticket and code go.
      expect(failureOf(event).details.code).toBe(ErrorCode.twoFactorExpired);
      expect(c).toEqual({ ...before, twoFactorTicket: null, twoFactorMethod: 'totp', twoFactorCode: '', error: serverError(event) });
    } else if (event.type === 'CANCEL_VERIFICATION') {
      expect(previous?.matches('verifying')).toBe(true);
      // The captcha spent by the login that asked for verification does not come back.
      expect(c).toMatchObject({ challenge: null, verification: null, answer: '', captcha: '' });
    } else {
      // SPEC 4: a failed login shows why; the used captcha is cleared (and renewed), and a failure carrying a captcha shows the box.
      expect(previous?.matches('submitting')).toBe(true);
      expect(c.error).toEqual(serverError(event));
      expect(c.captcha).toBe('');
      expect(c.captchaShown).toBe(before!.captchaShown || failureOf(event).details?.value?.captcha === true);
      expect({ ...c, error: null, captcha: '', captchaShown: null }).toEqual({ ...before, error: null, captcha: '', captchaShown: null });
    }
  },
  loadingRules: ({ snapshot, previous, event, invoked }) => {
    const c = contextOf(snapshot);
    // SPEC 7: the SMS tab, shown for the first time, reads the served country codes and validators.
    expect(event.type).toBe('SELECT_TAB');
    expect(previous?.matches('editing')).toBe(true);
    expect(contextOf(previous!).rulesRead).toBe(false);
    expect(input.codeLoginEnabled).toBe(true);
    expect(invoked.map((invoke) => invoke.src)).toEqual(['loadFormRules']);
    expect(c).toEqual({ ...contextOf(previous!), tab: 'sms', error: null });
  },
  checkingSms: ({ snapshot, previous, event, invoked }) => {
    // Passed through at once: an SMS submit is checked (SPEC 5) before anything is sent or refused.
    expect(event.type).toBe('SUBMIT');
    expect(previous?.matches('editing')).toBe(true);
    expect(contextOf(snapshot)).toEqual({ ...contextOf(previous!), tab: 'sms' });
    expect(invoked.length).toBe(smsRefusal(contextOf(snapshot)) === null ? 1 : 0);
  },
  submitting: ({ snapshot, previous, event, invoked }) => {
    const c = contextOf(snapshot);
    expect(event.type).toBe('SUBMIT');
    expect(previous?.matches('editing')).toBe(true);
    // SPEC 5: only a complete form is sent, its inputs trimmed (a password as typed).
    expect(c.tab === 'sms' ? smsRefusal(c) : usernameRefusal(c)).toBeNull();
    // SPEC 7: POST /wps/session/login, or the SMS login with the code as the password.
    const request =
      c.tab === 'sms'
        ? { username: c.mobileNum.trim(), password: c.smsCode.trim(), type: 'sms', countryDialingCode: c.countryDialingCode, site: input.site }
        : { username: c.username.trim(), password: c.password, captcha: c.captcha.trim(), type: 'username', site: input.site };
    expect(invoked).toEqual([{ src: 'login', id: expect.any(String), input: request }]);
  },
  secondFactor: (observation) => {
    const { snapshot, previous, event, effects } = observation;
    const c = contextOf(snapshot);
    const askedForCode = isError(event) && previous?.matches('submitting') === true;
    // Issue 26: the password attempt spent its captcha: cleared and renewed, as after any answered attempt.
    expect(names(effects)).toEqual(askedForCode ? ['renewCaptcha'] : []);
    expect(c.captcha).toBe('');
    // Issue 26: a wrong code stays; an expired ticket goes back to the password (editing).
    secondFactorOracle({
      overCodes: [ErrorCode.twoFactorExpired],
      opened: () => {
        // Asked by a right password (no session yet): the authenticator's code first, nothing typed
        // yet; the password stays for a forced change after.
        expect(askedForCode).toBe(true);
        expect(c).toEqual({ ...contextOf(previous!), twoFactorTicket: TWO_FACTOR_TICKET, twoFactorMethod: 'totp', twoFactorCode: '', error: null, captcha: '' });
      },
    })(observation);
  },
  submittingSecondFactor: submittingSecondFactorOracle,
  verifying: ({ snapshot, previous, event, invoked, effects }) => {
    const c = contextOf(snapshot);
    const before = contextOf(previous!);
    expect(invoked).toEqual([]);
    // SPEC 4: an unregistered IP is asked for one of the challenge's verifications.
    expect(c.challenge).toEqual(challenge);
    expect(challenge.types).toContain(c.verification);
    // A captcha is single-use: the login that was answered with a verification request spent the
    // one typed, so it is cleared and a new image asked for (as after any other answered attempt);
    // nothing else here sends a captcha, so nothing else renews one.
    const askedToVerify = isError(event) && previous?.matches('submitting') === true;
    expect(names(effects)).toEqual(askedToVerify ? ['renewCaptcha'] : []);
    expect(c.captcha).toBe('');
    if (askedToVerify) {
      expect(failureOf(event).details.code).toBe(ErrorCode.verificationRequired);
      expect(c).toMatchObject({ verification: challenge.types[0], answer: '', error: null });
      expect({ ...c, challenge: null, verification: null, answer: '', error: null, captcha: '' }).toEqual({
        ...before,
        challenge: null,
        verification: null,
        answer: '',
        error: null,
        captcha: '',
      });
    } else if (isError(event)) {
      // A wrong answer: its reason shows, the answer stays to correct; the captcha typed for the
      // first attempt was used up by it (found by a long walk: a short path never had one typed).
      expect(previous?.matches('submittingVerification')).toBe(true);
      expect(c).toEqual({ ...before, error: serverError(event), captcha: '' });
    } else if (event.type === 'SELECT_VERIFICATION') {
      const { verification } = event as unknown as { verification: string };
      expect(c).toEqual({ ...before, verification, answer: '', error: null });
    } else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: keyof Context; value: string };
      expect(c).toEqual({ ...before, [field]: value, error: null });
    } else {
      expect(event.type).toBe('SUBMIT');
      expect(c.answer.trim()).toBe('');
      expect(c).toEqual({ ...before, error: { kind: 'answerRequired' } });
    }
  },
  submittingVerification: ({ snapshot, previous, event, invoked }) => {
    const c = contextOf(snapshot);
    expect(event.type).toBe('SUBMIT');
    expect(previous?.matches('verifying')).toBe(true);
    expect(c.answer.trim()).not.toBe('');
    expect(invoked).toEqual([{ src: 'verify', id: expect.any(String), input: { ticket: challenge.ticket, type: c.verification, answer: c.answer.trim() } }]);
  },
  succeeded: ({ snapshot, previous, event, effects }) => {
    const c = contextOf(snapshot);
    // SPEC 4: on success the user (and token) is stored; SPEC 9: remember-me is applied.
    expect(isDone(event)).toBe(true);
    expect(previous?.matches('submitting') || previous?.matches('submittingVerification') || previous?.matches('submittingSecondFactor')).toBe(true);
    expect(snapshot.status).toBe('done');
    expect(names(effects)).toEqual(['remember']);
    const output = snapshot.output as { user: unknown; passwordChange: string | null; password: string | null };
    expect(output.user).toEqual((event as unknown as { output: unknown }).output);
    // SPEC 4: the default password, or an expired one under the policy, forces a change, never for an SMS login.
    const byPassword = c.tab === 'username';
    const expired = (output.user as { passwordExpired: boolean }).passwordExpired && input.passwordPolicy;
    expect(output.passwordChange).toBe(!byPassword ? null : c.password === DEFAULT_WEAK_PASSWORD ? 'default' : expired ? 'expired' : null);
    // SPEC 5: the password is kept in memory only for that forced change.
    expect(output.password).toBe(byPassword ? c.password : null);
  },
});

/** '' / default / other: which password matters for the forced change. */
const passwordClass = (password: string) => (password === '' ? '' : password === DEFAULT_WEAK_PASSWORD ? 'default' : 'other');

/** Only the fields of the tab shown decide where the form goes (the other tab's are kept as typed). */
const stateKey: MachineModel['stateKey'] = (snapshot) => {
  const c = contextOf(snapshot);
  if (snapshot.matches('verifying') || snapshot.matches('submittingVerification')) return [snapshot.value, c.verification, c.answer !== ''];
  // The code's value decides where a SUBMIT goes (the fixtures type a handful); the password, whether a change is forced after.
  if (snapshot.matches('secondFactor') || snapshot.matches('submittingSecondFactor'))
    return [snapshot.value, c.twoFactorMethod, c.twoFactorCode, c.error?.kind ?? null, passwordClass(c.password)];
  if (snapshot.status === 'done') return [c.tab, passwordClass(c.password), c.user?.passwordExpired];
  const fields =
    c.tab === 'sms'
      ? [c.mobileNum.length, c.smsCode !== '', c.rulesRead, c.rules.countries.length, c.countryDialingCode]
      : [
          c.username === '' ? '' : malformedName(c.username) ? 'malformed' : 'name',
          passwordClass(c.password),
          c.captcha.trim() === '' ? c.captcha.length > 0 : 'filled',
          c.captchaShown,
        ];
  // Whether the served rules were read decides where the SMS tab goes (and the code the number is checked by).
  return [snapshot.value, c.tab, c.rulesRead, c.countryDialingCode, ...fields];
};

/** SPEC 2 login popup: only the fields shown can be typed into (the tab's fields, the captcha once shown, the answer while verifying). */
const available: MachineModel['available'] = (snapshot, event) => {
  // SPEC 7: the dialling codes are chosen beside the SMS tab's mobile number.
  if (event.type === 'SELECT_COUNTRY') return contextOf(snapshot).tab === 'sms';
  if (event.type !== 'CHANGE') return true;
  const { field } = event as unknown as { field: string };
  const c = contextOf(snapshot);
  if (snapshot.matches('verifying')) return field === 'answer';
  if (snapshot.matches('secondFactor')) return field === 'twoFactorCode';
  if (field === 'twoFactorCode') return false;
  if (c.tab === 'sms') return field === 'mobileNum' || field === 'smsCode';
  return field === 'username' || field === 'password' || (field === 'captcha' && c.captchaShown);
};

/**
 * The walker's GraphWalker meta (test/walker/walkerMeta.ts). Weights: a person at the form types far
 * more than anything else and switches tabs or ticks remember-me now and then. Dependencies: sending
 * the form and its answers matter most. `succeeded` is the signed-in member the session model takes
 * over (its `signedIn.member`), so a walk of both jumps there.
 */
const walkerMeta: WalkerMeta = {
  weights: { CHANGE: 0.6, SELECT_TAB: 0.05, TOGGLE_REMEMBER: 0.05 },
  dependencies: {
    SUBMIT: 1,
    'done: login': 0.9,
    'error: login': 0.9,
    'done: verify': 0.8,
    'error: verify': 0.8,
    'done: secondFactor': 0.8,
    'error: secondFactor': 0.8,
    SELECT_TAB: 0.2,
  },
  shared: { succeeded: 'SignedInMember' },
};

const member: Input = { site: 'member', passwordPolicy: true, codeLoginEnabled: true, rememberedUsername: null };
const agent: Input = { site: 'agent', passwordPolicy: false, codeLoginEnabled: false, rememberedUsername: 'demo_agent' };

/** SPEC 2 login popup, SPEC 4 Login, SPEC 5 Login, SPEC 9 remember-me: a member site with code login, an agent site without. */
export const loginModels: WalkerModel[] = [
  {
    machine: loginMachine,
    variant: 'member, SMS tab, policy on',
    input: member,
    fixtures: {
      outputs: { login: [user(), user({ passwordExpired: true })], verify: [user()], loadFormRules: [SERVED], secondFactor: [user()] },
      errors: {
        login: [
          business(ErrorCode.badCredentials, { captcha: true }),
          business(ErrorCode.verificationRequired, challenge),
          business(ErrorCode.twoFactorRequired, { ticket: TWO_FACTOR_TICKET }),
          apiFailure('network'),
        ],
        verify: [business(ErrorCode.verificationWrong)],
        loadFormRules: [apiFailure('network')],
        // Issue 26: a wrong code stays; an expired ticket goes back to the password; no answer at all stays too.
        secondFactor: [business(ErrorCode.twoFactorCodeWrong), business(ErrorCode.twoFactorExpired), apiFailure('network')],
      },
      events: {
        CHANGE: [
          { type: 'CHANGE', field: 'username', value: '  demo_member ' },
          // SPEC 5 'account or password format incorrect': a space inside; 65 characters (64 is the most an account name has).
          { type: 'CHANGE', field: 'username', value: 'demo member' },
          { type: 'CHANGE', field: 'username', value: `player${'1'.repeat(59)}` },
          { type: 'CHANGE', field: 'password', value: DEFAULT_WEAK_PASSWORD },
          { type: 'CHANGE', field: 'password', value: 'Demo@1234' },
          { type: 'CHANGE', field: 'captcha', value: ' 4821' },
          { type: 'CHANGE', field: 'captcha', value: '   ' },
          { type: 'CHANGE', field: 'mobileNum', value: '98765' },
          { type: 'CHANGE', field: 'mobileNum', value: ' 9876543210' },
          // 9 digits: a number of Sri Lanka (+94), one short for India (+91); 10 is one over for Sri Lanka.
          { type: 'CHANGE', field: 'mobileNum', value: '771234567' },
          { type: 'CHANGE', field: 'smsCode', value: '123456 ' },
          { type: 'CHANGE', field: 'answer', value: ' RAHUL SHARMA' },
          // Issue 26: 5, 6 (with spaces around) and 7 digits, and a letter among 6; a recovery code.
          { type: 'CHANGE', field: 'twoFactorCode', value: '12345' },
          { type: 'CHANGE', field: 'twoFactorCode', value: ' 123456 ' },
          { type: 'CHANGE', field: 'twoFactorCode', value: '1234567' },
          { type: 'CHANGE', field: 'twoFactorCode', value: '12a456' },
          { type: 'CHANGE', field: 'twoFactorCode', value: 'k3m9x-2q7wb' },
          { type: 'CHANGE', field: 'twoFactorCode', value: '   ' },
        ],
        SELECT_TWO_FACTOR_METHOD: TWO_FACTOR_METHOD_EVENTS,
        SELECT_TAB: [
          { type: 'SELECT_TAB', tab: 'sms' },
          { type: 'SELECT_TAB', tab: 'username' },
        ],
        SELECT_VERIFICATION: [{ type: 'SELECT_VERIFICATION', verification: 'BANK_ACCOUNT_NAME' }],
        // SPEC 7: a served code, the home market's again, and one the server does not serve (changes nothing).
        SELECT_COUNTRY: [
          { type: 'SELECT_COUNTRY', code: '+94' },
          { type: 'SELECT_COUNTRY', code: '+91' },
          { type: 'SELECT_COUNTRY', code: '+1' },
        ],
      },
    },
    stateKey,
    available,
    oracles: oracles(member),
    meta: walkerMeta,
  },
  {
    machine: loginMachine,
    variant: 'agent, remembered, policy off',
    input: agent,
    fixtures: {
      outputs: { login: [user({ passwordExpired: true })], verify: [user({ passwordExpired: true })] },
      errors: { login: [apiFailure('network'), business(ErrorCode.verificationRequired, challenge)], verify: [business(ErrorCode.verificationWrong)] },
      events: {
        // No SMS tab here: asking for it changes nothing.
        SELECT_TAB: [{ type: 'SELECT_TAB', tab: 'sms' }],
        CHANGE: [
          // 64 characters: the longest name an account has is still sent.
          { type: 'CHANGE', field: 'username', value: `agent${'1'.repeat(59)}` },
          { type: 'CHANGE', field: 'password', value: 'Agent@1234' },
          { type: 'CHANGE', field: 'password', value: DEFAULT_WEAK_PASSWORD },
          { type: 'CHANGE', field: 'answer', value: 'RAHUL SHARMA' },
        ],
        SELECT_VERIFICATION: [{ type: 'SELECT_VERIFICATION', verification: 'AUTHENTICATOR' }],
      },
    },
    stateKey,
    available,
    oracles: oracles(agent),
    meta: walkerMeta,
  },
];
