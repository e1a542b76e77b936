import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PATH } from '@kernel/paths';
import type { UserInfo } from '@kernel/session';
import { checkForm, registerFields } from '@machines/accountForm.rules';
import { type RegisterContext, registerMachine } from '@machines/register.machine';
import { REGISTER_FIELDS } from '../../../server/seed/merchant';
import type { MachineModel, Observation } from '../../model/types';
import type { PageEvent } from './pageKit';
import { confirmWarning, currentCaptchaAnswer, fillSmsCode, networkFailure, note, openPage, SERVED_FORM_RULES, setNote, settleCall, until } from './pageKit';
import { type BrowserDriver, StepSkipped } from './types';

/**
 * The register popup (SPEC 2, 4, 5) with the reference merchant's configuration: by mobile
 * (default, MOBILENUMREG3) or user name, mobile and its SMS code (REGMOBVERF3), both passwords,
 * the optional payee name, email, WhatsApp and affiliate code, and the captcha; terms to agree.
 * The new name and number are stand-ins in the model, unique ones on the page.
 */

const NAME = 'newplayer';
const MOBILE = '9000000000';
const SMS_CODE = '000000';
/** Two stand-ins for the captcha's current answer, so typing it again after a renewal is a change. */
const CAPTCHAS = ['AAAA', 'BBBB'];
const PASSWORD = 'Secret@123';
const FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true };
/** What the product gives the machine, but for the page's address (a stand-in). */
const INPUT = { fields: REGISTER_FIELDS, flags: FLAGS, referralCode: null, domain: '127.0.0.1', registerUrl: '' };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as RegisterContext;
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const shown = (c: RegisterContext) => registerFields({ fields: c.fields, mode: c.mode, smsVerification: true, affiliateFieldShown: c.affiliateFieldShown });
const formIssues = (c: RegisterContext) => checkForm(c.values, shown(c));
/**
 * SPEC 5 with this configuration: the user name in its mode only; mobile, its code, passwords, the enabled optional
 * fields (SPEC 3's nickname, birthday and Telegram among them) and the captcha always.
 */
const SHOWN_BY_SPEC = [
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'nickname',
  'payeeName',
  'birthday',
  'email',
  'whatsapp',
  'telegram',
  'affiliateCode',
  'captcha',
];

function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (!snapshot.matches('editing')) return [];
  // A warning dialog covers the form: confirming it is all a person can do.
  if (c.warning) return [{ type: 'DISMISS_WARNING' }];
  const offered: PageEvent[] = [
    // The user name field shows in its own mode only.
    ...(c.mode === 'username' ? [change('username', NAME)] : []),
    change('mobileNum', MOBILE),
    // The send button sends only for a number in the phone format (otherwise it submits).
    ...(c.values.mobileNum === MOBILE ? [change('verificationCode', SMS_CODE)] : []),
    change('captcha', c.values.captcha === CAPTCHAS[0] ? CAPTCHAS[1]! : CAPTCHAS[0]!),
    change('password', PASSWORD),
    change('confirmPassword', PASSWORD),
    change('confirmPassword', 'Other@123'),
    { type: 'TOGGLE_AGREED' },
    { type: 'SUBMIT' },
    { type: 'SELECT_MODE', mode: c.mode === 'mobile' ? 'username' : 'mobile' },
  ];
  return offered.filter((event) => event.type !== 'CHANGE' || c.values[event.field as string] !== event.value);
}

/**
 * The served rules as the backend serves them (the page reads them itself before the form shows); the reference
 * backend registers a complete form (a new name and number, the code it sent, the captcha shown); or the connection drops.
 */
function settles(_snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  if (invoke.src === 'loadFormRules') return [{ outcome: 'done' as const, value: SERVED_FORM_RULES }];
  const user: UserInfo = { userName: NAME, token: 'token', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };
  return [
    { outcome: 'done' as const, value: user },
    { outcome: 'error' as const, value: networkFailure() },
  ];
}

