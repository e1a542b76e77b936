import type { Browser, Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordMachine } from '@machines/changePassword.machine';
import { forgotPasswordMachine } from '@machines/forgotPassword.machine';
import { loginMachine } from '@machines/login.machine';
import { registerMachine } from '@machines/register.machine';
import { ErrorCode } from '@/contract/errorCodes';
import { DEV_PATH, PATH } from '@/contract/paths';
import type { FieldConfig } from '@/contract/system';
import { devControl, launchBrowser, type RunningProduct, skipAnnouncementPopups, startProduct } from './harness';
import { type BrowserModel, type BrowserPath, browserPaths, type PageDriver, replay } from './modelReplay';

/** The registration config the product really serves, so the models check fields as the forms do. */
const { createServer } = await import('../../server/app');
const settingsServer = await createServer({ devControls: false });
const settingsResponse = await settingsServer.app.request(PATH.registerSettings, { headers: { Merchant: 'DEMO', Language: 'EN' } });
const FIELDS = ((await settingsResponse.json()) as { value: { fields: Record<string, FieldConfig> } }).value.fields;
const whitelabelResponse = await settingsServer.app.request(PATH.whitelabel, { headers: { Merchant: 'DEMO', Language: 'EN' } });
const SETTINGS = ((await whitelabelResponse.json()) as { value: { settings: Record<string, boolean> } }).value.settings;
const REGISTER_FLAGS = {
  USERNAMEREG3: SETTINGS.USERNAMEREG3 ?? true,
  MOBILENUMREG3: SETTINGS.MOBILENUMREG3 ?? false,
  REGMOBVERF3: SETTINGS.REGMOBVERF3 ?? false,
};

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const business = (code: string, value?: unknown) => ({ error: { kind: 'business', message: code, details: { code, value } } });
const user = { userName: 'x', token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: 0 };
const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
/** Stand-ins the model checks like the real values (same rules), replaced on the page by real ones. */
const SMS_PLACEHOLDER = '000000';
const NAME_PLACEHOLDER = 'newplayer';
const MOBILE_PLACEHOLDER = '9000000000';
const CAPTCHA_PLACEHOLDER = 'AAAA';

/** A fresh visitor in English (stable texts for selectors), on a freshly seeded backend. */
async function freshPage(): Promise<Page> {
  await devControl(product.url, DEV_PATH.reset, 'POST');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await skipAnnouncementPopups(context);
  const page = await context.newPage();
  await page.goto(product.url);
  await page.getByTestId('lobby').waitFor();
  return page;
}

async function latestCaptchaAnswer(): Promise<string> {
  const response = await fetch(`${product.url}${DEV_PATH.captchas}`);
  const { value } = (await response.json()) as { value: { answer: string }[] };
  if (!value[0]) throw new Error('no captcha issued');
  return value[0].answer;
}

async function latestSmsCode(mobile: string): Promise<string> {
  const response = await fetch(`${product.url}${DEV_PATH.smsOutbox}`);
  const { value } = (await response.json()) as { value: { mobile: string; code: string }[] };
  const sms = value.find((message) => message.mobile === mobile);
  if (!sms) throw new Error(`no SMS sent to ${mobile}`);
  return sms.code;
}

/**
 * Keeps one shortest path per distinct target (state and error kind). Paths that end while the
 * server is still answering are left out: each is the prefix of a longer path replayed anyway,
 * and ending a test mid-request would leak that request into the next test.
 */
function distinctTargets(paths: BrowserPath[]) {
  const seen = new Map<string, BrowserPath>();
  for (const path of paths) {
    if (isWaiting(path.target)) continue;
    const key = JSON.stringify([path.target.value, path.target.status, (path.target.context as { error?: { kind: string } }).error?.kind ?? null]);
    const known = seen.get(key);
    if (!known || known.steps.length > path.steps.length) seen.set(key, path);
  }
  return [...seen.values()];
}

