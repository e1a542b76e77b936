import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ErrorCode } from '@kernel/errorCodes';
import type { UploadImageType } from '@kernel/imageUpload';
import type { Promotion } from '@kernel/promotions';
import { type PromotionActionContext, promotionActionMachine } from '@machines/promotions/promotionAction.machine';
import { expectIgnored } from '../model/expectIgnored';
import type { MachineModel, Observation } from '../model/types';
import { apiFailure, business } from './fixtures';
import { promotion } from './promotionsPage.model';

const JOINABLE = promotion(1);
const APPLICATION = promotion(2, { category: 'DEPOSIT', kind: 'application', requiredTurnoverPaise: null });
const BIRTHDAY = promotion(3, { category: 'BIRTHDAY', kind: 'application', requiredTurnoverPaise: null, requiresAgeConfirmation: true });
const CLAIMABLE = promotion(4, { state: 'Claim', progress: { donePaise: 600_000, requiredPaise: 500_000 } });
const RAFFLE_WON = promotion(5, { category: 'RAFFLE', kind: 'raffle', state: 'Claim', requiredTurnoverPaise: null, drawAt: 1 });
/** Its bets are not met: no action. */
const IN_PROCESS = promotion(6, { state: 'Process', progress: { donePaise: 1000, requiredPaise: 500_000 } });

const answered = (base: Promotion, state: Promotion['state']) => ({ ...base, state });

type ChosenFile = { readonly name: string; readonly type: string; readonly size: number };
type InspectedFile = { file: ChosenFile; contentType: UploadImageType | null };
const png = (name: string, size = 2_000): ChosenFile => ({ name, type: 'image/png', size });
const RECEIPT = png('receipt.png');
const FAKE = png('fake.png');
const GIF: ChosenFile = { name: 'party.gif', type: 'image/gif', size: 900 };
/**
 * What reading the files' first bytes finds: one real PNG; a file called .png that is none, a GIF,
 * a real PNG one byte over 5 MiB and an empty one; three real PNGs, one of exactly 5 MiB (SPEC 9's 5 MB).
 */
const MIB = 1024 * 1024;
const ONE_IMAGE: InspectedFile[] = [{ file: RECEIPT, contentType: 'image/png' }];
const REFUSED_FILES: InspectedFile[] = [
  { file: FAKE, contentType: null },
  { file: GIF, contentType: null },
  { file: png('over.png', 5 * MIB + 1), contentType: 'image/png' },
  { file: png('empty.png', 0), contentType: 'image/png' },
];
const THREE_IMAGES: InspectedFile[] = [png('a.png'), png('max.png', 5 * MIB), png('c.png')].map((file) => ({ file, contentType: 'image/png' as const }));

/** SPEC 9: png or jpg by name and by bytes, not empty, 5 MB at most; every file a fixture chooses, with why it is refused (null: taken). */
const FILE_ISSUES: Record<string, string | null> = {
  'receipt.png': null,
  'fake.png': 'imageNotImage',
  'party.gif': 'imageBadType',
  'a.png': null,
  'c.png': null,
  'max.png': null,
  'over.png': 'imageTooLarge',
  'empty.png': 'imageEmpty',
};
/** SPEC 9: at most 3 images in all; a good file past them is refused as one too many. */
function expectedImages(images: PromotionActionContext['images'], added: InspectedFile[]) {
  const kept = [...images];
  const notes: Array<{ name: string; issue: string }> = [];
  for (const { file } of added) {
    const issue = FILE_ISSUES[file.name];
    if (issue === undefined) throw new Error(`no expectation for the file ${file.name}`);
    if (issue !== null) notes.push({ name: file.name, issue });
    else if (kept.length >= 3) notes.push({ name: file.name, issue: 'imageTooMany' });
    else kept.push({ file, contentType: 'image/png' });
  }
  return { images: kept, notes };
}