const oracles: MachineModel['oracles'] = {
  '*': ({ snapshot, previous, event }) => {
    const c = ctx(snapshot);
    expect(
      shown(c)
        .map((field) => field.name)
        .sort(),
    ).toEqual([...(c.mode === 'username' ? ['username'] : []), ...SHOWN_BY_SPEC].sort());
    // SPEC 4: without a URL code the affiliate field always shows.
    expect(c.affiliateFieldShown).toBe(true);
    if (event.type === 'DISMISS_WARNING') expect(c).toEqual({ ...ctx(previous!), warning: null });
  },
  loadingRules: ({ event }) => {
    // SPEC 7: the validators and country codes are read first.
    expect(event.type).toBe('xstate.init');
  },
  checkingAffiliate: () => {
    throw new Error('no URL affiliate code here: nothing to check');
  },
  editing: ({ snapshot, previous, event, effects, invoked }: Observation) => {
    const c = ctx(snapshot);
    const before = previous ? ctx(previous) : null;
    expect(invoked).toEqual([]);
    if (previous?.matches('submitting')) {
      // A failed registration: the warning shows, the used captcha is renewed, the form keeps what was typed.
      expect(effects.map((effect) => effect.name)).toEqual(['renewCaptcha']);
      expect(c.warning).toEqual({ kind: 'network' });
      expect(c.values).toEqual(before!.values);
      return;
    }
    expect(effects).toEqual([]);
    if (previous?.matches('loadingRules')) {
      // SPEC 4: by mobile when MOBILENUMREG3 is on; nothing typed or agreed; SPEC 7: India's code, served first.
      expect(c).toMatchObject({ mode: 'mobile', values: {}, agreed: false, issues: {}, termsError: false, warning: null, user: null, countryDialingCode: '+91' });
    } else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      const { [field]: _fixed, ...others } = before!.issues;
      expect(c).toEqual({ ...before, values: { ...before!.values, [field]: value }, issues: others });
    } else if (event.type === 'SELECT_MODE') {
      expect(c).toEqual({ ...before, mode: (event as unknown as { mode: string }).mode, issues: {} });
    } else if (event.type === 'TOGGLE_AGREED') {
      expect(c).toEqual({ ...before, agreed: !before!.agreed, termsError: false });
    } else if (event.type === 'SUBMIT') {
      // SPEC 5: refused while a shown field fails its rule or the terms are unticked; each problem shows.
      expect(Object.keys(formIssues(c)).length > 0 || !c.agreed).toBe(true);
      expect(c.issues).toEqual(formIssues(c));
      expect(c.termsError).toBe(!c.agreed);
    } else expect(event.type).toBe('DISMISS_WARNING');
  },
  submitting: ({ snapshot, previous, event, invoked }: Observation) => {
    const c = ctx(snapshot);
    expect(formIssues(c)).toEqual({});
    expect(c.agreed).toBe(true);
    if (event.type !== 'SUBMIT') return expect(invoked).toEqual([]);
    expect(previous?.matches('editing')).toBe(true);
    // SPEC 7: PUT register(/mobile) with the shown fields, trimmed but for passwords, registerMethod WEB.
    const registration: Record<string, unknown> = { agreed: true, domain: INPUT.domain, registerUrl: '', registerMethod: 'WEB', login: true, countryDialingCode: '+91' };
    for (const { name } of shown(c)) registration[name] = name.toLowerCase().includes('password') ? (c.values[name] ?? '') : (c.values[name] ?? '').trim();
    expect(invoked).toEqual([{ src: 'register', id: expect.any(String), input: { mode: c.mode, registration } }]);
  },
  succeeded: ({ snapshot, previous, event }: Observation) => {
    // SPEC 4: registration success logs the new member in.
    expect(previous?.matches('submitting')).toBe(true);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ user: (event as unknown as { output: unknown }).output });
  },
};

export const registerBrowserModel: MachineModel = {
  machine: registerMachine,
  variant: 'no URL code',
  input: INPUT,
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    if (snapshot.status === 'done') return snapshot.value;
    const filled = Object.fromEntries(Object.entries(c.values).map(([field, value]) => [field, field === 'captcha' ? value !== '' : value]));
    // The problems shown decide nothing but what the page shows (checked on the replayed state): left out.
    return [snapshot.value, c.mode, c.agreed, filled, c.warning !== null];
  },
  oracles,
};

/** The unique name and number a page registers with. */
const identities = new WeakMap<Page, { name: string; mobile: string }>();
const identity = (page: Page) => identities.get(page)!;
const popup = '[data-testid=register-popup]';