const isWaiting = (snapshot: AnyMachineSnapshot) => ['submitting', 'submittingVerification', 'sendingEmail', 'resettingByPhone', 'loggingIn', 'checkingAffiliate', 'checkingSms'].some((state) => snapshot.matches(state));

async function fill(page: Page, scope: string, field: string, value: string) {
  await page.locator(`[data-testid=${scope}] [name=${field}]`).fill(value);
}

// ---------- login ----------
const CREDENTIALS: Record<string, string> = { demo_member: 'Demo@1234', demo_verify: 'Verify@1234' };
const loginModel: BrowserModel = {
  input: { site: 'member', passwordPolicy: true, codeLoginEnabled: true, rememberedUsername: null },
  userEvents: (snapshot) =>
    snapshot.matches('editing')
      ? [change('username', 'demo_member'), change('username', 'demo_verify'), change('password', 'Demo@1234'), change('password', 'Verify@1234'), change('password', 'wrong-pass'), { type: 'SUBMIT' }]
      : [{ type: 'SELECT_VERIFICATION', verification: 'BANK_ACCOUNT_NAME' }, change('answer', 'RAHUL SHARMA'), change('answer', 'NOBODY'), { type: 'SUBMIT' }, { type: 'CANCEL_VERIFICATION' }],
  oracle: (snapshot) => {
    const c = snapshot.context;
    if (snapshot.matches('submittingVerification'))
      return c.verification === 'BANK_ACCOUNT_NAME' && c.answer === 'RAHUL SHARMA' ? { output: user } : business(ErrorCode.verificationWrong);
    if (CREDENTIALS[c.username] !== c.password) return business(ErrorCode.badCredentials, { captcha: true });
    return c.username === 'demo_verify'
      ? business(ErrorCode.verificationRequired, { ticket: 't', types: ['MOBILE_CODE', 'EMAIL', 'BANK_ACCOUNT_NAME', 'AUTHENTICATOR'], maskedMobile: null, maskedEmail: null })
      : { output: user };
  },
  stateKey: (snapshot) => {
    const c = snapshot.context;
    return [snapshot.value, c.username, c.password, c.captchaShown, c.answer, c.verification, c.error?.kind ?? null];
  },
};
const loginDriver: PageDriver = {
  perform: async (page, event) => {
    if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      await page.locator(`[data-testid=login-popup] [name=${field}]`).fill(value);
    } else if (event.type === 'SUBMIT') await page.locator('[data-testid=login-popup] button[type=submit]').click();
    else if (event.type === 'SELECT_VERIFICATION') await page.getByTestId(`tab-${(event as unknown as { verification: string }).verification}`).click();
    else if (event.type === 'CANCEL_VERIFICATION') await page.getByTestId('verification-back').click();
  },
  verify: async (page, snapshot) => {
    if (isWaiting(snapshot)) return;
    if (snapshot.status === 'done') {
      await page.getByTestId('login-popup').waitFor({ state: 'detached' });
      await page.getByTestId('balance-value').waitFor();
      return;
    }
    if (snapshot.matches('verifying')) await page.getByTestId('login-verification').waitFor();
    else await page.locator('[data-testid=login-popup] [name=username]').waitFor();
    if (snapshot.context.captchaShown) await page.getByTestId('captcha-image').locator('img').waitFor();
    if (snapshot.context.error) await expect.poll(() => page.locator('[data-testid=login-popup] [role=alert]').allTextContents(), { timeout: 10_000 }).toContainEqual(expect.stringMatching(/\S/));
  },
};

