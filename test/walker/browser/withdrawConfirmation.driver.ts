import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { memberPageHref } from '@kernel/memberPages';
import { MEMBER_PATH } from '@kernel/memberPaths';
import { DEV_PATH } from '@kernel/paths';
import type { WithdrawConfirmation } from '@kernel/withdrawConfirmation';
import type { WithdrawConfirmationContext } from '@machines/wallet/withdrawConfirmation.machine';
import { withdrawConfirmationModel } from '../../machines/withdrawConfirmation.model';
import type { MachineModel } from '../../model/types';
import type { HeldCall, PageEvent } from './pageKit';
import { DEMO, goInApp, logIn, networkFailure, openPage, settleCall, until } from './pageKit';
import { type BrowserDriver, type BrowserSession, StepSkipped } from './types';

/**
 * The withdrawal confirmation card (SPEC 4 Withdrawal confirmation) on demo_member's deposit page:
 * the seed pays one of demo_member's withdrawals peer to peer, so a confirmation waits for the
 * member's answer, due in the merchant's minutes (about 25 left). The member chooses Received,
 * Not received or Full payment, adds proof images for Not received (one PNG; a GIF and a 6 MB PNG
 * that the page refuses), removes one, sends; the upload and the answer are held and answered at
 * the walk's settle steps (an answer lost is a dropped request, sent again with its key); or the
 * member never answers and the deadline comes.
 *
 * The countdown makes every second a new state, so the page's clock is Playwright's (page.clock),
 * paused once the member is logged in: it moves only when the walk says. A wait of the model is
 * that long on the page's clock (the countdown's ticks, the re-send of an answer in doubt); the
 * model's deadline (now by the model's clock, which stands still) is the real one on the page: the
 * page's clock jumps to it and the backend's (dev controls) just past it, so the read at the
 * deadline finds the confirmation settled as received. While answering, each choice moves the
 * page's clock one more second, so the countdown is seen to move.
 *
 * The browser model is withdrawConfirmation.model.ts (its oracles, delays and state key) with
 * what the reference backend really answers: the upload counts the images, the answer is
 * recorded (or lost), the read after the deadline finds it no longer pending. Refusals (proof
 * required, closed), a failed upload or read, a deadline moved later by the backend are left to
 * the model tests. The page's checks hold for any confirmation the backend lists: its amount,
 * withdrawal and payer, and a countdown of its own deadline less the page's time.
 */

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as WithdrawConfirmationContext;

/** A chosen file as the model knows it (name, type, size); the page gets real bytes of that kind. */
type ProofFile = { name: string; type: string; size: number };
const PROOF: ProofFile = { name: 'proof.png', type: 'image/png', size: 200_000 };
const GIF: ProofFile = { name: 'screen.gif', type: 'image/gif', size: 1000 };
/** SPEC 9: 5 MB at most; this one is 6 MB. */
const HUGE: ProofFile = { name: 'huge.png', type: 'image/png', size: 6 * 1024 * 1024 };
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_SIGNATURE = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
/**
 * The file a person picks: real bytes of its kind (a PNG's or a GIF's signature, then zeros) in a
 * folder of the walk's, given to the page by path (6 MB through the protocol took seconds).
 */
const FOLDER = join(tmpdir(), 'walk-proof-files');
function fileOf(file: ProofFile): string {
  const path = join(FOLDER, file.name);
  if (existsSync(path) && statSync(path).size === file.size) return path;
  mkdirSync(FOLDER, { recursive: true });
  const buffer = Buffer.alloc(file.size);
  (file.type === 'image/png' ? PNG_SIGNATURE : GIF_SIGNATURE).forEach((byte, index) => {
    buffer[index] = byte;
  });
  writeFileSync(path, buffer);
  return path;
}

/** What a person does on the card in each state (a disabled Send answer is clicked too: nothing happens). */
function events(snapshot: AnyMachineSnapshot): PageEvent[] {
  const c = ctx(snapshot);
  if (snapshot.matches({ flow: { answering: 'choosing' } })) {
    const proof = c.outcome === 'notReceived';
    return [
      ...(['received', 'notReceived', 'fullPayment'] as const).filter((outcome) => outcome !== c.outcome).map((outcome) => ({ type: 'CHOOSE', outcome })),
      // The file input shows for Not received, while fewer than 3 images are chosen.
      ...(proof && c.files.length + c.confirmation.proofCount < 3
        ? [
            { type: 'ADD_FILES', files: [PROOF] },
            { type: 'ADD_FILES', files: [GIF, HUGE] },
          ]
        : []),
      ...(proof && c.files.length > 0 ? [{ type: 'REMOVE_FILE', index: 0 }] : []),
      { type: 'SUBMIT' },
    ];
  }
  if (snapshot.matches({ flow: { answering: 'uploading' } }) || snapshot.matches({ flow: 'confirming' })) return [{ type: 'SUBMIT' }];
  if (snapshot.matches({ flow: { unknownOutcome: 'waiting' } })) return [{ type: 'RETRY' }];
  return [];
}

