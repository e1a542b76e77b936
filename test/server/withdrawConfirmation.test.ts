import { beforeEach, describe, expect, it } from 'vitest';
import { depositOrdersResponse } from '../../kernel/deposit';
import { devWithdrawalResponse, devWithdrawalsResponse } from '../../kernel/devControls';
import { ErrorCode } from '../../kernel/errorCodes';
import { balanceResponse } from '../../kernel/member';
import { MEMBER_PATH } from '../../kernel/memberPaths';
import { DEV_PATH, PATH } from '../../kernel/paths';
import { HEADER } from '../../kernel/platform';
import { withdrawalsResponse, withdrawResponse } from '../../kernel/withdraw';
import { confirmWithdrawalResponse, uploadProofResponse, withdrawConfirmationsResponse } from '../../kernel/withdrawConfirmation';
import { HOUSE, memberAccount } from '../../server/ledger/accounts';
import { createJournal } from '../../server/ledger/journal';
import { DEFAULT_MERCHANT } from '../../server/seed/merchant';
import { callJson, expectLoginRequired, loginToken, manualClock, parseFailure, startServer, type TestServer } from './helpers';
import { expectReconciled, MEMBER, mainBalance, newKey, readyToWithdraw, refusalOf, responseValue, teamToken, withdraw } from './walletHelpers';

const MINUTE_MS = 60_000;
/** A real 1 x 1 PNG. */
const TINY_PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
/** The start of a JPEG (SOI and a JFIF APP0 segment): what the signature check reads. */
const TINY_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

const png = (name = 'proof.png', bytes: Uint8Array<ArrayBuffer> = TINY_PNG) => new File([bytes], name, { type: 'image/png' });