/** SPEC 5: a comment of 1 to 140 characters (trimmed, one per character, an emoji alike): exactly 140 with spaces around, and 141. */
const LONG_COMMENT = 'x'.repeat(141);
const LONGEST_COMMENT = `  ${'🎉'.repeat(140)}  `;
const COMMENT_ISSUES: Record<string, string | null> = {
  '': 'commentEmpty',
  [LONGEST_COMMENT]: null,
  [LONG_COMMENT]: 'commentTooLong',
};

let keysMade = 0;
const newKey = () => `promotion-key-${++keysMade}`;

const ctx = (snapshot: AnyMachineSnapshot | null) => snapshot?.context as PromotionActionContext;
const payload = <T>(observation: Observation) => observation.event as unknown as T;
const settledWith = ({ step }: Observation, src: string, outcome: 'done' | 'error') => step?.kind === 'settle' && step.src === src && step.outcome === outcome;
const settleValue = ({ step }: Observation) => (step?.kind === 'settle' ? step.value : undefined);
const effectNames = ({ effects }: Observation) => effects.map((effect) => effect.name);
const kindOf = (error: unknown) => (error as { kind?: string } | null)?.kind;
const codeOf = (error: unknown) => (error as { details?: { code?: string | null } } | null)?.details?.code ?? null;
const isStart = (event: EventObject) => event.type === 'START';
const startOf = (observation: Observation) => payload<{ promotion: Promotion; session: string }>(observation);
const CLEARED = {
  promotion: null,
  action: null,
  idempotencyKey: null,
  comment: '',
  ageConfirmed: false,
  images: [],
  inspecting: [],
  imageNotes: [],
  showIssues: false,
  failure: null,
  result: null,
};
const withoutKeyMaker = (c: PromotionActionContext) => {
  const { newKey: _maker, ...rest } = c;
  return rest;
};

/**
 * SPEC 4: a START that meets no login is refused before anything starts: a visitor gets the login
 * popup, a trial account the in_need_true_account warning; the page stays as it was.
 */
function expectAccessAsked(observation: Observation) {
  const { session } = startOf(observation);
  expect(effectNames(observation)).toEqual([session === 'trial' ? 'warnTrial' : 'askLogin']);
  expect(['guest', 'pending', 'trial']).toContain(session);
  expect(observation.invoked).toEqual([]);
  expect(ctx(observation.snapshot)).toEqual(ctx(observation.previous));
}

/** A START that began an action: everything from before cleared, the promotion and its action set, a fresh key for a claim or an application. */
function expectBegun(observation: Observation, action: PromotionActionContext['action']) {
  const { promotion: started, session } = startOf(observation);
  const c = ctx(observation.snapshot);
  expect(['member', 'agent']).toContain(session);
  const key = action === 'join' ? null : expect.stringMatching(/^promotion-key-\d+$/);
  expect(withoutKeyMaker(c)).toEqual({ ...CLEARED, promotion: started, action, idempotencyKey: key });
  if (c.idempotencyKey !== null) expect(c.idempotencyKey).not.toBe(ctx(observation.previous)?.idempotencyKey);
  expect(observation.effects).toEqual([]);
}

/** SPEC 5 and 9: the comment's issue, then the age of 21 unconfirmed on a birthday promotion. */
function formIssues(c: PromotionActionContext): string[] {
  const comment = COMMENT_ISSUES[c.comment];
  if (comment === undefined) throw new Error(`no expectation for the comment '${c.comment}'`);
  const issues = comment ? [comment] : [];
  if (c.promotion?.requiresAgeConfirmation && !c.ageConfirmed) issues.push('ageNotConfirmed');
  return issues;
}

