import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { MEMBER_PATH } from '@kernel/memberPaths';
import type { PointRedeem, PointReward } from '@kernel/points';
import { WalletErrorCode } from '@kernel/walletErrorCodes';
import { type PointRedeemContext, pointRedeemMachine } from '@machines/member/pointRedeem.machine';
import type { MachineModel, Observation } from '../../model/types';
import type { PageEvent } from './pageKit';
import { business, DEMO, goInApp, logIn, networkFailure, note, openPage, setNote, settleCall, setWithdrawPassword, until } from './pageKit';
import { type BrowserDriver, StepSkipped } from './types';

/**
 * The points mall's redeem dialog (SPEC 5 Redeem, SPEC 7 MCS2_redeemPointReward) of demo_member:
 * a reward of the seeded catalogue within its points is chosen (the Mobile recharge ₹50 or the
 * Cricket cap), the receiving address, the mobile number and the withdrawal password are typed
 * (right, wrong or too short; an address too short, a mobile number one digit short), Redeem is
 * pressed; the redeem is done (In Process, the points taken), refused for the wrong password
 * (the backend's words, the password typed again), or its answer is lost and the same redeem is
 * sent again (Try again). The browser model is pointRedeem's machine with a walk of its own: the
 * model file's oracles are written for its fixture catalogue (the cap of 1,200 points against
 * 3,000 held, its fixture receipt), while the reference backend has demo_member's real points
 * (about 4,300) and ten rewards; so only the oracles that hold for any catalogue are kept here
 * (the mall told of each redeem made and of nothing else, a key only with an order, every redeem
 * sent carrying its order, the typed password and the key, the receipt being the backend's
 * answer), and the driver checks every state in the page against the machine. The walk first sets
 * demo_member's withdrawal password in the security center (the seed has none), so the prompt to
 * set one ('noPassword') is left to the model tests; so are the points changing while the dialog
 * is open (SYNC comes from the mall's own reads: the driver counts the points the walk spends).
 */

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PointRedeemContext;

/** The seeded catalogue's two cheapest rewards but one (server/seed/points.ts), as the mall lists them. */
const reward = (id: number, name: string, description: string, art: string, points: number, stock: number): PointReward => ({
  id,
  name,
  description,
  imageUrl: `/assets-gen/reward/${art}.svg`,
  points,
  stock,
});
const RECHARGE = reward(1, 'Mobile recharge ₹50', 'A ₹50 prepaid recharge sent to the mobile number you give.', 'phone', 600, 500);
const CAP = reward(3, 'Cricket cap', 'A cotton cap in the club colours, one size with an adjustable strap.', 'cap', 1200, 80);
const REWARDS = [RECHARGE, CAP];

const RIGHT = '246810';
const WRONG = '135791';
const VALUES: Record<keyof PointRedeemContext['form'], string[]> = {
  // 10 to 200 characters: one that fits, one of 9.
  receiverAddress: ['Flat 12B, Sunrise Apartments, MG Road, Bengaluru 560001', 'Flat 1 Go'],
  // 10 digits, and one short.
  mobile: ['9876543210', '987654321'],
  // The password set, another one of 6 digits (the backend's refusal), and one of 5 (refused at once).
  withdrawPassword: [RIGHT, WRONG, '24681'],
};

function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (snapshot.matches('idle')) return REWARDS.map((chosen) => ({ type: 'SELECT', reward: chosen }));
  if (snapshot.matches('form'))
    return [
      ...(Object.entries(VALUES) as Array<[keyof PointRedeemContext['form'], string[]]>).flatMap(([field, values]) =>
        values.filter((value) => value !== c.form[field]).map((value) => ({ type: 'CHANGE', field, value })),
      ),
      { type: 'SUBMIT' },
      { type: 'CANCEL' },
    ];
  if (snapshot.matches('refused')) return [{ type: 'EDIT' }, { type: 'CANCEL' }];
  if (snapshot.matches('unknown')) return [{ type: 'RETRY' }, { type: 'CANCEL' }];
  if (snapshot.matches('done')) return [{ type: 'CLOSE' }];
  return [];
}