/** The backend's answers: the images counted, the answer recorded (or lost), and once the deadline has passed, no longer pending. */
function settles(snapshot: AnyMachineSnapshot, invoke: { src: string }) {
  const c = ctx(snapshot);
  if (invoke.src === 'uploadProof') return [{ outcome: 'done' as const, value: { ...c.confirmation, proofCount: c.confirmation.proofCount + c.files.length } }];
  if (invoke.src === 'confirm')
    return [
      { outcome: 'done' as const, value: { ...c.confirmation, status: c.outcome } },
      { outcome: 'error' as const, value: networkFailure() },
    ];
  if (invoke.src === 'readConfirmation') return [{ outcome: 'done' as const, value: null }];
  return [];
}

/**
 * The model's wall clock stands still (the simulated clock moves its timers): the confirmation is
 * due at that moment, so a read after the deadline that no longer finds it pending means it was
 * counted as received, as on the page, whose clock has reached the real deadline by then.
 */
const modelInput = withdrawConfirmationModel.input as { confirmation: WithdrawConfirmation; clock: () => number; newKey: () => string };
const DUE: WithdrawConfirmation = { ...modelInput.confirmation, deadlineAt: modelInput.clock() };

export const withdrawConfirmationBrowserModel: MachineModel = {
  machine: withdrawConfirmationModel.machine,
  input: { ...modelInput, confirmation: DUE },
  fixtures: { ...withdrawConfirmationModel.fixtures, outputs: {}, errors: {} },
  stateKey: withdrawConfirmationModel.stateKey,
  delays: withdrawConfirmationModel.delays,
  oracles: withdrawConfirmationModel.oracles,
};

/** The confirmation the page listed first, per page (its real id, amount, payer and deadline). */
const listed = new WeakMap<Page, WithdrawConfirmation>();
/** The read of the pending list is held only once the deadline has come (the page's own first read goes through). */
let holdReads = false;
const CALLS: Record<string, HeldCall> = {
  uploadProof: { path: MEMBER_PATH.uploadConfirmationProof, method: 'POST' },
  confirm: { path: MEMBER_PATH.confirmWithdrawal, method: 'POST' },
  readConfirmation: { path: MEMBER_PATH.withdrawConfirmations, method: 'GET', retries: 2, match: () => holdReads },
};

