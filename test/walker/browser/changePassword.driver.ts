import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { PATH } from '@kernel/paths';
import { DEFAULT_WEAK_PASSWORD } from '@kernel/platform';
import { type ChangePasswordContext, changePasswordFields } from '@machines/changePassword.machine';
import { REGISTER_FIELDS } from '../../../server/seed/merchant';
import { changePasswordModels } from '../../machines/changePassword.model';
import type { MachineModel } from '../../model/types';
import type { PageEvent } from './pageKit';
import { confirmWarning, logIn, networkFailure, openPage, settleCall, until } from './pageKit';
import type { BrowserDriver } from './types';

/**
 * The forced password change (SPEC 2 changePassModal, SPEC 4, SPEC 5) after demo_default logs in
 * with the default weak password: the login's password is known, so only the new one and its
 * confirmation are asked; the backend takes any new password of the rule.
 */

const ACCOUNT = { username: 'demo_default', password: DEFAULT_WEAK_PASSWORD };
const NEW_PASSWORD = 'Fresh@123';

const base = changePasswordModels.find((model) => (model.input as { knownPassword: string | null }).knownPassword === DEFAULT_WEAK_PASSWORD);
if (!base) throw new Error('changePassword.model.ts has no model with the default password known');

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ChangePasswordContext;
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (!snapshot.matches('editing')) return [];
  // A warning dialog covers the form: confirming it is all a person can do.
  if (c.warning) return [{ type: 'DISMISS_WARNING' }];
  const changes = [change('newPassword', NEW_PASSWORD), change('confirmNewPassword', NEW_PASSWORD), change('confirmNewPassword', 'Other@123')];
  return [...changes.filter((event) => c.values[event.field] !== event.value), { type: 'SUBMIT' }];
}

/** The reference backend changes the password (the known one is right); or the connection drops. */
const settles = () => [
  { outcome: 'done' as const, value: undefined },
  { outcome: 'error' as const, value: networkFailure() },
];

export const changePasswordBrowserModel: MachineModel = {
  machine: base.machine,
  variant: base.variant,
  // What the product gives the machine: the login's password, the merchant's password rule.
  input: { knownPassword: DEFAULT_WEAK_PASSWORD, passwordField: REGISTER_FIELDS.password },
  // The problems shown decide nothing but what the page shows (checked on the replayed state): left out.
  stateKey: (snapshot) => [snapshot.value, ctx(snapshot).values, ctx(snapshot).warning !== null],
  oracles: base.oracles,
};

const popup = '[data-testid=password-change-default]';

export const driver: BrowserDriver = {
  machine: 'changePassword',
  model: changePasswordBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, { calls: { changePassword: { path: PATH.changePassword } } });
    await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
    await logIn(page, ACCOUNT.username, ACCOUNT.password);
    await page.locator(`${popup} [name=newPassword]`).waitFor();
    return page;
  },
  perform: async (page, step) => {
    if (step.kind === 'settle') return settleCall(page, step);
    if (step.kind === 'wait') throw new Error('the change-password machine has no delays');
    const event = step.event as EventObject & { field?: string; value?: string };
    if (event.type === 'CHANGE') return page.locator(`${popup} [name=${event.field}]`).fill(event.value ?? '');
    if (event.type === 'SUBMIT') return page.locator(`${popup} button[type=submit]`).click();
    if (event.type === 'DISMISS_WARNING') return confirmWarning(page);
    throw new Error(`no page action for ${event.type}`);
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    if (snapshot.status === 'done') {
      // SPEC 4: the popup closes, the member stays logged in.
      await page.locator(popup).waitFor({ state: 'detached' });
      await page.getByTestId('balance-value').waitFor();
      return;
    }
    await page.locator(popup).waitFor();
    if (snapshot.matches('submitting')) return void (await until(() => page.locator(`${popup} button[type=submit]`).isDisabled(), 'the submit button is not busy'));
    // SPEC 5: no old-password field (the login's is known); each field as typed, its problem shown on it.
    if ((await page.locator(`${popup} [name=oldPassword]`).count()) > 0) throw new Error('the old password is asked although it is known');
    for (const { name } of changePasswordFields(c.knownPassword, c.passwordField)) {
      const input = page.locator(`${popup} [name=${name}]`);
      await until(async () => (await input.inputValue()) === (c.values[name] ?? ''), `${name} should hold '${c.values[name] ?? ''}'`);
      const invalid = name in c.issues;
      await until(async () => ((await input.getAttribute('aria-invalid')) === 'true') === invalid, `${name} should${invalid ? '' : ' not'} show a problem`);
    }
    await until(async () => (await page.getByTestId('warning-dialog').count()) > 0 === (c.warning !== null), `the warning should${c.warning ? '' : ' not'} show`);
  },
};
