import {
  ApiError,
  approveRefundCall,
  approveWithdrawalCall,
  bindBankAccountCall,
  confirmWithdrawalCall,
  createDepositCall,
  createWithdrawalCall,
  formatMoney,
  getBalanceV2Call,
  newIdempotencyKey,
  payWithdrawalCall,
  refundWithdrawalCall,
  rejectWithdrawalCall,
  setPaymentPasswordCall,
  walletTransferCall,
  withdrawalRecordsCall,
} from '@platform/shared-contracts/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../src/modules/auth/session-service';
import { hashPassword } from '../src/modules/security/password-hash';
import { startTestServer, type TestClient, type TestServer } from './harness';
import { giveDemoRegionVendorWallets, VENDOR_WALLETS } from './vendor-wallets';

/**
 * The wallet against a model small enough to be obviously right: random sequences of deposits, transfers,
 * withdrawals, operator decisions and member confirmations, each checked step by step against plain bigint sums.
 */

const PASSWORD = 'model1234';
const PAYMENT_PASSWORD = '246810';
const VENDORS = VENDOR_WALLETS;
/** A 1x1 PNG, as a picked file. */
const PNG = new File(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  ],
  'proof.png',
  { type: 'image/png' },
);

type Op =
  | { op: 'deposit'; amount: bigint }
  | { op: 'toVendor' | 'fromVendor'; vendor: (typeof VENDORS)[number]; amount: bigint }
  | { op: 'withdraw'; amount: bigint }
  | { op: 'approve' | 'pay' | 'reject'; pick: number }
  | { op: 'confirm'; pick: number; result: 'ALL' | 'PARTIAL' | 'NONE'; share: number }
  | { op: 'refund'; pick: number; share: number };

interface ModelWithdrawal {
  id: string;
  amount: bigint;
  status: string;
  received: bigint;
  refunded: bigint;
}

interface Model {
  main: bigint;
  vendors: Record<string, bigint>;
  withdrawals: ModelWithdrawal[];
}

const minor = (min: number, max: number) => fc.bigInt({ min: BigInt(min), max: BigInt(max) });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount: minor(1_000, 300_000) }),
  fc.record({
    op: fc.constantFrom('toVendor' as const, 'fromVendor' as const),
    vendor: fc.constantFrom(...VENDORS),
    amount: minor(1, 200_000),
  }),
  fc.record({ op: fc.constant('withdraw' as const), amount: minor(10_000, 200_000) }),
  fc.record({ op: fc.constantFrom('approve' as const, 'pay' as const, 'reject' as const), pick: fc.nat(9) }),
  fc.record({
    op: fc.constant('confirm' as const),
    pick: fc.nat(9),
    result: fc.constantFrom('ALL' as const, 'PARTIAL' as const, 'NONE' as const),
    share: fc.integer({ min: 1, max: 99 }),
  }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(9), share: fc.integer({ min: 1, max: 100 }) }),
);

let server: TestServer;
let operator: TestClient;
/** The second operator who approves the refunds the first one asks for. */
let checker: TestClient;
let passwordHash: string;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  await giveDemoRegionVendorWallets(server);
  operator = await server.operatorClient();
  checker = await server.operatorClient(await server.createOperator('checker01'));
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => server.close());