const text = async (locator: Locator) => ((await locator.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ').trim();
/** ₹ with two decimals, as the page writes amounts in English. */
const money = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;
const shows = (locator: Locator, shown: boolean, what: string) => until(async () => (await locator.count()) > 0 === shown, `${what} should${shown ? '' : ' not'} show`);
/** The time left as a clock shows it: minutes and seconds (hours first from an hour on), the seconds rounded up. */
const timeLeft = (ms: number) => {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
};
const pageNow = (page: Page) => page.evaluate(() => Date.now());
const shown = (page: Page) => {
  const confirmation = listed.get(page);
  if (!confirmation) throw new Error('the page listed no confirmation');
  return confirmation;
};
const card = (page: Page) => page.getByTestId(`confirmation-${shown(page).id}`);
const submit = (page: Page) => card(page).getByTestId('confirm-submit');
/** The chosen images' names, in order. */
const fileNames = async (scope: Locator) => (await scope.locator('[data-testid=proof-file] > span:first-child').allTextContents()).join(',');
const TILES = { received: 'confirm-received', notReceived: 'confirm-not-received', fullPayment: 'confirm-full-payment' } as const;
const FILE_ISSUE: Record<string, string> = {
  'screen.gif': 'screen.gif: only PNG or JPG images can be sent',
  'huge.png': 'huge.png: an image can be at most 5 MB',
};
const UNKNOWN = 'We could not tell whether your answer arrived. We are asking again; it is recorded only once.';
const CHECKING = 'The time to answer is over. Checking the result…';
const AUTO = 'No answer came in time, so the payment counted as received. A forced receive means the deposit is not refunded.';

/**
 * An event the state takes and ignores: while the proof or the answer is on its way the form's
 * controls are disabled (a click does nothing); where the form is gone, its controls are absent;
 * Check now shows only while an answer is in doubt.
 */
async function lockedEvent(page: Page, event: EventObject & { outcome?: keyof typeof TILES; index?: number }, before: AnyMachineSnapshot) {
  const checkNow = card(page).getByTestId('confirmation-check-now');
  if (event.type === 'RETRY') {
    if (!before.matches({ flow: 'unknownOutcome' })) return shows(checkNow, false, 'Check now');
    return checkNow.click();
  }
  const control =
    event.type === 'CHOOSE'
      ? card(page).getByTestId(TILES[event.outcome ?? 'received'])
      : event.type === 'ADD_FILES'
        ? card(page).getByTestId('proof-input')
        : event.type === 'REMOVE_FILE'
          ? card(page).getByTestId(`proof-remove-${event.index}`)
          : submit(page);
  const form = before.matches({ flow: 'answering' }) || before.matches({ flow: 'confirming' });
  if (!form) return shows(control, false, `the control of ${event.type}`);
  // The file input and a file's remove button show only for Not received with files chosen.
  if ((await control.count()) === 0) return;
  if (!(await control.isDisabled())) throw new Error(`the control of ${event.type} should be disabled while the answer is on its way`);
  if (event.type !== 'ADD_FILES') await control.click({ force: true });
}

/** The deadline has come: the page's clock jumps to it, the backend's just past it (so it settles the confirmation as received). */
async function passDeadline(page: Page, session: BrowserSession) {
  if (!session.devControls) throw new StepSkipped('the deadline needs the dev clock (/__dev/clock)');
  const { deadlineAt } = shown(page);
  const { value } = (await session.devControl(DEV_PATH.clock, 'GET')) as { value: { now: number } };
  if (value.now < deadlineAt) await session.devControl(DEV_PATH.clock, 'POST', { advanceMs: deadlineAt - value.now + 1_000 });
  holdReads = true;
  await page.clock.fastForward(deadlineAt - (await pageNow(page)));
}

export const driver: BrowserDriver = {
  machine: 'withdrawConfirmation',
  model: withdrawConfirmationBrowserModel,
  limits: { events, settles },
  open: async (session) => {
    holdReads = false;
    const page = await openPage(session, { calls: CALLS });
    await page.getByTestId('header-login').waitFor({ timeout: 30_000 });
    await logIn(page, DEMO.member.username, DEMO.member.password);
    await page.getByTestId('balance-value').waitFor();
    // From here the page's clock (Playwright's, installed in the running page: the card's timers are
    // made after it) moves only when the walk moves it.
    await page.clock.install();
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === MEMBER_PATH.withdrawConfirmations, { timeout: 30_000 });
    await goInApp(page, memberPageHref('depositv2'));
    const { value } = (await (await read).json()) as { value: WithdrawConfirmation[] };
    if (!value[0]) throw new Error('demo_member has no pending withdrawal confirmation (the seed pays one peer to peer)');
    listed.set(page, value[0]);
    await card(page).waitFor({ timeout: 30_000 });
    return page;
  },
  perform: async (page, step, before, session) => {
    if (step.kind === 'wait') {
      if (step.delay === 'deadline') return passDeadline(page, session);
      await page.clock.runFor(step.ms);
      return;
    }
    if (step.kind === 'settle') return settleCall(page, step);
    const event = step.event as EventObject & { outcome?: keyof typeof TILES; files?: ProofFile[]; index?: number };
    if (!before.matches({ flow: { answering: 'choosing' } })) return lockedEvent(page, event, before);
    if (event.type === 'RETRY') return shows(card(page).getByRole('button', { name: 'Check now' }), false, 'Check now');
    switch (event.type) {
      case 'CHOOSE':
        await card(page).getByTestId(TILES[event.outcome!]).click();
        break;
      case 'ADD_FILES':
        await card(page).getByTestId('proof-input').setInputFiles(event.files!.map(fileOf));
        break;
      case 'REMOVE_FILE':
        await card(page).getByTestId(`proof-remove-${event.index}`).click();
        break;
      case 'SUBMIT':
        return submit(page).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
    // A second passes while the member thinks: the countdown moves (a whole tick: the page's timers keep their phase).
    await page.clock.runFor(1_000);
  },
  verify: async (page, snapshot) => {
    const c = ctx(snapshot);
    const confirmation = shown(page);
    const state = async (value: string) => until(async () => (await card(page).getAttribute('data-state')) === value, `the card should be ${value}`);
    const says = async (testId: string, expected: string) =>
      until(async () => (await text(card(page).getByTestId(testId))) === expected, `the card should say '${expected}'`);
    // Whatever happens, the card is about the withdrawal listed: its amount, number and payer.
    await until(
      async () =>
        (await text(card(page).locator('header'))).startsWith(
          `${money(confirmation.amountPaise)}Withdrawal #${confirmation.withdrawalId}, paid by ${confirmation.payerName}`,
        ),
      `the card should show ${money(confirmation.amountPaise)}, withdrawal #${confirmation.withdrawalId}, paid by ${confirmation.payerName}`,
    );
    const form = snapshot.matches({ flow: 'answering' }) || snapshot.matches({ flow: 'confirming' });
    await shows(card(page).getByTestId('confirmation-countdown'), form, 'the countdown');
    if (form) {
      // The time left is the confirmation's own deadline less the page's time, whatever the backend set.
      const left = `Answer within ${timeLeft(confirmation.deadlineAt - (await pageNow(page)))}`;
      await until(async () => (await text(card(page).getByTestId('confirmation-countdown'))) === left, `the countdown should read '${left}'`);
      for (const [outcome, testId] of Object.entries(TILES)) {
        const tile = card(page).getByTestId(testId);
        await until(
          async () => ((await tile.getAttribute('aria-pressed')) === 'true') === (c.outcome === outcome),
          `${outcome} should${c.outcome === outcome ? '' : ' not'} be chosen`,
        );
      }
    }
    if (snapshot.matches({ flow: { answering: 'choosing' } })) {
      await state('choosing');
      await until(async () => (await text(submit(page))) === 'Send answer' && (await submit(page).isEnabled()), 'Send answer should be offered');
      const proof = c.outcome === 'notReceived';
      await shows(card(page).getByTestId('proof-input'), proof, 'the proof input');
      if (proof) {
        const names = c.files.map((file) => file.name).join(',');
        await until(async () => (await fileNames(card(page))) === names, `the chosen images should be ${names || 'none'}`);
        const issues = c.fileIssues.map((entry) => FILE_ISSUE[entry.name] ?? entry.name);
        await until(
          async () => JSON.stringify(await card(page).getByTestId('proof-issues').locator('li').allTextContents()) === JSON.stringify(issues),
          `the refused images should read ${JSON.stringify(issues)}`,
        );
      }
      // SPEC 4: an answer must be chosen; Not received only with proof.
      const issue = !c.revealIssues
        ? null
        : c.outcome === null
          ? 'Choose an answer first.'
          : c.outcome === 'notReceived' && c.files.length === 0 && c.confirmation.proofCount === 0
            ? 'Add at least one image as proof that the money did not arrive.'
            : null;
      await shows(card(page).getByTestId('confirmation-issue'), issue !== null, 'a reason the answer cannot be sent');
      if (issue) await says('confirmation-issue', issue);
      return;
    }
    if (snapshot.matches({ flow: { answering: 'uploading' } }) || snapshot.matches({ flow: 'confirming' })) {
      const uploading = snapshot.matches({ flow: 'answering' });
      await state(uploading ? 'uploading' : 'confirming');
      const label = uploading ? 'Uploading proof…' : 'Sending…';
      return until(async () => (await text(submit(page))) === label && (await submit(page).isDisabled()), `the locked button should read '${label}'`);
    }
    if (snapshot.matches({ flow: 'unknownOutcome' })) {
      await state('unknownOutcome');
      await until(async () => (await text(card(page).getByTestId('confirmation-unknown'))).startsWith(UNKNOWN), `the card should say '${UNKNOWN}'`);
      return card(page).getByTestId('confirmation-check-now').waitFor();
    }
    if (['rereading', 'awaitingSettlement', 'rereadFailed'].some((value) => snapshot.matches({ flow: value }))) {
      await state('checking');
      return until(async () => (await text(card(page).getByTestId('confirmation-checking'))).startsWith(CHECKING), `the card should say '${CHECKING}'`);
    }
    if (snapshot.matches({ flow: 'answered' })) {
      await state('answered');
      // Not received leaves it to the operator; the other answers complete the withdrawal.
      return says(
        'confirmation-done',
        c.confirmation.status === 'notReceived'
          ? 'Your report and its proof were sent. The operator will look into it.'
          : 'Thank you: you confirmed that the money arrived. Your withdrawal is complete.',
      );
    }
    if (snapshot.matches({ flow: 'autoReceived' })) {
      // SPEC 4: unconfirmed after the set minutes counts as received; a forced receive is not refunded.
      await state('autoReceived');
      return says('confirmation-auto', AUTO);
    }
    throw new Error(`no check for ${JSON.stringify(snapshot.value)}`);
  },
};