/** The redeem the backend makes of the order sent (In Process). */
const receiptOf = (c: PointRedeemContext): PointRedeem => ({
  id: 0,
  rewardId: c.reward?.id ?? 0,
  rewardName: c.reward?.name ?? '',
  imageUrl: c.reward?.imageUrl ?? '',
  points: c.reward?.points ?? 0,
  status: 'inProcess',
  receiverAddress: c.order?.receiverAddress ?? '',
  mobileMasked: '',
  createdAt: 0,
  decidedAt: null,
});

/** The backend's answers: the redeem made with the right password, refused with a wrong one; or lost. */
function settles(snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  if (invoke.src !== 'redeem') return [];
  const c = ctx(snapshot);
  const lost = { outcome: 'error' as const, value: networkFailure() };
  if (c.form.withdrawPassword === RIGHT) return [{ outcome: 'done' as const, value: receiptOf(c) }, lost];
  return [{ outcome: 'error' as const, value: business(WalletErrorCode.withdrawPasswordWrong) }, lost];
}

let keysMade = 0;
const settledDone = ({ step }: Observation) => step?.kind === 'settle' && step.src === 'redeem' && step.outcome === 'done';

export const pointRedeemBrowserModel: MachineModel = {
  machine: pointRedeemMachine,
  input: { newKey: () => `browser-key-${++keysMade}`, currentPoints: 4300, hasWithdrawPassword: true },
  fixtures: { outputs: { redeem: [receiptOf({ reward: RECHARGE } as PointRedeemContext)] }, errors: { redeem: [networkFailure()] } },
  oracles: {
    '*': (observation) => {
      const c = ctx(observation.snapshot);
      const named = (name: string) => observation.effects.filter((effect) => effect.name === name).length;
      // The mall hears of a redeem made, and of nothing else; nobody is sent to the security center.
      if (named('pointsChanged') !== (settledDone(observation) ? 1 : 0)) throw new Error('the mall should hear of each redeem made, only then');
      if (named('openSecurityCenter') !== 0) throw new Error('the security center opened uninvited');
      // A key belongs to an order; every redeem sent carries its order, the typed password and the key.
      if (c.idempotencyKey !== null && c.order === null) throw new Error('a key without an order');
      for (const call of observation.invoked) {
        const expected = { ...c.order, withdrawPassword: c.form.withdrawPassword, idempotencyKey: c.idempotencyKey };
        if (JSON.stringify(call.input) !== JSON.stringify(expected)) throw new Error(`the redeem sent ${JSON.stringify(call.input)}, not ${JSON.stringify(expected)}`);
      }
      // The receipt is the backend's answer, In Process.
      if (observation.snapshot.matches('done') && settledDone(observation)) {
        const value = observation.step?.kind === 'settle' ? observation.step.value : null;
        if (c.result !== value || c.result?.status !== 'inProcess') throw new Error('the receipt is not the redeem the backend made');
      }
    },
  },
};