// ---------- forgot password ----------
const forgotModel: BrowserModel = {
  input: { mobileByDefault: SETTINGS.CHNGPASSVERIF3 ?? false, fields: FIELDS },
  userEvents: () => [
    { type: 'SELECT_METHOD', method: 'email' },
    { type: 'SELECT_METHOD', method: 'mobile' },
    change('username', 'demo_member'),
    change('email', 'demo.member@example.com'),
    change('email', 'someone.else@example.com'),
    change('mobileNum', '9876543210'),
    change('verificationCode', SMS_PLACEHOLDER),
    change('newPassword', 'Fresh@123'),
    change('confirmNewPassword', 'Fresh@123'),
    { type: 'SUBMIT' },
  ],
  oracle: (snapshot) => {
    const v = snapshot.context.values as Record<string, string>;
    if (snapshot.matches('sendingEmail')) return v.email === 'demo.member@example.com' ? { output: undefined } : business(ErrorCode.accountNotFound);
    if (snapshot.matches('resettingByPhone')) return { output: { username: 'demo_member' } };
    return { output: user };
  },
  stateKey: (snapshot) => [snapshot.value, snapshot.context.method, snapshot.context.values, snapshot.context.warning?.kind ?? null],
};
const forgotDriver: PageDriver = {
  perform: async (page, event) => {
    if (event.type === 'SELECT_METHOD') await page.getByTestId(`tab-${(event as unknown as { method: string }).method}`).click();
    else if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      if (value === SMS_PLACEHOLDER) {
        await page.getByTestId('sms-send').click();
        await expect.poll(() => page.getByTestId('sms-send').isDisabled()).toBe(true);
        await fill(page, 'forgot-popup', field, await latestSmsCode('9876543210'));
      } else await fill(page, 'forgot-popup', field, value);
    } else if (event.type === 'SUBMIT') await page.locator('[data-testid=forgot-popup] button[type=submit]').click();
  },
  verify: async (page, snapshot) => {
    if (isWaiting(snapshot)) return;
    if (snapshot.matches('emailSent')) return void (await page.getByTestId('forgot-email-sent').waitFor());
    if (snapshot.matches('loggedIn')) {
      await page.getByTestId('forgot-popup').waitFor({ state: 'detached' });
      await page.getByTestId('balance-value').waitFor();
      return;
    }
    await page.getByTestId('forgot-popup').waitFor();
    if (snapshot.context.warning) await page.getByTestId('warning-dialog').waitFor();
  },
};

// ---------- change password (forced after logging in with an expired password) ----------
const changeModel: BrowserModel = {
  input: { knownPassword: 'Expired@1234', passwordField: FIELDS.password },
  userEvents: () => [change('newPassword', 'Fresh@1234'), change('confirmNewPassword', 'Fresh@1234'), change('confirmNewPassword', 'Other@1234'), { type: 'SUBMIT' }],
  oracle: () => ({ output: undefined }),
  stateKey: (snapshot) => [snapshot.value, snapshot.context.values],
};
const changeDriver: PageDriver = {
  perform: async (page, event) => {
    if (event.type === 'CHANGE') {
      const { field, value } = event as unknown as { field: string; value: string };
      await fill(page, 'password-change-expired', field, value);
    } else if (event.type === 'SUBMIT') await page.locator('[data-testid=password-change-expired] button[type=submit]').click();
  },
  verify: async (page, snapshot) => {
    if (isWaiting(snapshot)) return;
    if (snapshot.status === 'done') {
      await page.getByTestId('password-change-expired').waitFor({ state: 'detached' });
      await page.getByTestId('balance-value').waitFor();
      return;
    }
    await page.getByTestId('password-change-expired').waitFor();
    const mismatch = snapshot.context.values.confirmNewPassword && snapshot.context.values.confirmNewPassword !== snapshot.context.values.newPassword;
    if (mismatch && Object.keys(snapshot.context.issues).length > 0) await page.getByText('Incorrect confirmation input').waitFor();
  },
};