export const driver: BrowserDriver = {
  machine: 'register',
  model: registerBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, {
      calls: { register: { match: (url) => url.pathname === PATH.register || url.pathname === PATH.registerMobile, method: 'PUT' } },
    });
    const stamp = String(Date.now() % 100_000_000).padStart(8, '0');
    identities.set(page, { name: `walk${stamp}`, mobile: `9${stamp}${String(Math.floor(Math.random() * 10))}` });
    await page.getByTestId('header-register').click({ timeout: 30_000 });
    await page.locator(`${popup} [name=password]`).waitFor();
    return page;
  },
  perform: async (page, step, before, session) => {
    if (step.kind === 'settle') {
      // The page reads the served rules itself: the form shows once it has them.
      if (step.src === 'loadFormRules') return void (await page.locator(`${popup} [name=password]`).waitFor());
      await settleCall(page, step);
      // A failed registration renews the captcha: the answer typed is spent.
      if (step.outcome === 'error') setNote(page, 'captchaStale', 1);
      return;
    }
    if (step.kind === 'wait') throw new Error('the register machine has no delays');
    const event = step.event as EventObject & { field?: string; value?: string; mode?: string };
    switch (event.type) {
      case 'CHANGE':
        if (event.field === 'captcha') {
          setNote(page, 'captchaStale', 0);
          return page.locator(`${popup} [name=captcha]`).fill(await currentCaptchaAnswer(page, session));
        }
        if (event.field === 'verificationCode') return fillSmsCode(page, session, 'register-popup', identity(page).mobile);
        return page
          .locator(`${popup} [name=${event.field}]`)
          .fill(event.value === NAME ? identity(page).name : event.value === MOBILE ? identity(page).mobile : (event.value ?? ''));
      case 'SUBMIT': {
        const c = ctx(before);
        const sent = Object.keys(formIssues(c)).length === 0 && c.agreed;
        if (sent && note(page, 'captchaStale')) throw new StepSkipped('the captcha was renewed after the failure and not typed again: the backend would refuse it');
        return page.locator(`${popup} button[type=submit]`).click();
      }
      case 'TOGGLE_AGREED':
        return page.locator(`${popup} input[type=checkbox]`).click();
      case 'SELECT_MODE':
        return page.locator(`${popup} [data-testid=tab-${event.mode}]`).click();
      case 'DISMISS_WARNING':
        return confirmWarning(page);
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    if (snapshot.status === 'done') {
      // SPEC 4: the popup closes with the new member logged in.
      await page.locator(popup).waitFor({ state: 'detached' });
      await page.getByTestId('balance-value').waitFor();
      return;
    }
    await page.locator(popup).waitFor();
    if (snapshot.matches('loadingRules')) return;
    if (snapshot.matches('submitting')) return void (await until(() => page.locator(`${popup} button[type=submit]`).isDisabled(), 'the submit button is not busy'));
    await until(
      async () => (await page.locator(`${popup} [role=tab][aria-selected=true]`).getAttribute('data-testid')) === `tab-${c.mode}`,
      `the ${c.mode} tab is not selected`,
    );
    for (const { name } of shown(c)) {
      const input = page.locator(`${popup} [name=${name}]`);
      const typed = c.values[name] ?? '';
      // The values typed (stand-ins as their real counterparts); SPEC 5: a problem shows on its field.
      if (name === 'password' || name === 'confirmPassword') await until(async () => (await input.inputValue()) === typed, `${name} should hold '${typed}'`);
      else await until(async () => ((await input.inputValue()) === '') === (typed === ''), `${name} should be ${typed ? 'filled' : 'empty'}`);
      const invalid = name in c.issues;
      await until(async () => ((await input.getAttribute('aria-invalid')) === 'true') === invalid, `${name} should${invalid ? '' : ' not'} show a problem`);
    }
    // SPEC 8: the terms error under the box; a failed call's warning over the form.
    await until(async () => (await page.locator('#terms-error').count()) > 0 === c.termsError, `the terms error should${c.termsError ? '' : ' not'} show`);
    await until(async () => (await page.getByTestId('warning-dialog').count()) > 0 === (c.warning !== null), `the warning should${c.warning ? '' : ' not'} show`);
  },
};
