import { createHash } from 'node:crypto';
import {
  ApiError,
  approveRefundCall,
  approveWithdrawalCall,
  bindBankAccountCall,
  confirmWithdrawalCall,
  createWithdrawalCall,
  declineRefundCall,
  type ErrorCode,
  freePlayCall,
  loginCall,
  newIdempotencyKey,
  operatorWithdrawalProofCall,
  operatorWithdrawalsCall,
  payWithdrawalCall,
  refundWithdrawalCall,
  registerCall,
  rejectWithdrawalCall,
  setPaymentPasswordCall,
  type Withdrawal,
  withdrawalRecordsCall,
  withdrawSettingsCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveProofBytesToFileStore } from '../src/modules/withdrawal/withdrawal-proof-service';
import { expireUnconfirmedWithdrawals } from '../src/modules/withdrawal/withdrawal-timeout';
import {
  DEMO_MEMBER,
  type OperatorCredentials,
  startTestServer,
  type TestClient,
  type TestServer,
} from './harness';

const PIN = '246810';
const CONFIRM_MINUTES = 60;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
/** A picked file as the browser gives it: its type comes from its name, not its bytes. */
const image = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
const PNG_FILE = image(PNG, 'receipt.png', 'image/png');
const JPEG_FILE = image(JPEG, 'receipt.jpg', 'image/jpeg');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let server: TestServer;
let member: TestClient;
let ops: TestClient;
/** A second operator: refunds the demo operator asks for need another operator's approval. */
let checker: TestClient;
let checkerCredentials: OperatorCredentials;
let memberId: number;
let bankAccountId: string;

/** Operator sessions end after 15 idle minutes: a test that moves the clock further logs them in again. */
async function loginOperators() {
  ops = await server.operatorClient();
  checker = await server.operatorClient(checkerCredentials);
}

async function loginMember() {
  const login = await member.call(loginCall, {
    username: DEMO_MEMBER.account,
    password: DEMO_MEMBER.password,
  });
  if (login.status !== 'OK') throw new Error('the demo member should log in without a challenge');
  return login.user.id;
}

beforeAll(async () => {
  server = await startTestServer();
  member = server.client();
  memberId = await loginMember();
  checkerCredentials = await server.createOperator('checker01');
  await loginOperators();
  await member.call(setPaymentPasswordCall, {
    password: DEMO_MEMBER.password,
    securityCode: await server.securityCode(member),
    paymentPassword: PIN,
    confirmPaymentPassword: PIN,
  });
  // A fresh send window for the demo member's mobile.
  server.advance(5 * 60_000 + 1000);
  const bound = await member.call(bindBankAccountCall, {
    bankName: 'ABA Bank',
    accountName: 'Demo Player',
    accountNumber: '000123456789',
    paymentPassword: PIN,
    password: DEMO_MEMBER.password,
    securityCode: await server.securityCode(member),
  });
  bankAccountId = bound.id;
  await server.endSecurityHold(memberId);
});
afterAll(() => server.close());

async function codeOf(promise: Promise<unknown>): Promise<ErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  throw new Error('the call should have been refused');
}

/** Minor units of the demo member's main wallet and the merchant's hold and clearing accounts (all sub-accounts). */
async function balances() {
  const rows = await server.sql<{ kind: string; balance: string }>(
    `select kind, sum(balance)::text as balance from ledger_accounts
      where merchant_code = 'DEMOKH' and currency = 'KHR'
        and ((member_id = $1 and kind = 'MEMBER_MAIN') or kind in ('WITHDRAWAL_HOLD', 'PAYMENT_CLEARING'))
      group by kind`,
    [memberId],
  );
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.balance ?? '0');
  return { main: of('MEMBER_MAIN'), hold: of('WITHDRAWAL_HOLD'), clearing: of('PAYMENT_CLEARING') };
}

const withdraw = (amount: string, idempotencyKey = newIdempotencyKey(), paymentPassword = PIN) =>
  member.call(createWithdrawalCall, { bankAccountId, amount, paymentPassword, idempotencyKey });

const approve = (w: { id: string }) => ops.call(approveWithdrawalCall, { withdrawalId: w.id });
const pay = (w: { id: string }, idempotencyKey = newIdempotencyKey()) =>
  ops.call(payWithdrawalCall, { withdrawalId: w.id, payoutReference: `BANK-${w.id}`, idempotencyKey });
const reject = (w: { id: string }, idempotencyKey = newIdempotencyKey()) =>
  ops.call(rejectWithdrawalCall, { withdrawalId: w.id, reason: 'account name mismatch', idempotencyKey });
const askRefund = (w: { id: string }, amount: string, idempotencyKey = newIdempotencyKey()) =>
  ops.call(refundWithdrawalCall, { withdrawalId: w.id, amount, remark: 'reviewed', idempotencyKey });