// ---------- register (by user name, with the SMS code) ----------
const registerModel: BrowserModel = {
  input: { fields: FIELDS, flags: REGISTER_FLAGS, referralCode: null, domain: '' },
  userEvents: () => [
    change('username', NAME_PLACEHOLDER),
    change('mobileNum', MOBILE_PLACEHOLDER),
    change('verificationCode', SMS_PLACEHOLDER),
    change('captcha', CAPTCHA_PLACEHOLDER),
    change('password', 'Secret@123'),
    change('confirmPassword', 'Secret@123'),
    { type: 'TOGGLE_AGREED' },
    { type: 'SUBMIT' },
  ],
  oracle: () => ({ output: user }),
  stateKey: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.agreed, Object.keys(snapshot.context.issues).length > 0, snapshot.context.termsError],
};
function registerDriver(unique: { name: string; mobile: string }): PageDriver {
  return {
    perform: async (page, event) => {
      if (event.type === 'CHANGE') {
        const { field, value } = event as unknown as { field: string; value: string };
        if (value === SMS_PLACEHOLDER) {
          await page.getByTestId('sms-send').click();
          await expect.poll(() => page.getByTestId('sms-send').isDisabled()).toBe(true);
          await fill(page, 'register-popup', field, await latestSmsCode(unique.mobile));
        } else if (field === 'captcha') {
          await fill(page, 'register-popup', field, await latestCaptchaAnswer());
        } else await fill(page, 'register-popup', field, value === NAME_PLACEHOLDER ? unique.name : value === MOBILE_PLACEHOLDER ? unique.mobile : value);
      } else if (event.type === 'TOGGLE_AGREED') await page.locator('[data-testid=register-popup] input[type=checkbox]').click();
      else if (event.type === 'SUBMIT') await page.locator('[data-testid=register-popup] button[type=submit]').click();
    },
    verify: async (page, snapshot) => {
      if (isWaiting(snapshot)) return;
      if (snapshot.status === 'done') {
        await page.getByTestId('register-popup').waitFor({ state: 'detached' });
        await page.getByTestId('balance-value').waitFor();
        return;
      }
      await page.getByTestId('register-popup').waitFor();
      // SPEC 8: terms unticked shows the error under the checkbox.
      if (snapshot.context.termsError) await page.locator('#terms-error').waitFor();
    },
  };
}

describe('model paths replayed in Chromium', () => {
  const loginPaths = distinctTargets(browserPaths(loginMachine, loginModel));
  for (const path of loginPaths) {
    it(path.name, async () => {
      const page = await freshPage();
      await page.getByTestId('header-login').click();
      await replay(page, path, loginDriver);
      await page.context().close();
    });
  }

  const forgotPaths = distinctTargets(browserPaths(forgotPasswordMachine, forgotModel));
  for (const path of forgotPaths) {
    it(path.name, async () => {
      const page = await freshPage();
      await page.getByTestId('header-login').click();
      await page.locator('[data-testid=login-popup] button', { hasText: 'Forgot password?' }).click();
      await replay(page, path, forgotDriver);
      await page.context().close();
    });
  }

  const changePaths = distinctTargets(browserPaths(changePasswordMachine, changeModel));
  for (const path of changePaths) {
    it(path.name, async () => {
      const page = await freshPage();
      await page.getByTestId('header-login').click();
      await fill(page, 'login-popup', 'username', 'demo_expired');
      await fill(page, 'login-popup', 'password', 'Expired@1234');
      await page.locator('[data-testid=login-popup] button[type=submit]').click();
      await replay(page, path, changeDriver);
      await page.context().close();
    });
  }

  const registerPaths = distinctTargets(browserPaths(registerMachine, registerModel));
  registerPaths.forEach((path, index) => {
    it(path.name, async () => {
      const page = await freshPage();
      await page.getByTestId('header-register').click();
      const unique = { name: `player${Date.now() % 100000}${index}`, mobile: `97${String(Date.now() % 10_000_000).padStart(7, '0')}${index % 10}` };
      await replay(page, path, registerDriver(unique));
      await page.context().close();
    });
  });

  it('generates a path to every state of each flow that the real backend can reach', () => {
    expect(loginPaths.length).toBeGreaterThanOrEqual(5);
    expect(forgotPaths.some((path) => path.target.matches('emailSent'))).toBe(true);
    expect(forgotPaths.some((path) => path.target.matches('loggedIn'))).toBe(true);
    expect(changePaths.some((path) => path.target.status === 'done')).toBe(true);
    expect(registerPaths.some((path) => path.target.status === 'done')).toBe(true);
  });
});