describe('withdrawal confirmation (SPEC 4)', () => {
  let server: TestServer;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  beforeEach(async () => {
    clock = manualClock();
    server = await startServer({ clock: clock.now });
    token = await loginToken(server, MEMBER.demo.username);
  });

  const pending = async (as = token) => (await server.expectBody(withdrawConfirmationsResponse, MEMBER_PATH.withdrawConfirmations, { token: as })).body.value;
  const confirm = (confirmationId: number, outcome: string, idempotencyKey = newKey(), as = token) =>
    callJson(server, 'POST', MEMBER_PATH.confirmWithdrawal, { confirmationId, outcome, idempotencyKey }, { token: as, lang: 'EN' });
  const upload = async (confirmationId: number, files: File[], as = token) => {
    const form = new FormData();
    form.set('confirmationId', String(confirmationId));
    for (const file of files) form.append('files', file);
    const response = await server.app.request(MEMBER_PATH.uploadConfirmationProof, {
      method: 'POST',
      headers: { [HEADER.merchant]: DEFAULT_MERCHANT, [HEADER.device]: 'web', [HEADER.authorization]: as, [HEADER.language]: 'EN' },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const seeded = async () => {
    const [confirmation] = await pending();
    if (!confirmation) throw new Error('no seeded confirmation');
    return confirmation;
  };
  const holdOf = (memberId: number) => createJournal(server.db).balanceOf(memberAccount.hold(memberId));

  it('seeds one for demo_member: a ₹2,000 withdrawal team_rohan paid, due in 30 minutes', async () => {
    expect(await pending()).toEqual([
      {
        id: expect.any(Number),
        withdrawalId: expect.any(Number),
        amountPaise: 198_000,
        payerName: 'te********',
        status: 'pending',
        createdAt: clock.now() - 5 * MINUTE_MS,
        deadlineAt: clock.now() + 25 * MINUTE_MS,
        proofCount: 0,
      },
    ]);
    expect(holdOf(MEMBER.demo.id)).toBe(200_000);
    // the newest of demo_member's withdrawals (the seeded history has older ones)
    const withdrawals = (await server.expectBody(withdrawalsResponse, MEMBER_PATH.withdrawals, { token })).body.value.items;
    expect(withdrawals[0]).toMatchObject({ status: 'approved', amountPaise: 200_000, feePaise: 2_000, receivePaise: 198_000 });
  });

  it('Received: the hold becomes team_rohan’s deposit and the withdrawal is paid; a retry answers the same', async () => {
    const confirmation = await seeded();
    const rohanBefore = mainBalance(server, MEMBER.rohan.id);
    const feesBefore = createJournal(server.db).balanceOf(HOUSE.fees);
    const key = newKey();
    const answer = await confirm(confirmation.id, 'received', key);
    expect(responseValue(confirmWithdrawalResponse, answer)).toMatchObject({ id: confirmation.id, status: 'received' });
    expect((await confirm(confirmation.id, 'received', key)).body).toEqual(answer.body);
    expect(refusalOf(await confirm(confirmation.id, 'received'))).toEqual({ code: ErrorCode.confirmationClosed, message: 'This withdrawal is already confirmed' });
    expect(holdOf(MEMBER.demo.id)).toBe(0);
    expect(mainBalance(server, MEMBER.rohan.id)).toBe(rohanBefore + 198_000);
    expect(createJournal(server.db).balanceOf(HOUSE.fees) - feesBefore).toBe(2_000);
    expect(await pending()).toEqual([]);
    expect((await server.expectBody(withdrawalsResponse, MEMBER_PATH.withdrawals, { token })).body.value.items[0]?.status).toBe('paid');
    const rohan = await teamToken(server, MEMBER.rohan.username);
    const deposits = (await server.expectBody(depositOrdersResponse, MEMBER_PATH.depositOrders, { token: rohan })).body.value.items;
    expect(deposits).toMatchObject([{ channel: 'P2P', status: 'paid', amountPaise: 198_000, payUrl: null }]);
    expectReconciled(server);
  });

  it('Full payment settles it the same way', async () => {
    const confirmation = await seeded();
    expect(responseValue(confirmWithdrawalResponse, await confirm(confirmation.id, 'fullPayment')).status).toBe('fullPayment');
    expect(holdOf(MEMBER.demo.id)).toBe(0);
    expectReconciled(server);
  });

  it('Not received needs a proof image, then leaves the money held for the operator, who may reject it', async () => {
    const confirmation = await seeded();
    expect(refusalOf(await confirm(confirmation.id, 'notReceived'))).toEqual({
      code: ErrorCode.proofRequired,
      message: 'Please upload at least one image as proof first',
    });
    const uploaded = await upload(confirmation.id, [png()]);
    expect(responseValue(uploadProofResponse, uploaded)).toMatchObject({ id: confirmation.id, proofCount: 1 });
    expect(responseValue(confirmWithdrawalResponse, await confirm(confirmation.id, 'notReceived')).status).toBe('notReceived');
    expect(holdOf(MEMBER.demo.id)).toBe(200_000);
    // a disputed one never auto-receives
    clock.advance(60 * MINUTE_MS);
    const open = (await server.expectBody(devWithdrawalsResponse, DEV_PATH.withdrawals)).body.value;
    expect(open.find((row) => row.id === confirmation.withdrawalId)).toMatchObject({ status: 'approved', confirmationStatus: 'notReceived' });
    const rohanBefore = mainBalance(server, MEMBER.rohan.id);
    const demoBefore = mainBalance(server, MEMBER.demo.id);
    await server.expectBody(devWithdrawalResponse, DEV_PATH.rejectWithdrawal, { method: 'POST', body: { withdrawalId: confirmation.withdrawalId } });
    expect(holdOf(MEMBER.demo.id)).toBe(0);
    expect(mainBalance(server, MEMBER.demo.id)).toBe(demoBefore + 200_000);
    expect(mainBalance(server, MEMBER.rohan.id)).toBe(rohanBefore);
    const rohan = await teamToken(server, MEMBER.rohan.username);
    expect((await server.expectBody(depositOrdersResponse, MEMBER_PATH.depositOrders, { token: rohan })).body.value.items[0]?.status).toBe('failed');
    expectReconciled(server);
  });

  it('lets the operator settle a disputed one as received after all', async () => {
    const confirmation = await seeded();
    await upload(confirmation.id, [png()]);
    await confirm(confirmation.id, 'notReceived');
    const rohanBefore = mainBalance(server, MEMBER.rohan.id);
    const approved = await server.expectBody(devWithdrawalResponse, DEV_PATH.approveWithdrawal, { method: 'POST', body: { withdrawalId: confirmation.withdrawalId } });
    expect(approved.body.value).toMatchObject({ status: 'paid', confirmationStatus: 'notReceived' });
    expect(mainBalance(server, MEMBER.rohan.id)).toBe(rohanBefore + 198_000);
    expect(holdOf(MEMBER.demo.id)).toBe(0);
    expect(refusalOf(await callJson(server, 'POST', DEV_PATH.rejectWithdrawal, { withdrawalId: confirmation.withdrawalId }))).toMatchObject({
      code: ErrorCode.withdrawalClosed,
    });
    expectReconciled(server);
  });

  it('refuses the operator a peer-paid one still waiting for its recipient', async () => {
    const confirmation = await seeded();
    expect(refusalOf(await callJson(server, 'POST', DEV_PATH.approveWithdrawal, { withdrawalId: confirmation.withdrawalId }))).toMatchObject({
      code: ErrorCode.withdrawalClosed,
    });
    expect(refusalOf(await callJson(server, 'POST', DEV_PATH.rejectWithdrawal, { withdrawalId: confirmation.withdrawalId }))).toMatchObject({
      code: ErrorCode.withdrawalClosed,
    });
  });

  it('takes PNG and JPEG proof by their bytes, and refuses a disguised file, a 6 MB image and a fourth image', async () => {
    const { id } = await seeded();
    const disguised = await upload(id, [new File(['this is not a picture'], 'proof.png', { type: 'image/png' })]);
    expect(disguised.status).toBe(200);
    expect(parseFailure(disguised.body)).toMatchObject({ code: ErrorCode.proofInvalid, message: 'Only PNG or JPG images can be uploaded: proof.png' });
    expect(refusalOf(await upload(id, [png('photo.jpg')]))).toMatchObject({ code: ErrorCode.proofInvalid });
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set(TINY_PNG);
    expect(parseFailure((await upload(id, [png('big.png', huge)])).body).message).toBe('Each image must be 5 MB or smaller: big.png');
    expect(parseFailure((await upload(id, [png('1.png'), png('2.png'), png('3.png'), png('4.png')])).body).message).toBe('At most 3 images can be uploaded');
    expect(responseValue(uploadProofResponse, await upload(id, [png('1.png'), new File([TINY_JPEG], '2.JPEG', { type: 'image/jpeg' })])).proofCount).toBe(2);
    expect(refusalOf(await upload(id, [png('3.png'), png('4.png')]))).toMatchObject({ code: ErrorCode.proofInvalid });
    expect(responseValue(uploadProofResponse, await upload(id, [png('3.png')])).proofCount).toBe(3);
    expect(refusalOf(await upload(id, []))).toMatchObject({ code: ErrorCode.proofInvalid });
    const stored = server.db.prepare('SELECT content_type AS type, size_bytes AS size FROM confirmation_proof ORDER BY id').all();
    expect(stored).toEqual([
      { type: 'image/png', size: TINY_PNG.length },
      { type: 'image/jpeg', size: TINY_JPEG.length },
      { type: 'image/png', size: TINY_PNG.length },
    ]);
  });

  it('refuses an upload body above 3 x 5 MB before reading it', async () => {
    const { id } = await seeded();
    const oversized = new Uint8Array(16 * 1024 * 1024);
    oversized.set(TINY_PNG);
    const result = await upload(id, [png('huge.png', oversized)]);
    expect(result.status).toBe(413);
  });

  it('counts an unanswered one as received after the merchant’s 30 minutes: the deposit stands', async () => {
    const confirmation = await seeded();
    const rohan = await teamToken(server, MEMBER.rohan.username);
    const before = (await server.expectBody(balanceResponse, PATH.balance, { token: rohan })).body.value.balancePaise;
    clock.advance(25 * MINUTE_MS - 1);
    expect(await pending()).toHaveLength(1);
    clock.advance(1);
    // the depositor sees the credit without the recipient doing anything
    expect((await server.expectBody(balanceResponse, PATH.balance, { token: rohan })).body.value.balancePaise).toBe(before + 198_000);
    expect(await pending()).toEqual([]);
    expect(refusalOf(await confirm(confirmation.id, 'notReceived'))).toMatchObject({ code: ErrorCode.confirmationClosed });
    const row = server.db.prepare('SELECT status, answered_at AS answeredAt FROM withdrawal_confirmation WHERE id = ?').get(confirmation.id);
    expect(row).toEqual({ status: 'autoReceived', answeredAt: confirmation.deadlineAt });
    expect(holdOf(MEMBER.demo.id)).toBe(0);
    expectReconciled(server);
  });

  it('pays another withdrawal peer to peer through the dev control, and only its recipient may answer', async () => {
    const arjun = await readyToWithdraw(server, MEMBER.arjun.username);
    const created = responseValue(withdrawResponse, await withdraw(server, arjun.token, { bankAccountId: arjun.bankAccountId, amountPaise: 300_000 }));
    const matched = await server.expectBody(devWithdrawalResponse, DEV_PATH.matchWithdrawal, {
      method: 'POST',
      body: { withdrawalId: created.id, depositor: 'team_dev' },
    });
    expect(matched.body.value).toMatchObject({ status: 'approved', confirmationStatus: 'pending' });
    const [confirmation] = await pending(arjun.token);
    expect(confirmation).toMatchObject({ withdrawalId: created.id, amountPaise: 297_000, payerName: 'te******' });
    if (!confirmation) return;
    expect(refusalOf(await confirm(confirmation.id, 'received'))).toMatchObject({ code: ErrorCode.confirmationNotFound });
    expect(refusalOf(await upload(confirmation.id, [png()]))).toMatchObject({ code: ErrorCode.confirmationNotFound });
    await confirm(confirmation.id, 'received', newKey(), arjun.token);
    expect(mainBalance(server, MEMBER.dev.id)).toBe(560_000 + 297_000);
    expect(refusalOf(await callJson(server, 'POST', DEV_PATH.matchWithdrawal, { withdrawalId: created.id, depositor: 'team_dev' }))).toMatchObject({
      code: ErrorCode.withdrawalClosed,
    });
    expectReconciled(server);
  });

  it('asks for a session', async () => {
    await expectLoginRequired(server, MEMBER_PATH.withdrawConfirmations);
    await expectLoginRequired(server, MEMBER_PATH.confirmWithdrawal, { method: 'POST', body: { confirmationId: 1, outcome: 'received', idempotencyKey: newKey() } });
  });
});
