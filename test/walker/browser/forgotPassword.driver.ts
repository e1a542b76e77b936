import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PATH } from '@kernel/paths';
import type { UserInfo } from '@kernel/session';
import { checkForm } from '@machines/accountForm.rules';
import { type ForgotContext, forgotFields, forgotPasswordMachine } from '@machines/forgotPassword.machine';
import { REGISTER_FIELDS } from '../../../server/seed/merchant';
import type { MachineModel, Observation } from '../../model/types';
import type { PageEvent } from './pageKit';
import { confirmWarning, DEMO, fillSmsCode, networkFailure, openPage, SERVED_FORM_RULES, settleCall, until } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The forgot-password popup (SPEC 2, 4, 5) of demo_member: by email (the backend mails the
 * account whose name and email match, and answers any other pair alike) or by phone (+91
 * 9876543210, the code the backend sent, a new password; then the popup logs in with it). Mobile
 * is the default method: CHNGPASSVERIF3 is on.
 */

const SMS_CODE = '000000';
const NEW_PASSWORD = 'Fresh@123';
const INPUT = { mobileByDefault: true, fields: REGISTER_FIELDS };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ForgotContext;
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const formIssues = (c: ForgotContext) => checkForm(c.values, forgotFields(c.method, c.fields));

function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (!snapshot.matches('editing')) return [];
  // A warning dialog covers the form: confirming it is all a person can do.
  if (c.warning) return [{ type: 'DISMISS_WARNING' }];
  const fields =
    c.method === 'email'
      ? [change('username', DEMO.member.username), change('email', DEMO.member.email), change('email', 'someone.else@example.com')]
      : [
          change('mobileNum', DEMO.member.mobile),
          // The send button sends only for a number in the phone format (otherwise it submits).
          ...(c.values.mobileNum === DEMO.member.mobile ? [change('verificationCode', SMS_CODE)] : []),
          change('newPassword', NEW_PASSWORD),
          change('confirmNewPassword', NEW_PASSWORD),
          change('confirmNewPassword', 'Other@123'),
        ];
  return [
    ...fields.filter((event) => c.values[event.field] !== event.value),
    { type: 'SUBMIT' },
    { type: 'SELECT_METHOD', method: c.method === 'email' ? 'mobile' : 'email' },
  ];
}

const userOf = (userName: string): UserInfo => ({ userName, token: 'token', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 });

/** The reference backend's answers for demo_member; or the connection drops. */
function settles(_snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  // The page reads the served rules itself.
  if (invoke.src === 'loadFormRules') return [{ outcome: 'done' as const, value: SERVED_FORM_RULES }];
  // By email: done whether or not the name and the email belong together (the answer tells nobody).
  const answer =
    invoke.src === 'sendResetEmail'
      ? { outcome: 'done' as const, value: undefined }
      : invoke.src === 'resetByPhone'
        ? { outcome: 'done' as const, value: { username: DEMO.member.username } }
        : { outcome: 'done' as const, value: userOf(DEMO.member.username) };
  return [answer, { outcome: 'error' as const, value: networkFailure() }];
}

const warningFor = (event: EventObject) => {
  const error = (event as unknown as { error: { kind: string; message: string; details: { code: string | null } } }).error;
  return error.kind === 'business' ? { kind: 'server', code: error.details.code, message: error.message } : { kind: 'network' };
};
const closes = ({ snapshot, invoked }: Observation, expected: { user: unknown }) => {
  expect(snapshot.status).toBe('done');
  expect(snapshot.output).toEqual(expected);
  expect(invoked).toEqual([]);
};