const approveRefund = (w: { id: string }, refundId: string, by = checker) =>
  by.call(approveRefundCall, { withdrawalId: w.id, refundId });
/** A refund the demo operator asks for and the second operator approves. */
async function refund(w: { id: string }, amount: string) {
  const asked = await askRefund(w, amount);
  const pending = asked.refundRequests.filter((r) => r.approvedBy === null && r.declinedBy === null).at(-1);
  return approveRefund(w, pending?.id ?? '0');
}
const confirm = (w: { id: string }, input: Omit<Parameters<typeof confirmCall>[0], 'withdrawalId'>) =>
  confirmCall({ withdrawalId: w.id, ...input });
const confirmCall = (input: {
  withdrawalId: string;
  result: 'ALL' | 'PARTIAL' | 'NONE';
  amountReceived?: string;
  proofImages?: File[];
  remark?: string;
}) => member.call(confirmWithdrawalCall, input);

/** The confirmation posted as a multipart form without the contract client's own checks. */
async function postForm(form: FormData, token = member.token) {
  const response = await fetch(`${server.baseUrl}${confirmWithdrawalCall.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

function notReceivedForm(withdrawalId: string, files: File[]): FormData {
  const form = new FormData();
  form.append('withdrawalId', withdrawalId);
  form.append('result', 'NONE');
  for (const file of files) form.append('proofImages', file, file.name);
  return form;
}

/** A withdrawal approved and paid out, waiting for the member's confirmation. */
async function paidWithdrawal(amount: string): Promise<Withdrawal> {
  const created = await withdraw(amount);
  await approve(created);
  await pay(created);
  return created;
}

describe('settings', () => {
  it('shows limits, what may be withdrawn, the bound accounts and the confirmation window', async () => {
    const settings = await member.call(withdrawSettingsCall, {});
    const { main } = await balances();
    expect(settings).toEqual({
      currency: 'KHR',
      minAmount: '100.00',
      maxAmount: '50000.00',
      available: `${main / 100n}.${String(main % 100n).padStart(2, '0')}`,
      hasPaymentPassword: true,
      bankAccounts: [expect.objectContaining({ id: bankAccountId, accountNumberMasked: '****6789' })],
      confirmMinutes: CONFIRM_MINUTES,
      heldUntil: null,
    });
  });

  it('reads a new member’s zero balance without creating a wallet account', async () => {
    const client = server.client({ ip: '10.88.0.1' });
    const registered = await client.call(registerCall, {
      username: 'wdnew001',
      password: 'player123',
      confirmPassword: 'player123',
    });
    const settings = await client.call(withdrawSettingsCall, {});
    expect(settings).toMatchObject({ available: '0.00', hasPaymentPassword: false, bankAccounts: [] });
    const rows = await server.sql('select 1 from ledger_accounts where member_id = $1', [registered.user.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('asking for a withdrawal', () => {
  it('moves the amount from the main wallet to the withdrawal hold, in one posting', async () => {
    const before = await balances();
    const created = await withdraw('500.00');
    expect(created).toMatchObject({
      id: expect.stringMatching(/^W[0-9A-F]{20}$/),
      amount: '500.00',
      currency: 'KHR',
      bankName: 'ABA Bank',
      accountNumberMasked: '****6789',
      status: 'PENDING',
      displayStatus: 'IN_PROCESS',
      amountReceived: null,
      amountRemaining: null,
      amountRefunded: '0.00',
      rejectReason: null,
      confirmBy: null,
    });
    const after = await balances();
    expect(after.main).toBe(before.main - 50_000n);
    expect(after.hold).toBe(before.hold + 50_000n);
    const postings = await server.sql<{ kind: string; member_id: number; idempotency_scope: string }>(
      'select kind, member_id, idempotency_scope from ledger_postings where reference = $1',
      [created.id],
    );
    expect(postings).toEqual([
      { kind: 'WITHDRAWAL_HOLD', member_id: memberId, idempotency_scope: `member:${memberId}:withdrawal` },
    ]);
  });

  it('refuses more than the main wallet holds and leaves nothing written', async () => {
    const before = await balances();
    const key = newIdempotencyKey();
    expect(await codeOf(withdraw('20000.00', key))).toBe('INSUFFICIENT_BALANCE');
    expect(await balances()).toEqual(before);
    expect(await server.sql('select 1 from withdrawals where idempotency_key = $1', [key])).toHaveLength(0);
    expect(await server.sql('select 1 from ledger_postings where idempotency_key = $1', [key])).toHaveLength(
      0,
    );
  });

  it('refuses amounts outside the merchant’s limits', async () => {
    const before = await balances();
    expect(await codeOf(withdraw('99.99'))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await codeOf(withdraw('50000.01'))).toBe('AMOUNT_OUT_OF_RANGE');
    expect(await balances()).toEqual(before);
  });

  it('refuses a wrong payment password', async () => {
    const before = await balances();
    expect(await codeOf(withdraw('100.00', newIdempotencyKey(), '999999'))).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await balances()).toEqual(before);
  });

  it('refuses a bank account that is not the member’s', async () => {
    const other = server.client({ ip: '10.88.0.2' });
    await other.call(registerCall, {
      username: 'wdother1',
      password: 'player123',
      confirmPassword: 'player123',
    });
    await other.call(setPaymentPasswordCall, {
      password: 'player123',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    const theirs = await other.call(bindBankAccountCall, {
      bankName: 'Wing Bank',
      accountName: 'Other Player',
      accountNumber: '999988887777',
      paymentPassword: '111111',
      password: 'player123',
    });
    const attempt = (id: string) =>
      member.call(createWithdrawalCall, {
        bankAccountId: id,
        amount: '100.00',
        paymentPassword: PIN,
        idempotencyKey: newIdempotencyKey(),
      });
    expect(await codeOf(attempt(theirs.id))).toBe('NOT_FOUND');
    expect(await codeOf(attempt('987654321'))).toBe('NOT_FOUND');
  });

  it('answers a repeated key with the same withdrawal and refuses the key with another payload', async () => {
    const before = await balances();
    const key = newIdempotencyKey();
    const first = await withdraw('120.00', key);
    const again = await withdraw('120.00', key);
    expect(again).toEqual(first);
    expect((await balances()).main).toBe(before.main - 12_000n);
    expect(await codeOf(withdraw('121.00', key))).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('makes one withdrawal from concurrent requests with one key', async () => {
    const before = await balances();
    const key = newIdempotencyKey();
    const results = await Promise.all([
      withdraw('130.00', key),
      withdraw('130.00', key),
      withdraw('130.00', key),
    ]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect((await balances()).main).toBe(before.main - 13_000n);
    expect(await server.sql('select 1 from withdrawals where idempotency_key = $1', [key])).toHaveLength(1);
  });
});

describe('review and payout by the operator', () => {
  it('approves, then pays: the hold goes to payment clearing and the confirmation window opens', async () => {
    const created = await withdraw('200.00');
    const approved = await approve(created);
    expect(approved).toMatchObject({
      status: 'APPROVED',
      displayStatus: 'APPROVED',
      memberId,
      memberAccount: DEMO_MEMBER.account,
      merchantCode: 'DEMOKH',
      accountName: 'Demo Player',
      accountNumber: '000123456789',
      proofImageCount: 0,
    });
    const before = await balances();
    const paid = await pay(created);
    const after = await balances();
    expect(paid).toMatchObject({
      status: 'PAID',
      displayStatus: 'APPROVED',
      payoutReference: `BANK-${created.id}`,
    });
    const window = new Date(paid.confirmBy!).getTime() - new Date(paid.updatedAt).getTime();
    expect(window).toBe(CONFIRM_MINUTES * 60_000);
    expect(after.hold).toBe(before.hold - 20_000n);
    expect(after.clearing).toBe(before.clearing + 20_000n);
    expect(after.main).toBe(before.main);
  });

  it('applies a repeated payout key once', async () => {
    const created = await withdraw('210.00');
    await approve(created);
    const key = newIdempotencyKey();
    const first = await pay(created, key);
    const before = await balances();
    expect(await pay(created, key)).toEqual(first);
    expect(await balances()).toEqual(before);
    expect(await codeOf(reject(created, key))).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('rejects a pending or approved withdrawal, refunding the whole held amount once', async () => {
    for (const approveFirst of [false, true]) {
      const before = await balances();
      const created = await withdraw('150.00');
      if (approveFirst) await approve(created);
      const key = newIdempotencyKey();
      const rejected = await reject(created, key);
      expect(rejected).toMatchObject({
        status: 'REJECTED',
        displayStatus: 'REJECTED',
        rejectReason: 'account name mismatch',
        amountRefunded: '150.00',
      });
      expect(await balances()).toEqual(before);
      expect(await reject(created, key)).toEqual(rejected);
      expect(await balances()).toEqual(before);
    }
  });

  it('refuses steps the withdrawal’s state does not allow', async () => {
    const created = await withdraw('100.00');
    expect(await codeOf(pay(created))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await codeOf(refund(created, '1.00'))).toBe('WITHDRAWAL_STATE_INVALID');
    await approve(created);
    expect(await codeOf(approve(created))).toBe('WITHDRAWAL_STATE_INVALID');
    await pay(created);
    expect(await codeOf(reject(created))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await codeOf(refund(created, '1.00'))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await codeOf(pay(created))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await codeOf(approve({ id: 'W0000000000' }))).toBe('NOT_FOUND');
  });

  it('lets only one of a concurrent payout and rejection through', async () => {
    const created = await withdraw('100.00');
    await approve(created);
    const before = await balances();
    const results = await Promise.allSettled([pay(created), reject(created)]);
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures).toHaveLength(1);
    expect(((failures[0] as PromiseRejectedResult).reason as ApiError).code).toBe('WITHDRAWAL_STATE_INVALID');
    const after = await balances();
    const paidOut = results[0].status === 'fulfilled';
    expect(after.hold).toBe(before.hold - 10_000n);
    expect(after.main).toBe(paidOut ? before.main : before.main + 10_000n);
  });

  it('hides another region’s withdrawals from an operator limited to other regions', async () => {
    const vnOps = await server.operatorClient(await server.createOperator('opsvn', ['DEMOVN']));
    const created = await withdraw('100.00');
    expect(await codeOf(vnOps.call(approveWithdrawalCall, { withdrawalId: created.id }))).toBe('NOT_FOUND');
    expect((await vnOps.call(operatorWithdrawalsCall, {})).total).toBe(0);
    const all = await ops.call(operatorWithdrawalsCall, { status: 'PENDING', pageSize: '100' });
    expect(all.content.map((w) => w.id)).toContain(created.id);
    expect(all.content.every((w) => w.status === 'PENDING')).toBe(true);
  });
});

describe('the member’s confirmation', () => {
  it('all received: RECEIVED with the whole amount, and nothing left to refund', async () => {
    const w = await paidWithdrawal('300.00');
    const before = await balances();
    const confirmed = await confirm(w, { result: 'ALL' });
    expect(confirmed).toMatchObject({
      status: 'RECEIVED',
      displayStatus: 'ARRIVED',
      amountReceived: '300.00',
      amountRemaining: '0.00',
      confirmBy: null,
    });
    expect(await balances()).toEqual(before);
    expect(await codeOf(confirm(w, { result: 'ALL' }))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await codeOf(refund(w, '1.00'))).toBe('WITHDRAWAL_STATE_INVALID');
  });

  it('partly received: the amounts, then the operator refunds up to the remainder', async () => {
    const w = await paidWithdrawal('500.00');
    expect(await codeOf(confirm(w, { result: 'PARTIAL' }))).toBe('BAD_REQUEST');
    expect(await codeOf(confirm(w, { result: 'PARTIAL', amountReceived: '500.00' }))).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
    const confirmed = await confirm(w, {
      result: 'PARTIAL',
      amountReceived: '300.00',
      remark: 'only 300 came',
    });
    expect(confirmed).toMatchObject({
      status: 'PARTIAL',
      displayStatus: 'ARRIVED',
      amountReceived: '300.00',
      amountRemaining: '200.00',
    });

    const before = await balances();
    expect(await codeOf(refund(w, '200.01'))).toBe('AMOUNT_OUT_OF_RANGE');
    const key = newIdempotencyKey();
    const asked = await askRefund(w, '150.00', key);
    expect(asked).toMatchObject({
      amountRefunded: '0.00',
      refundRequests: [{ amount: '150.00', approvedBy: null }],
    });
    expect(await askRefund(w, '150.00', key)).toEqual(asked);
    expect(await codeOf(askRefund(w, '10.00', key))).toBe('IDEMPOTENCY_CONFLICT');
    // What is asked for already counts: 150.00 of the 200.00 waits for approval.
    expect(await codeOf(askRefund(w, '50.01'))).toBe('AMOUNT_OUT_OF_RANGE');
    const first = await approveRefund(w, asked.refundRequests[0]!.id);
    expect(first).toMatchObject({ status: 'PARTIAL', amountRefunded: '150.00', remark: 'only 300 came' });
    expect(await approveRefund(w, asked.refundRequests[0]!.id)).toEqual(first);
    expect(await codeOf(refund(w, '50.01'))).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await refund(w, '50.00')).amountRefunded).toBe('200.00');
    const after = await balances();
    expect(after.main).toBe(before.main + 20_000n);
    expect(after.clearing).toBe(before.clearing - 20_000n);
    expect(await codeOf(refund(w, '0.01'))).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('not received: needs proof, uploads the images to the file store, and the operator reads them and can refund the whole amount', async () => {
    const w = await paidWithdrawal('400.00');
    expect(await codeOf(confirm(w, { result: 'NONE' }))).toBe('PROOF_REQUIRED');
    expect(await codeOf(confirm(w, { result: 'NONE', proofImages: [] }))).toBe('PROOF_REQUIRED');
    const confirmed = await confirm(w, {
      result: 'NONE',
      proofImages: [PNG_FILE, JPEG_FILE],
      remark: 'nothing',
    });
    expect(confirmed).toMatchObject({
      status: 'NOT_RECEIVED',
      displayStatus: 'FAILED',
      amountReceived: '0.00',
      amountRemaining: '400.00',
    });
    // The database keeps each image's key and hash, not its bytes; the bytes are in the file store.
    const proofs = await server.sql<{
      mime: string;
      size: number;
      sha256: string;
      key: string;
      bytes: unknown;
    }>(
      `select mime, size, sha256, storage_key as key, bytes from withdrawal_proofs where withdrawal_id = $1
        order by id`,
      [w.id],
    );
    expect(proofs).toEqual([
      { mime: 'image/png', size: PNG.length, sha256: sha256(PNG), key: expect.any(String), bytes: null },
      { mime: 'image/jpeg', size: JPEG.length, sha256: sha256(JPEG), key: expect.any(String), bytes: null },
    ]);
    expect(await server.deps.files.get(proofs[0]!.key)).toEqual(PNG);
    expect(await server.deps.files.get(proofs[1]!.key)).toEqual(JPEG);
    const listed = await ops.call(operatorWithdrawalsCall, { status: 'NOT_RECEIVED' });
    expect(listed.content.find((x) => x.id === w.id)).toMatchObject({
      proofImageCount: 2,
      remark: 'nothing',
    });
    const first = await ops.call(operatorWithdrawalProofCall, { withdrawalId: w.id, index: '1' });
    expect(first).toEqual({
      withdrawalId: w.id,
      index: 1,
      mime: 'image/png',
      size: PNG.length,
      sha256: sha256(PNG),
      base64: PNG.toString('base64'),
    });
    const second = await ops.call(operatorWithdrawalProofCall, { withdrawalId: w.id, index: '2' });
    expect(Buffer.from(second.base64, 'base64')).toEqual(JPEG);
    expect(await codeOf(ops.call(operatorWithdrawalProofCall, { withdrawalId: w.id, index: '3' }))).toBe(
      'NOT_FOUND',
    );
    const asMember = server.client({ token: member.token ?? '' });
    expect(await codeOf(asMember.call(operatorWithdrawalProofCall, { withdrawalId: w.id, index: '1' }))).toBe(
      'NOT_LOGGED_IN',
    );

    const before = await balances();
    expect(await codeOf(refund(w, '400.01'))).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await refund(w, '400.00')).amountRefunded).toBe('400.00');
    expect((await balances()).main).toBe(before.main + 40_000n);
  });

  it('refuses images that are not png or jpg by their bytes, too large, or too many', async () => {
    const w = await paidWithdrawal('100.00');
    const none = (proofImages: File[]) => confirm(w, { result: 'NONE', proofImages });
    expect(await codeOf(none([image(JPEG, 'photo.png', 'image/png')]))).toBe('UPLOAD_INVALID');
    expect(await codeOf(none([image(PNG, 'photo.jpg', 'image/jpeg')]))).toBe('UPLOAD_INVALID');
    expect(await codeOf(none([image(GIF, 'photo.jpg', 'image/jpeg')]))).toBe('UPLOAD_INVALID');
    expect(await codeOf(none([PNG_FILE, image(GIF, 'cat.png', 'image/png')]))).toBe('UPLOAD_INVALID');
    const text = Buffer.from('not an image at all');
    expect(await codeOf(none([image(text, 'notes.png', 'image/png')]))).toBe('UPLOAD_INVALID');

    // A client that skips the contract's own checks is refused by the server's, with the envelope.
    const big = Buffer.alloc(5 * 1024 * 1024 + 3);
    PNG.copy(big);
    const oversize = await postForm(notReceivedForm(w.id, [image(big, 'big.png', 'image/png')]));
    expect(oversize.status).toBe(413);
    expect(oversize.body).toMatchObject({ success: false, code: 'UPLOAD_TOO_LARGE' });
    // More than the upload route's own limit is refused by its declared length, before it is read.
    const whole = image(big.subarray(0, 5 * 1024 * 1024), 'full.png', 'image/png');
    const overLimit = await postForm(notReceivedForm(w.id, [whole, whole, whole, whole]));
    expect(overLimit.status).toBe(413);
    expect(overLimit.body).toMatchObject({ success: false, code: 'UPLOAD_TOO_LARGE' });
    const tooMany = await postForm(notReceivedForm(w.id, [PNG_FILE, PNG_FILE, PNG_FILE, PNG_FILE]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ success: false, code: 'UPLOAD_INVALID' });
    const gif = await postForm(notReceivedForm(w.id, [image(GIF, 'cat.gif', 'image/gif')]));
    expect(gif.body).toMatchObject({ success: false, code: 'UPLOAD_INVALID' });
    // The images as base64 in JSON, as before, are not read: the JSON body limit stays the server's small one.
    const asJson = await server.raw('POST', confirmWithdrawalCall.path, {
      headers: { authorization: `Bearer ${member.token}` },
      rawBody: JSON.stringify({ withdrawalId: w.id, result: 'NONE', proofImages: ['x'.repeat(1024 * 1024)] }),
    });
    expect(asJson.status).toBe(413);
    expect(asJson.body.success).toBe(false);
    // Without a session nothing is read.
    expect((await postForm(notReceivedForm(w.id, [PNG_FILE]), 'x'.repeat(32))).body.code).toBe(
      'NOT_LOGGED_IN',
    );

    expect(await server.sql('select 1 from withdrawal_proofs where withdrawal_id = $1', [w.id])).toHaveLength(
      0,
    );
    expect((await confirm(w, { result: 'NONE', proofImages: [PNG_FILE, PNG_FILE, JPEG_FILE] })).status).toBe(
      'NOT_RECEIVED',
    );
  });

  it('moves proof images kept in the database by an earlier version into the file store', async () => {
    const w = await paidWithdrawal('100.00');
    await confirm(w, { result: 'NONE', proofImages: [PNG_FILE] });
    // As an earlier version wrote it: the bytes in the row, no key.
    await server.sql(
      `insert into withdrawal_proofs (withdrawal_id, mime, bytes, size, sha256, created_at)
         values ($1, 'image/jpeg', $2, $3, $4, now())`,
      [w.id, JPEG, JPEG.length, sha256(JPEG)],
    );
    expect(await moveProofBytesToFileStore(server.deps)).toBe(1);
    expect(await moveProofBytesToFileStore(server.deps)).toBe(0);
    const rows = await server.sql<{ key: string | null; bytes: unknown }>(
      'select storage_key as key, bytes from withdrawal_proofs where withdrawal_id = $1 order by id',
      [w.id],
    );
    expect(rows.map((r) => r.bytes)).toEqual([null, null]);
    expect(await server.deps.files.get(rows[1]!.key!)).toEqual(JPEG);
    const second = await ops.call(operatorWithdrawalProofCall, { withdrawalId: w.id, index: '2' });
    expect(second).toMatchObject({
      mime: 'image/jpeg',
      sha256: sha256(JPEG),
      base64: JPEG.toString('base64'),
    });
  });

  it('only while paid, and only by the member who asked', async () => {
    const pending = await withdraw('100.00');
    expect(await codeOf(confirm(pending, { result: 'ALL' }))).toBe('WITHDRAWAL_STATE_INVALID');
    const w = await paidWithdrawal('100.00');
    const other = server.client({ ip: '10.88.0.3' });
    await other.call(registerCall, {
      username: 'wdother2',
      password: 'player123',
      confirmPassword: 'player123',
    });
    expect(await codeOf(other.call(confirmWithdrawalCall, { withdrawalId: w.id, result: 'ALL' }))).toBe(
      'NOT_FOUND',
    );
    expect((await other.call(withdrawalRecordsCall, {})).total).toBe(0);
    expect(await codeOf(confirm({ id: 'W0000000000' }, { result: 'ALL' }))).toBe('NOT_FOUND');
  });
});

describe('records', () => {
  it('lists the member’s withdrawals newest first with display statuses, page by page', async () => {
    await approve(await withdraw('100.00'));
    const all = await member.call(withdrawalRecordsCall, { pageSize: '100' });
    expect(all.total).toBeGreaterThan(10);
    const times = all.content.map((w) => w.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const shown = new Map(all.content.map((w) => [w.status, w.displayStatus]));
    expect(Object.fromEntries(shown)).toMatchObject({
      PENDING: 'IN_PROCESS',
      APPROVED: 'APPROVED',
      PAID: 'APPROVED',
      REJECTED: 'REJECTED',
      RECEIVED: 'ARRIVED',
      PARTIAL: 'ARRIVED',
      NOT_RECEIVED: 'FAILED',
    });
    const page2 = await member.call(withdrawalRecordsCall, { pageNo: '2', pageSize: '3' });
    expect(page2).toMatchObject({ pageNum: 2, totalPages: Math.ceil(all.total / 3), total: all.total });
    expect(page2.content.map((w) => w.id)).toEqual(all.content.slice(3, 6).map((w) => w.id));
    expect(JSON.stringify(all)).not.toContain('000123456789');
  });
});

describe('trial accounts', () => {
  it('cannot withdraw or confirm', async () => {
    const trial = server.client({ ip: '10.88.1.1' });
    await trial.call(freePlayCall, {
      os: 'Linux',
      platform: 'W',
      random: 'trial-random-0002',
      gatewayVersion: 3,
    });
    expect(
      await codeOf(
        trial.call(createWithdrawalCall, {
          bankAccountId: '1',
          amount: '100.00',
          paymentPassword: PIN,
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    ).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
    expect(await codeOf(trial.call(confirmWithdrawalCall, { withdrawalId: 'W1', result: 'ALL' }))).toBe(
      'TRIAL_ACCOUNT_NOT_ALLOWED',
    );
  });
});

describe('when the confirmation window runs out', () => {
  it('the payout counts as received, can no longer be confirmed, and gets no refund', async () => {
    const lazy = await paidWithdrawal('100.00');
    const swept = await paidWithdrawal('110.00');
    const inTime = await paidWithdrawal('120.00');
    server.advance(CONFIRM_MINUTES * 60_000 - 60_000);
    await loginMember();
    await loginOperators();
    expect((await confirm(inTime, { result: 'ALL' })).status).toBe('RECEIVED');

    server.advance(60_000 + 1);
    expect(await expireUnconfirmedWithdrawals(server.deps)).toEqual(
      expect.arrayContaining([lazy.id, swept.id]),
    );
    const [row] = await server.sql<{ status: string; amount_received: string }>(
      'select status, amount_received::text as amount_received from withdrawals where id = $1',
      [swept.id],
    );
    expect(row).toEqual({ status: 'FORCED_RECEIVED', amount_received: '11000' });

    await loginMember();
    await loginOperators();
    expect(await codeOf(confirm(lazy, { result: 'NONE', proofImages: [PNG_FILE] }))).toBe(
      'CONFIRMATION_CLOSED',
    );
    const records = await member.call(withdrawalRecordsCall, { pageSize: '100' });
    expect(records.content.find((w) => w.id === lazy.id)).toMatchObject({
      status: 'FORCED_RECEIVED',
      displayStatus: 'ARRIVED',
      amountReceived: '100.00',
      amountRemaining: '0.00',
      confirmBy: null,
    });
    const before = await balances();
    expect(await codeOf(refund(lazy, '1.00'))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await codeOf(refund(swept, '1.00'))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await balances()).toEqual(before);
  });

  it('is applied lazily before a confirmation, without the sweep', async () => {
    const w = await paidWithdrawal('100.00');
    server.advance(CONFIRM_MINUTES * 60_000 + 1);
    await loginMember();
    await loginOperators();
    expect(await codeOf(confirm(w, { result: 'ALL' }))).toBe('CONFIRMATION_CLOSED');
    const listed = await ops.call(operatorWithdrawalsCall, { status: 'FORCED_RECEIVED', pageSize: '100' });
    expect(listed.content.map((x) => x.id)).toContain(w.id);
  });
});

describe('who acts on the money', () => {
  it('records the acting operator on every money step, in the operator views and with its posting', async () => {
    const paid = await withdraw('120.00');
    await approve(paid);
    await checker.call(payWithdrawalCall, {
      withdrawalId: paid.id,
      payoutReference: 'BANK-CHECKER',
      idempotencyKey: newIdempotencyKey(),
    });
    await confirm(paid, { result: 'PARTIAL', amountReceived: '100.00' });
    await refund(paid, '20.00');
    const rejected = await withdraw('130.00');
    await checker.call(rejectWithdrawalCall, {
      withdrawalId: rejected.id,
      reason: 'wrong account',
      idempotencyKey: newIdempotencyKey(),
    });

    const listed = await ops.call(operatorWithdrawalsCall, { pageSize: '100' });
    const stepsOf = (id: string) =>
      listed.content
        .find((w) => w.id === id)
        ?.operatorSteps.map(({ action, operator, amount }) => ({
          action,
          operator,
          amount,
        }));
    expect(stepsOf(paid.id)).toEqual([
      { action: 'APPROVE', operator: 'ops01', amount: null },
      { action: 'PAY', operator: 'checker01', amount: '120.00' },
      { action: 'REFUND_REQUEST', operator: 'ops01', amount: '20.00' },
      { action: 'REFUND_APPROVE', operator: 'checker01', amount: '20.00' },
    ]);
    expect(stepsOf(rejected.id)).toEqual([{ action: 'REJECT', operator: 'checker01', amount: '130.00' }]);
    expect(listed.content.find((w) => w.id === paid.id)?.refundRequests).toMatchObject([
      { amount: '20.00', requestedBy: 'ops01', approvedBy: 'checker01' },
    ]);

    // Each money step points at the posting it wrote, which moved exactly that amount.
    const postings = await server.sql<{ action: string; kind: string; moved: string }>(
      `select s.action, p.kind, (select sum(e.amount) from ledger_entries e where e.posting_id = p.id and e.amount > 0)::text as moved
         from withdrawal_operator_steps s join ledger_postings p on p.id = s.posting_id
        where s.withdrawal_id = any($1::text[]) order by s.id`,
      [[paid.id, rejected.id]],
    );
    expect(postings).toEqual([
      { action: 'PAY', kind: 'WITHDRAWAL_PAID', moved: '12000' },
      { action: 'REFUND_APPROVE', kind: 'WITHDRAWAL_REFUND', moved: '2000' },
      { action: 'REJECT', kind: 'WITHDRAWAL_REFUND', moved: '13000' },
    ]);
  });

  it('moves refund money only on a second, different operator’s approval', async () => {
    const w = await paidWithdrawal('250.00');
    await confirm(w, { result: 'NONE', proofImages: [PNG_FILE] });
    const before = await balances();

    const asked = await askRefund(w, '250.00');
    expect(asked.amountRefunded).toBe('0.00');
    expect(await balances()).toEqual(before);

    const refundId = asked.refundRequests[0]!.id;
    const sameOperator = await server.raw('POST', approveRefundCall.path, {
      headers: { authorization: `Bearer ${ops.token}` },
      body: { withdrawalId: w.id, refundId },
    });
    expect(sameOperator.status).toBe(403);
    expect(sameOperator.body).toMatchObject({ success: false, code: 'SECOND_OPERATOR_REQUIRED' });
    expect(await balances()).toEqual(before);

    const approved = await approveRefund(w, refundId);
    expect(approved).toMatchObject({
      amountRefunded: '250.00',
      refundRequests: [{ id: refundId, amount: '250.00', requestedBy: 'ops01', approvedBy: 'checker01' }],
    });
    const after = await balances();
    expect(after.main).toBe(before.main + 25_000n);
    expect(after.clearing).toBe(before.clearing - 25_000n);
    // Approved once: the requester cannot approve it now either, and nothing moves twice.
    expect(await codeOf(approveRefund(w, refundId, ops))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await codeOf(approveRefund(w, '999999'))).toBe('NOT_FOUND');
    expect(await balances()).toEqual(after);
  });

  it('lets a waiting refund request be declined: it moves nothing, frees the amount, and is not approved', async () => {
    const w = await paidWithdrawal('150.00');
    await confirm(w, { result: 'NONE', proofImages: [PNG_FILE] });
    const before = await balances();
    const refundId = (await askRefund(w, '150.00')).refundRequests[0]!.id;
    expect(await codeOf(askRefund(w, '0.01'))).toBe('AMOUNT_OUT_OF_RANGE');

    const declined = await checker.call(declineRefundCall, { withdrawalId: w.id, refundId });
    expect(declined.refundRequests).toMatchObject([
      { id: refundId, approvedBy: null, declinedBy: 'checker01' },
    ]);
    expect(declined.operatorSteps.map((s) => [s.action, s.operator])).toContainEqual([
      'REFUND_DECLINE',
      'checker01',
    ]);
    expect(await codeOf(approveRefund(w, refundId))).toBe('WITHDRAWAL_STATE_INVALID');
    expect(await balances()).toEqual(before);

    const refunded = await refund(w, '150.00');
    expect(refunded.amountRefunded).toBe('150.00');
    const approvedId = refunded.refundRequests.find((r) => r.approvedBy !== null)!.id;
    expect(await codeOf(ops.call(declineRefundCall, { withdrawalId: w.id, refundId: approvedId }))).toBe(
      'WITHDRAWAL_STATE_INVALID',
    );
  });
});

describe('after a security-centre change', () => {
  it('holds withdrawals for the region’s 24 hours, refusing with WITHDRAWAL_HELD, then allows them again', async () => {
    await loginMember();
    server.advance(5 * 60_000 + 1000);
    await member.call(bindBankAccountCall, {
      bankName: 'Wing Bank',
      accountName: 'Demo Player',
      accountNumber: '000987654321',
      paymentPassword: PIN,
      password: DEMO_MEMBER.password,
      securityCode: await server.securityCode(member),
    });
    const changedAt = server.deps.now().getTime();
    const before = await balances();
    const held = await withdraw('100.00').catch((error: unknown) => error);
    expect(held).toMatchObject({ code: 'WITHDRAWAL_HELD', status: 403 });
    const until = new Date((held as { value: { heldUntil: string } }).value.heldUntil).getTime();
    expect(until - changedAt).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(until - changedAt).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
    expect((await member.call(withdrawSettingsCall, {})).heldUntil).toBe(new Date(until).toISOString());
    expect(await balances()).toEqual(before);

    server.advance(until - server.deps.now().getTime() - 60_000);
    await loginMember();
    expect(await codeOf(withdraw('100.00'))).toBe('WITHDRAWAL_HELD');

    server.advance(61_000);
    await loginMember();
    expect((await member.call(withdrawSettingsCall, {})).heldUntil).toBeNull();
    expect(await withdraw('100.00')).toMatchObject({ amount: '100.00', status: 'PENDING' });
  });
});