const oracles: MachineModel['oracles'] = {
  '*': ({ snapshot }) => {
    const c = ctx(snapshot);
    // SPEC 9: never more than 3 images, each the type its name says.
    expect(c.images.length).toBeLessThanOrEqual(3);
    for (const image of c.images) expect([FILE_ISSUES[image.file.name], image.contentType]).toEqual([null, 'image/png']);
    if (!snapshot.matches({ applying: 'inspecting' })) expect(c.inspecting).toEqual([]);
    if (snapshot.matches('idle')) expect(withoutKeyMaker(c)).toEqual(CLEARED);
  },
  idle: (observation) => {
    const { previous, event } = observation;
    if (previous === null) {
      expect(observation.invoked).toEqual([]);
      return;
    }
    if (isStart(event) && previous.matches('idle')) return expectAccessAsked(observation);
    // Closing a result, or cancelling the form, forgets the action.
    expect(event.type === 'DISMISS' ? previous.matches('done') || previous.matches('refused') : previous.matches('applying')).toBe(true);
    expect(['DISMISS', 'CANCEL']).toContain(event.type);
    expect([observation.invoked, observation.effects]).toEqual([[], []]);
  },
  joining: (observation) => {
    if (observation.previous?.matches('joining')) return expectIgnored(observation, ['START']);
    // SPEC 4: Join lets a member join; the join is sent for that promotion.
    expect(isStart(observation.event)).toBe(true);
    expect(startOf(observation).promotion.state).toBe('Join');
    expect(startOf(observation).promotion.kind).not.toBe('application');
    expectBegun(observation, 'join');
    expect(observation.invoked).toEqual([{ src: 'join', id: expect.any(String), input: startOf(observation).promotion.id }]);
  },
  claiming: (observation) => {
    if (observation.previous?.matches('claiming')) return expectIgnored(observation, ['START']);
    // SPEC 4: Claim lets a member claim: a raffle prize through MCS2_claimRafflePromotion (SPEC 7), a bonus otherwise, with a fresh key.
    const { promotion: started } = startOf(observation);
    expect(started.state).toBe('Claim');
    const raffle = started.kind === 'raffle';
    expectBegun(observation, raffle ? 'claimRaffle' : 'claim');
    const c = ctx(observation.snapshot);
    expect(observation.invoked).toEqual([{ src: 'claim', id: expect.any(String), input: { promotionId: started.id, idempotencyKey: c.idempotencyKey, raffle } }]);
  },
  applying: ({ snapshot }) => {
    // SPEC 5: only a promotion that takes applications, with the key of this application.
    const c = ctx(snapshot);
    expect([c.promotion?.kind, c.promotion?.state, c.action]).toEqual(['application', 'Join', 'apply']);
    expect(c.idempotencyKey).toMatch(/^promotion-key-\d+$/);
    expect(c.result).toBeNull();
  },
  'applying.editing': (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous);
    expect(observation.invoked).toEqual([]);
    if (isStart(event) && !previous?.matches('applying')) {
      // The form opens empty.
      expectBegun(observation, 'apply');
      return;
    }
    if (previous?.matches('applying') && isStart(event)) return expectIgnored(observation, ['START']);
    expect(observation.effects).toEqual([]);
    if (settledWith(observation, 'inspectImages', 'done')) {
      // Each file by its bytes: PNG or JPEG as its name says, 5 MB at most, 3 in all; the others named with why.
      const expected = expectedImages(before.images, settleValue(observation) as InspectedFile[]);
      expect(c).toEqual({ ...before, images: expected.images, imageNotes: expected.notes, inspecting: [] });
      return;
    }
    if (settledWith(observation, 'inspectImages', 'error')) {
      // Files that could not be read are not taken for images.
      expect(c).toEqual({ ...before, images: before.images, imageNotes: before.inspecting.map((file) => ({ name: file.name, issue: 'imageNotImage' })), inspecting: [] });
      return;
    }
    if (settledWith(observation, 'apply', 'error')) {
      const error = settleValue(observation);
      if (codeOf(error) === ErrorCode.applicationInvalid) {
        // The backend found a rule broken: the form stays, its message and issues shown, nothing else changed.
        expect(c).toEqual({ ...before, failure: error, showIssues: true });
      } else {
        // No answer: the form stays with the same key, to be sent again.
        expect(['network', 'timeout', 'http']).toContain(kindOf(error));
        expect(c).toEqual({ ...before, failure: error });
      }
      return;
    }
    switch (event.type) {
      case 'COMMENT':
        expect(c).toEqual({ ...before, comment: payload<{ comment: string }>(observation).comment, failure: null });
        break;
      case 'CONFIRM_AGE':
        expect(c).toEqual({ ...before, ageConfirmed: payload<{ confirmed: boolean }>(observation).confirmed, failure: null });
        break;
      case 'REMOVE_IMAGE': {
        const { index } = payload<{ index: number }>(observation);
        expect(c).toEqual({ ...before, images: before.images.filter((_, at) => at !== index), imageNotes: [] });
        break;
      }
      case 'SEND':
        // SPEC 5: a comment of 1 to 140 characters, and the age of 21 confirmed for a birthday promotion, before anything is sent.
        expect(formIssues(before).length).toBeGreaterThan(0);
        expect(c).toEqual({ ...before, showIssues: true });
        break;
      default:
        throw new Error(`applying.editing reached by ${event.type}`);
    }
  },
  'applying.inspecting': (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    const before = ctx(previous);
    if (previous?.matches({ applying: 'inspecting' })) {
      if (event.type === 'COMMENT') return expect(c).toEqual({ ...before, comment: payload<{ comment: string }>(observation).comment, failure: null });
      if (event.type === 'CONFIRM_AGE') return expect(c).toEqual({ ...before, ageConfirmed: payload<{ confirmed: boolean }>(observation).confirmed, failure: null });
      return expectIgnored(observation, ['ADD_IMAGES', 'REMOVE_IMAGE', 'SEND', 'START']);
    }
    // Chosen files are read (their first bytes) while there is room for another image.
    expect(event.type).toBe('ADD_IMAGES');
    const { files } = payload<{ files: ChosenFile[] }>(observation);
    expect(before.images.length).toBeLessThan(3);
    expect(c).toEqual({ ...before, inspecting: files, imageNotes: [], failure: null });
    expect(observation.invoked).toEqual([{ src: 'inspectImages', id: expect.any(String), input: files }]);
  },
  'applying.sending': (observation) => {
    const { snapshot, previous, event } = observation;
    if (previous?.matches({ applying: 'sending' }))
      return expectIgnored(observation, ['COMMENT', 'CONFIRM_AGE', 'ADD_IMAGES', 'REMOVE_IMAGE', 'SEND', 'CANCEL', 'START']);
    // Sent only with no issue: the trimmed comment, the confirmation, the images' files, and the application's own key (the same on every re-send).
    expect(event.type).toBe('SEND');
    const c = ctx(snapshot);
    expect(formIssues(c)).toEqual([]);
    expect(c).toEqual(ctx(previous));
    expect(observation.invoked).toEqual([
      {
        src: 'apply',
        id: expect.any(String),
        input: {
          promotionId: c.promotion?.id,
          comment: c.comment.trim(),
          ageConfirmed: c.ageConfirmed,
          idempotencyKey: c.idempotencyKey,
          files: c.images.map((image) => image.file),
        },
      },
    ]);
  },
  done: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches('done') && isStart(event)) return expectAccessAsked(observation);
    // The answer replaces the card; a claim paid money, so the wallet is refreshed.
    const src = ['join', 'claim', 'apply'].find((name) => settledWith(observation, name, 'done'));
    expect(src).toBeDefined();
    const output = settleValue(observation) as Promotion;
    expect(c.result).toEqual(output);
    expect(c.failure).toBeNull();
    expect(observation.effects).toEqual([
      { name: 'promotionChanged', params: { promotion: output } },
      ...(src === 'claim' ? [{ name: 'refreshWallet', params: undefined }] : []),
    ]);
    expect(output.state).toBe(src === 'claim' ? 'Claimed' : src === 'apply' ? 'Applying' : 'Process');
  },
  refused: (observation) => {
    const { snapshot, previous, event } = observation;
    const c = ctx(snapshot);
    if (previous?.matches('refused') && isStart(event)) return expectAccessAsked(observation);
    const src = ['join', 'claim', 'apply'].find((name) => settledWith(observation, name, 'error'));
    expect(src).toBeDefined();
    const error = settleValue(observation);
    // An application is refused for good only by the state (or the session ending), never for its form.
    if (src === 'apply') {
      expect(['business', 'expired']).toContain(kindOf(error));
      expect(codeOf(error)).not.toBe(ErrorCode.applicationInvalid);
    }
    // The reason shown, and the list read again so the card shows what the backend holds.
    expect(c.failure).toBe(error);
    expect(c.result).toBeNull();
    expect(effectNames(observation)).toEqual(['reloadPromotions']);
  },
};