/** SPEC 4 Password flows, SPEC 5 Forgot password, SPEC 7 (as forgotPassword.model.ts, with the reference configuration and data). */
const oracles: MachineModel['oracles'] = {
  loadingRules: ({ event }) => {
    // SPEC 7: the validators and country codes are read first.
    expect(event.type).toBe('xstate.init');
  },
  editing: ({ snapshot, previous, event, invoked }) => {
    const c = ctx(snapshot);
    const before = previous ? ctx(previous) : null;
    expect(invoked).toEqual([]);
    if (previous?.matches('loadingRules')) {
      // SPEC 2: mobile first when CHNGPASSVERIF3 is on; SPEC 7: India's code, served first.
      expect(c).toMatchObject({ method: 'mobile', values: {}, issues: {}, warning: null, username: null, user: null, countryDialingCode: '+91' });
    } else if (event.type === 'DISMISS_WARNING') {
      expect(c).toEqual({ ...before, warning: null });
    } else if (event.type === 'SELECT_METHOD') {
      expect(c).toEqual({ ...before, method: (event as unknown as { method: string }).method, issues: {}, warning: null });
    } else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      const { [field]: _fixed, ...others } = before!.issues;
      expect(c).toEqual({ ...before, values: { ...before!.values, [field]: value }, issues: others });
    } else if (event.type === 'SUBMIT') {
      // SPEC 5: a form with a field of its method missing or wrong is refused, each problem shown; nothing is sent.
      expect(Object.keys(formIssues(c)).length).toBeGreaterThan(0);
      expect(c.issues).toEqual(formIssues(c));
    } else {
      // A failed send or reset: the warning shows, the form keeps what was typed.
      expect(previous?.matches('sendingEmail') || previous?.matches('resettingByPhone')).toBe(true);
      expect(c.warning).toEqual(warningFor(event));
      expect(c.values).toEqual(before!.values);
    }
  },
  sendingEmail: ({ snapshot, event, invoked }) => {
    const c = ctx(snapshot);
    expect(c.method).toBe('email');
    expect(formIssues(c)).toEqual({});
    if (event.type !== 'SUBMIT') return expect(invoked).toEqual([]);
    // SPEC 7: forgot by email with the trimmed user name and email.
    expect(invoked).toEqual([{ src: 'sendResetEmail', id: expect.any(String), input: { username: c.values.username?.trim(), email: c.values.email?.trim() } }]);
  },
  emailSent: (observation) => {
    // SPEC 4: forgot by email shows a notice; nobody is logged in.
    expect(observation.previous?.matches('sendingEmail')).toBe(true);
    closes(observation, { user: null });
  },
  resettingByPhone: ({ snapshot, event, invoked }) => {
    const c = ctx(snapshot);
    expect(c.method).toBe('mobile');
    expect(formIssues(c)).toEqual({});
    expect(c.values.newPassword).toBe(c.values.confirmNewPassword);
    if (event.type !== 'SUBMIT') return expect(invoked).toEqual([]);
    const request = {
      mobileNum: c.values.mobileNum?.trim(),
      countryDialingCode: '+91',
      verificationCode: c.values.verificationCode?.trim(),
      newPassword: c.values.newPassword,
    };
    expect(invoked).toEqual([{ src: 'resetByPhone', id: expect.any(String), input: request }]);
  },
  loggingIn: ({ snapshot, event, invoked }) => {
    // SPEC 4: forgot by phone logs in with the new password, as the account the backend names.
    expect(ctx(snapshot).username).toBe(DEMO.member.username);
    if (event.type === 'DISMISS_WARNING') return expect(invoked).toEqual([]);
    expect(invoked).toEqual([{ src: 'login', id: expect.any(String), input: { username: DEMO.member.username, password: ctx(snapshot).values.newPassword } }]);
  },
  loggedIn: (observation) => {
    expect(observation.previous?.matches('loggingIn')).toBe(true);
    closes(observation, { user: (observation.event as unknown as { output: unknown }).output });
  },
  passwordChanged: (observation) => {
    // The password was changed but the login failed: a warning, and the user logs in by hand.
    expect(observation.previous?.matches('loggingIn')).toBe(true);
    expect(ctx(observation.snapshot).warning).toEqual(warningFor(observation.event));
    closes(observation, { user: null });
  },
};