const text = async (locator: Locator) => ((await locator.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ').trim();
const count = (n: number) => new Intl.NumberFormat('en-IN').format(n);
const digits = (value: string) => Number(value.replace(/\D/g, ''));
const dialog = (page: Page) => page.getByTestId('redeem-dialog');
const shows = (locator: Locator, shown: boolean, what: string) => until(async () => (await locator.count()) > 0 === shown, `${what} should${shown ? '' : ' not'} show`);
/** The points the page holds now: those read when the walk began, less those of the redeems it made. */
const pointsNow = (page: Page) => note(page, 'points') - note(page, 'spent');

const FIELDS: Record<keyof PointRedeemContext['form'], string> = {
  receiverAddress: 'redeem-address',
  mobile: 'redeem-mobile',
  withdrawPassword: 'redeem-password',
};
const ISSUE_TEXT: Record<string, string> = {
  addressEmpty: 'Please enter the receiving address',
  addressLength: 'The receiving address must be 10 to 200 characters',
  mobileEmpty: 'Please enter the mobile number',
  mobileInvalid: 'Please enter a valid mobile number of 10 digits',
  passwordEmpty: 'Please enter your withdrawal password',
  withdrawPasswordInvalid: 'The withdrawal password must be 6 digits',
};

export const driver: BrowserDriver = {
  machine: 'pointRedeem',
  model: pointRedeemBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    const page = await openPage(session, { calls: { redeem: { path: MEMBER_PATH.redeemPointReward, method: 'POST' } } });
    await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
    await logIn(page, DEMO.member.username, DEMO.member.password);
    await page.getByTestId('balance-value').waitFor();
    // The seed sets no withdrawal password: the member sets it in the security center first.
    await setWithdrawPassword(page, RIGHT);
    await goInApp(page, '/pointMall');
    await page
      .getByTestId('reward-catalogue')
      .getByRole('button', { name: `Redeem ${RECHARGE.name}` })
      .waitFor({ timeout: 30_000 });
    const points = page.getByTestId('points-current').locator('dd').first();
    await until(async () => digits(await text(points)) > 0, 'the mall should show the points held', 20_000);
    setNote(page, 'points', digits(await text(points)));
    setNote(page, 'spent', 0);
    return page;
  },
  perform: async (page, step, before) => {
    if (step.kind === 'wait') throw new Error('pointRedeem has no delays');
    if (step.kind === 'settle') {
      await settleCall(page, step);
      if (step.outcome === 'done') setNote(page, 'spent', note(page, 'spent') + (ctx(before).reward?.points ?? 0));
      // SPEC 7: five wrong passwords in a row lock it for a while.
      if (step.outcome === 'error' && (step.value as { kind?: string }).kind === 'business') setNote(page, 'wrong', note(page, 'wrong') + 1);
      if (step.outcome === 'done') setNote(page, 'wrong', 0);
      return;
    }
    const event = step.event as EventObject & { reward?: PointReward; field?: keyof PointRedeemContext['form']; value?: string };
    if (before.matches('sending') && event.type !== 'SELECT') {
      // The redeem under way locks the form (the machine ignores these): its controls are disabled, the others absent.
      const control =
        event.type === 'CHANGE'
          ? dialog(page).getByTestId(FIELDS[event.field ?? 'receiverAddress'])
          : event.type === 'SUBMIT'
            ? dialog(page).getByTestId('redeem-submit')
            : event.type === 'CANCEL'
              ? dialog(page).getByRole('button', { name: 'Cancel' })
              : null;
      if (!control) return shows(dialog(page).getByTestId(event.type === 'EDIT' ? 'redeem-edit' : 'redeem-close'), false, `the control of ${event.type}`);
      if (!(await control.isDisabled())) throw new Error(`the control of ${event.type} should be disabled while the redeem is under way`);
      if (event.type === 'CHANGE')
        for (const testId of Object.values(FIELDS))
          if (!(await dialog(page).getByTestId(testId).isDisabled())) throw new Error(`${testId} should be disabled while the redeem is under way`);
      return;
    }
    switch (event.type) {
      case 'SELECT': {
        // The form is a dialog over the catalogue (the machine ignores SELECT there): no reward can be chosen meanwhile.
        if (!before.matches('idle')) return shows(page.locator('[role=dialog][aria-modal=true]'), true, 'the modal redeem dialog');
        const chosen = event.reward!;
        // The model does not hear of the points the walk spent (the mall's SYNC): a reward above them is out of the walk's reach.
        if (pointsNow(page) < chosen.points) throw new StepSkipped(`demo_member has ${pointsNow(page)} points left, fewer than the ${chosen.name}'s ${chosen.points}`);
        return page
          .getByTestId('reward-catalogue')
          .getByRole('button', { name: `Redeem ${chosen.name}` })
          .click();
      }
      case 'CHANGE':
        return dialog(page)
          .getByTestId(FIELDS[event.field!])
          .fill(event.value ?? '');
      case 'SUBMIT':
        if (ctx(before).form.withdrawPassword === WRONG && note(page, 'wrong') >= 4)
          throw new StepSkipped('a fifth wrong withdrawal password in a row would lock it (SPEC 7)');
        return dialog(page).getByTestId('redeem-submit').click();
      case 'CANCEL':
        // The form's Cancel; after a refusal or a lost answer, the dialog's close button.
        if (before.matches('form')) return dialog(page).getByRole('button', { name: 'Cancel' }).click();
        return dialog(page).getByRole('button', { name: 'Close' }).first().click();
      case 'EDIT':
        return dialog(page).getByTestId('redeem-edit').click();
      case 'RETRY':
        return dialog(page).getByTestId('redeem-retry').click();
      case 'CLOSE':
        return dialog(page).getByTestId('redeem-close').click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    // The points held, read again by the mall after each redeem made.
    const points = pointsNow(page);
    await until(async () => digits(await text(page.getByTestId('points-current').locator('dd').first())) === points, `the mall should show ${count(points)} points`);
    if (snapshot.matches('idle')) return shows(dialog(page), false, 'the redeem dialog');
    await dialog(page).waitFor();
    const name = c.reward!.name;
    await until(async () => (await text(dialog(page).locator('h2, [role=heading]').first())).includes(`Redeem ${name}`), `the dialog should be about the ${name}`);
    const result = dialog(page).getByTestId('redeem-result');
    if (snapshot.matches('form') || snapshot.matches('sending')) {
      // What the reward costs, and what the member keeps.
      const says = `${count(c.reward!.points)} points are taken from your points now; the redeem stays In Process until it is approved. You keep ${count(points - c.reward!.points)} points.`;
      await until(async () => (await text(dialog(page).locator('p').first())) === says, `the dialog should say '${says}'`);
      await shows(result, false, 'an outcome');
      for (const [field, testId] of Object.entries(FIELDS) as Array<[keyof PointRedeemContext['form'], string]>) {
        const input = dialog(page).getByTestId(testId);
        const value = c.form[field];
        await until(async () => (await input.inputValue()) === value, `${field} should read '${value}'`);
        const issue = c.issues[field];
        await until(async () => ((await input.getAttribute('aria-invalid')) === 'true') === Boolean(issue), `${field} should${issue ? '' : ' not'} show a problem`);
        if (issue) await until(async () => (await text(dialog(page))).includes(ISSUE_TEXT[issue]!), `${field}'s problem should say '${ISSUE_TEXT[issue]}'`);
      }
      const sending = snapshot.matches('sending');
      const submit = dialog(page).getByTestId('redeem-submit');
      await until(async () => (await submit.isDisabled()) === sending, `Redeem should be ${sending ? 'disabled' : 'enabled'}`);
      const label = sending ? 'Sending…' : 'Redeem';
      return until(async () => (await text(submit)) === label, `the submit button should read '${label}'`);
    }
    await shows(dialog(page).getByTestId('redeem-submit'), false, 'the form');
    const outcome = (value: string) =>
      until(async () => (await result.getAttribute('data-outcome').catch(() => null)) === value, `the dialog should show the ${value} outcome`);
    if (snapshot.matches('refused')) {
      await outcome('refused');
      return until(
        async () => (await text(dialog(page).getByTestId('redeem-error'))) === 'The withdrawal password is incorrect',
        "the refusal should say 'The withdrawal password is incorrect'",
      );
    }
    if (snapshot.matches('unknown')) {
      // SPEC 8: never success or failure blindly; the same request may be sent again.
      await outcome('unknown');
      return dialog(page).getByTestId('redeem-retry').waitFor();
    }
    if (snapshot.matches('done')) {
      await outcome('done');
      await until(async () => (await text(result)).includes('Redeemed: In Process'), "the receipt should say 'Redeemed: In Process'");
      // The new redeem heads the history, In Process.
      const newest = page.getByTestId('redeem-table').locator('tbody tr').first();
      return until(
        async () => (await text(newest)).includes(name) && (await newest.locator('[data-status]').getAttribute('data-status')) === 'inProcess',
        `the ${name} redeem should head the history, In Process`,
      );
    }
    throw new Error(`no check for ${JSON.stringify(snapshot.value)}`);
  },
};