const start = (started: Promotion, session: string) => ({ type: 'START', promotion: started, session });

/** SPEC 4 Statuses with the action each allows, SPEC 4 login needed, SPEC 5 Activity application, SPEC 7 raffle claim. */
export const promotionActionModel: MachineModel = {
  machine: promotionActionMachine,
  input: { newKey },
  fixtures: {
    outputs: {
      join: [answered(JOINABLE, 'Process')],
      claim: [answered(CLAIMABLE, 'Claimed')],
      apply: [answered(APPLICATION, 'Applying')],
      inspectImages: [ONE_IMAGE, REFUSED_FILES, THREE_IMAGES],
    },
    errors: {
      join: [business(ErrorCode.promotionActionNotAllowed), apiFailure('network')],
      claim: [business(ErrorCode.promotionActionNotAllowed), apiFailure('timeout')],
      apply: [business(ErrorCode.applicationInvalid), business(ErrorCode.promotionActionNotAllowed), apiFailure('expired'), apiFailure('network')],
      inspectImages: [new Error('the file could not be read')],
    },
    events: {
      START: [
        start(JOINABLE, 'member'),
        start(JOINABLE, 'guest'),
        start(JOINABLE, 'trial'),
        start(APPLICATION, 'member'),
        start(BIRTHDAY, 'member'),
        start(CLAIMABLE, 'member'),
        start(RAFFLE_WON, 'agent'),
        start(IN_PROCESS, 'member'),
      ],
      COMMENT: [
        { type: 'COMMENT', comment: LONG_COMMENT },
        { type: 'COMMENT', comment: LONGEST_COMMENT },
      ],
      ADD_IMAGES: [{ type: 'ADD_IMAGES', files: [RECEIPT] }],
      REMOVE_IMAGE: [
        { type: 'REMOVE_IMAGE', index: 0 },
        { type: 'REMOVE_IMAGE', index: 5 },
      ],
      CONFIRM_AGE: [
        { type: 'CONFIRM_AGE', confirmed: true },
        { type: 'CONFIRM_AGE', confirmed: false },
      ],
    },
  },
  // The birthday form tries the age confirmation and one choice of files; the other form the images at length (keeps the graph small).
  available: (snapshot, event) => {
    const c = ctx(snapshot);
    const birthday = c.promotion?.requiresAgeConfirmation === true;
    if (event.type === 'CONFIRM_AGE') return birthday;
    if (event.type === 'ADD_IMAGES') return !birthday || (c.images.length === 0 && c.imageNotes.length === 0);
    if (event.type === 'REMOVE_IMAGE') return !birthday;
    return true;
  },
  stateKey: (snapshot) => {
    const c = ctx(snapshot);
    return [
      snapshot.value,
      c.promotion?.id ?? null,
      c.comment,
      c.ageConfirmed,
      c.images.length,
      c.imageNotes.map((note) => note.issue).join(),
      c.showIssues,
      kindOf(c.failure) ?? null,
      codeOf(c.failure),
      c.result?.state ?? null,
    ];
  },
  oracles,
};