export const forgotPasswordBrowserModel: MachineModel = {
  machine: forgotPasswordMachine,
  variant: 'CHNGPASSVERIF3 on',
  input: INPUT,
  // The problems shown decide nothing but what the page shows (checked on the replayed state): left out.
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).method, ctx(snapshot).values, ctx(snapshot).warning !== null],
  oracles,
};

const popup = '[data-testid=forgot-popup]';

export const driver: BrowserDriver = {
  machine: 'forgotPassword',
  model: forgotPasswordBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, {
      calls: {
        sendResetEmail: { path: PATH.forgotByEmail, method: 'POST' },
        resetByPhone: { path: PATH.forgotByPhone },
        login: { path: PATH.login, method: 'POST' },
      },
    });
    await page.getByTestId('header-login').click({ timeout: 30_000 });
    await page.locator('[data-testid=login-popup] button', { hasText: 'Forgot password?' }).click();
    await page.locator(popup).waitFor();
    return page;
  },
  perform: async (page, step, _before, session) => {
    // The page reads the served rules itself: the form shows once it has them.
    if (step.kind === 'settle' && step.src === 'loadFormRules') return void (await page.locator(`${popup} button[type=submit]:not([disabled])`).waitFor());
    if (step.kind === 'settle') return settleCall(page, step);
    if (step.kind === 'wait') throw new Error('the forgot-password machine has no delays');
    const event = step.event as EventObject & { field?: string; value?: string; method?: string };
    switch (event.type) {
      case 'CHANGE':
        if (event.field === 'verificationCode') return fillSmsCode(page, session, 'forgot-popup', DEMO.member.mobile);
        return page.locator(`${popup} [name=${event.field}]`).fill(event.value ?? '');
      case 'SUBMIT':
        return page.locator(`${popup} button[type=submit]`).click();
      case 'SELECT_METHOD':
        return page.locator(`${popup} [data-testid=tab-${event.method}]`).click();
      case 'DISMISS_WARNING':
        return confirmWarning(page);
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    if (snapshot.matches('loggedIn')) {
      // SPEC 4: logged in with the new password, the popup closed.
      await page.locator(popup).waitFor({ state: 'detached' });
      await page.getByTestId('balance-value').waitFor();
      return;
    }
    await page.locator(popup).waitFor();
    if (snapshot.matches('loadingRules')) return;
    if (snapshot.matches('emailSent')) return void (await page.getByTestId('forgot-email-sent').waitFor());
    if (snapshot.matches('passwordChanged')) {
      await page.locator(popup).getByText('Your password has been changed').waitFor();
      await page.getByTestId('warning-dialog').waitFor();
      return;
    }
    if (!snapshot.matches('editing')) return void (await until(() => page.locator(`${popup} button[type=submit]`).isDisabled(), 'the submit button is not busy'));
    await until(
      async () => (await page.locator(`${popup} [role=tab][aria-selected=true]`).getAttribute('data-testid')) === `tab-${c.method}`,
      `the ${c.method} tab is not selected`,
    );
    for (const { name } of forgotFields(c.method, c.fields)) {
      const input = page.locator(`${popup} [name=${name}]`);
      const typed = c.values[name] ?? '';
      if (name === 'verificationCode') await until(async () => ((await input.inputValue()) === '') === (typed === ''), `${name} should be ${typed ? 'filled' : 'empty'}`);
      else await until(async () => (await input.inputValue()) === typed, `${name} should hold '${typed}'`);
      const invalid = name in c.issues;
      await until(async () => ((await input.getAttribute('aria-invalid')) === 'true') === invalid, `${name} should${invalid ? '' : ' not'} show a problem`);
    }
    await until(async () => (await page.getByTestId('warning-dialog').count()) > 0 === (c.warning !== null), `the warning should${c.warning ? '' : ' not'} show`);
  },
};