/** A fresh member with an empty wallet, a payment password and a bound bank account. */
async function newMember(): Promise<{ client: TestClient; bankAccountId: string }> {
  serial += 1;
  const [row] = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash, first_time_login) values ('DEMOKH', $1, $2, false)
     returning id`,
    [`model${serial}`, passwordHash],
  );
  const token = await server.db.transaction((tx) =>
    issueSession(server.deps, tx, { id: row!.id }, 'MEMBER', '127.0.0.1'),
  );
  const client = server.client({ token });
  await client.call(setPaymentPasswordCall, {
    password: PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  const bank = await client.call(bindBankAccountCall, {
    bankName: 'ABA Bank',
    accountName: 'Model Player',
    accountNumber: `0000${String(serial).padStart(8, '0')}`,
    paymentPassword: PAYMENT_PASSWORD,
    password: PASSWORD,
  });
  await server.endSecurityHold(row!.id);
  return { client, bankAccountId: bank.id };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

const money = (amount: bigint) => formatMoney(amount);
const key = () => newIdempotencyKey();

/** Applies one step to the server and to the model; answers the code the model expects and the one the server gave. */
async function step(model: Model, member: { client: TestClient; bankAccountId: string }, op: Op) {
  const { client } = member;
  const pick = (n: number) => model.withdrawals[n % Math.max(1, model.withdrawals.length)];
  switch (op.op) {
    case 'deposit': {
      const order = await client.call(createDepositCall, {
        channelId: 'sandbox-bank',
        amount: money(op.amount),
        idempotencyKey: key(),
      });
      const paid = await fetch(`${server.baseUrl}/sandbox-pay/${order.orderId}/pay`, { method: 'POST' });
      expect(paid.status).toBe(200);
      model.main += op.amount;
      return;
    }
    case 'toVendor':
    case 'fromVendor': {
      const toVendor = op.op === 'toVendor';
      const source = toVendor ? model.main : (model.vendors[op.vendor] ?? 0n);
      const expected = op.amount <= source ? 'OK' : 'INSUFFICIENT_BALANCE';
      const actual = await codeOf(
        client.call(walletTransferCall, {
          from: toVendor ? 'MAIN' : op.vendor,
          to: toVendor ? op.vendor : 'MAIN',
          amount: money(op.amount),
          idempotencyKey: key(),
        }),
      );
      expect(
        actual,
        JSON.stringify(op, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
      ).toBe(expected);
      if (expected === 'OK') {
        const delta = toVendor ? op.amount : -op.amount;
        model.main -= delta;
        model.vendors[op.vendor] = (model.vendors[op.vendor] ?? 0n) + delta;
      }
      return;
    }
    case 'withdraw': {
      const expected = op.amount <= model.main ? 'OK' : 'INSUFFICIENT_BALANCE';
      let id = '';
      const actual = await codeOf(
        client
          .call(createWithdrawalCall, {
            bankAccountId: member.bankAccountId,
            amount: money(op.amount),
            paymentPassword: PAYMENT_PASSWORD,
            idempotencyKey: key(),
          })
          .then((w) => {
            id = w.id;
          }),
      );
      expect(actual).toBe(expected);
      if (expected === 'OK') {
        model.main -= op.amount;
        model.withdrawals.push({ id, amount: op.amount, status: 'PENDING', received: 0n, refunded: 0n });
      }
      return;
    }
    case 'approve':
    case 'pay':
    case 'reject': {
      const w = pick(op.pick);
      if (!w) return;
      const allowed = { approve: ['PENDING'], pay: ['APPROVED'], reject: ['PENDING', 'APPROVED'] }[op.op];
      const expected = allowed.includes(w.status) ? 'OK' : 'WITHDRAWAL_STATE_INVALID';
      const call =
        op.op === 'approve'
          ? operator.call(approveWithdrawalCall, { withdrawalId: w.id })
          : op.op === 'pay'
            ? operator.call(payWithdrawalCall, {
                withdrawalId: w.id,
                payoutReference: 'MODEL',
                idempotencyKey: key(),
              })
            : operator.call(rejectWithdrawalCall, {
                withdrawalId: w.id,
                reason: 'model',
                idempotencyKey: key(),
              });
      expect(await codeOf(call), `${op.op} ${w.status}`).toBe(expected);
      if (expected === 'OK') {
        w.status = { approve: 'APPROVED', pay: 'PAID', reject: 'REJECTED' }[op.op];
        if (op.op === 'reject') {
          model.main += w.amount;
          w.refunded = w.amount;
        }
      }
      return;
    }
    case 'confirm': {
      const w = pick(op.pick);
      if (!w) return;
      const received = op.result === 'PARTIAL' ? (w.amount * BigInt(op.share)) / 100n : 0n;
      const valid = w.status === 'PAID' && (op.result !== 'PARTIAL' || received > 0n);
      if (!valid && w.status === 'PAID') return; // a share that rounds to nothing is not a partial receipt
      const actual = await codeOf(
        client.call(confirmWithdrawalCall, {
          withdrawalId: w.id,
          result: op.result,
          ...(op.result === 'PARTIAL' ? { amountReceived: money(received) } : {}),
          ...(op.result === 'NONE' ? { proofImages: [PNG] } : {}),
        }),
      );
      expect(actual, `confirm ${op.result} ${w.status}`).toBe(valid ? 'OK' : 'WITHDRAWAL_STATE_INVALID');
      if (valid) {
        w.status = { ALL: 'RECEIVED', PARTIAL: 'PARTIAL', NONE: 'NOT_RECEIVED' }[op.result];
        w.received = op.result === 'ALL' ? w.amount : received;
      }
      return;
    }
    case 'refund': {
      const w = pick(op.pick);
      if (!w) return;
      const open = w.amount - w.received - w.refunded;
      const shortfall = w.status === 'PARTIAL' || w.status === 'NOT_RECEIVED';
      const refundable = shortfall && open > 0n;
      const amount = refundable ? (open * BigInt(op.share) + 99n) / 100n : 100n;
      const actual = await codeOf(
        operator
          .call(refundWithdrawalCall, { withdrawalId: w.id, amount: money(amount), idempotencyKey: key() })
          .then((asked) => {
            const refundId = asked.refundRequests.find((r) => r.approvedBy === null)?.id ?? '';
            return checker.call(approveRefundCall, { withdrawalId: w.id, refundId });
          }),
      );
      // A shortfall refunded in full leaves nothing to refund (the answer names what is left: 0.00).
      const refusal = shortfall ? 'AMOUNT_OUT_OF_RANGE' : 'WITHDRAWAL_STATE_INVALID';
      expect(actual, `refund ${w.status}`).toBe(refundable ? 'OK' : refusal);
      if (refundable) {
        w.refunded += amount;
        model.main += amount;
      }
      return;
    }
  }
}

async function expectMatches(model: Model, client: TestClient) {
  const wallet = await client.call(getBalanceV2Call, {});
  expect(wallet.balance).toBe(money(model.main));
  for (const vendor of wallet.vendors)
    expect(vendor.balance, vendor.vendor).toBe(money(model.vendors[vendor.vendor] ?? 0n));
}

describe('the wallet against its model', () => {
  it('keeps every balance and withdrawal state equal to the model over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 14 }), async (ops) => {
        const member = await newMember();
        const model: Model = { main: 0n, vendors: {}, withdrawals: [] };
        for (const op of ops) {
          await step(model, member, op);
          await expectMatches(model, member.client);
        }
        const records = await member.client.call(withdrawalRecordsCall, { pageSize: '100' });
        const byId = new Map(records.content.map((r) => [r.id, r]));
        for (const w of model.withdrawals) {
          expect(byId.get(w.id)?.status, w.id).toBe(w.status);
          expect(byId.get(w.id)?.amountRefunded, w.id).toBe(money(w.refunded));
        }
      }),
      { numRuns: process.env.TEST_DATABASE_URL ? 40 : 25 },
    );
  }, 240_000);
});
