import {
  freePlayCall,
  fundsConsolidatedCall,
  getBalanceV2Call,
  loginCall,
  merchantWalletCall,
  newIdempotencyKey,
  transactionHistoryCall,
  walletBalanceCall,
  walletTransferCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { refusal } from './refusal';
import { giveDemoRegionVendorWallets } from './vendor-wallets';

let server: TestServer;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await giveDemoRegionVendorWallets(server);
  member = server.client();
  await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
});
afterAll(() => server.close());

const transfer = (from: string, to: string, amount: string, idempotencyKey = newIdempotencyKey()) =>
  member.call(walletTransferCall, { from, to, amount, idempotencyKey });

async function balances(): Promise<Record<string, string>> {
  const all = await member.call(getBalanceV2Call, {});
  return {
    main: all.balance,
    total: all.total,
    ...Object.fromEntries(all.vendors.map((v) => [v.vendor, v.balance])),
  };
}

describe('balances', () => {
  it('shows the demo opening balance in the main wallet and empty vendor wallets', async () => {
    expect(await member.call(walletBalanceCall, {})).toEqual({
      currency: 'KHR',
      currencySymbol: '៛',
      balance: '10000.00',
      total: '10000.00',
    });
    const all = await member.call(getBalanceV2Call, {});
    expect(all.isSingle).toBe(0);
    expect(all.vendors.map((v) => [v.vendor, v.balance])).toEqual([
      ['TSLOT', '0.00'],
      ['TLIVE', '0.00'],
      ['TFISH', '0.00'],
    ]);
  });

  it('tells whether the merchant wallet is single, for the member’s own merchant only', async () => {
    expect(await member.call(merchantWalletCall, { merchantCode: 'DEMOKH' })).toMatchObject({
      isSingle: 0,
      vendors: [{ vendor: 'TSLOT' }, { vendor: 'TLIVE' }, { vendor: 'TFISH' }],
    });
    expect(await refusal(member.call(merchantWalletCall, { merchantCode: 'DEMOVN' }))).toBe('NOT_FOUND');
  });

  it('reports the consolidated funds with the balance', async () => {
    const funds = await member.call(fundsConsolidatedCall, {});
    expect(funds).toMatchObject({
      currency: 'KHR',
      balance: expect.stringMatching(/^\d+\.\d\d$/),
      hasVip: false,
    });
  });
});

describe('transfers between the main wallet and vendor wallets', () => {
  it('moves money to a vendor wallet and back, keeping the total', async () => {
    const before = await balances();
    const out = await transfer('MAIN', 'TLIVE', '1500.50');
    expect(out.amount).toBe('1500.50');
    const mid = await balances();
    expect(mid.TLIVE).toBe('1500.50');
    expect(Number(mid.main)).toBeCloseTo(Number(before.main) - 1500.5, 2);
    expect(mid.total).toBe(before.total);
    await transfer('TLIVE', 'MAIN', '1500.50');
    expect(await balances()).toEqual(before);
  });

  it('never overdraws: more than the source holds is INSUFFICIENT_BALANCE and nothing moves', async () => {
    const before = await balances();
    expect(await refusal(transfer('MAIN', 'TFISH', '999999.00'))).toBe('INSUFFICIENT_BALANCE');
    expect(await refusal(transfer('TFISH', 'MAIN', '0.01'))).toBe('INSUFFICIENT_BALANCE');
    expect(await balances()).toEqual(before);
  });

  it('applies a repeated idempotency key once, and refuses the key with another payload', async () => {
    const before = await balances();
    const key = newIdempotencyKey();
    const first = await transfer('MAIN', 'TSLOT', '10.00', key);
    const again = await transfer('MAIN', 'TSLOT', '10.00', key);
    expect(again.transactionId).toBe(first.transactionId);
    expect((await balances()).TSLOT).toBe((Number(before.TSLOT) + 10).toFixed(2));
    expect(await refusal(transfer('MAIN', 'TSLOT', '11.00', key))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await refusal(transfer('MAIN', 'TLIVE', '10.00', key))).toBe('IDEMPOTENCY_CONFLICT');
    await transfer('TSLOT', 'MAIN', '10.00');
  });

  it('refuses a transfer that is not between MAIN and one offered vendor', async () => {
    const before = await balances();
    expect(await refusal(transfer('MAIN', 'MAIN', '1.00'))).toBe('BAD_REQUEST');
    expect(await refusal(transfer('TLIVE', 'TFISH', '1.00'))).toBe('BAD_REQUEST');
    expect(await refusal(transfer('MAIN', 'NOT_A_VENDOR', '1.00'))).toBe('BAD_REQUEST');
    expect(await balances()).toEqual(before);
  });

  it('refuses bad amounts before anything is written', async () => {
    const before = await balances();
    for (const amount of ['0', '0.00', '-5', '1.001', '1e3', '100000000000.01', 'ten', '', 12]) {
      const response = await server.raw('POST', walletTransferCall.path, {
        body: { from: 'MAIN', to: 'TLIVE', amount, idempotencyKey: newIdempotencyKey() },
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(response.status, String(amount)).toBe(400);
      expect(response.body, String(amount)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(response.body.details[0].field).toBe('amount');
    }
    expect(await balances()).toEqual(before);
    const missingKey = await server.raw('POST', walletTransferCall.path, {
      body: { from: 'MAIN', to: 'TLIVE', amount: '1.00' },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.details.map((d: { field: string }) => d.field)).toContain('idempotencyKey');
  });

  it('is not offered where the merchant wallet is single', async () => {
    await server.sql(`update merchant_settings set wallet_single = true where merchant_code = 'DEMOKH'`);
    try {
      expect((await member.call(getBalanceV2Call, {})).isSingle).toBe(1);
      expect(await refusal(transfer('MAIN', 'TLIVE', '1.00'))).toBe('OPERATION_NOT_ENABLED');
    } finally {
      await server.sql(`update merchant_settings set wallet_single = false where merchant_code = 'DEMOKH'`);
    }
  });

  it('refuses a trial account', async () => {
    const trial = server.client();
    await trial.call(freePlayCall, { os: 'Linux', platform: 'W', random: 'r'.repeat(32), gatewayVersion: 3 });
    const code = await refusal(
      trial.call(walletTransferCall, {
        from: 'MAIN',
        to: 'TLIVE',
        amount: '1.00',
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    expect(code).toBe('TRIAL_ACCOUNT_NOT_ALLOWED');
  });

  it('answers 401 without a session', async () => {
    const guest = server.client();
    expect(await refusal(guest.call(walletBalanceCall, {}))).toBe('NOT_LOGGED_IN');
  });
});

describe('the account record', () => {
  it('lists each step newest first with the main wallet change and balance after, filtered by type and day', async () => {
    await transfer('MAIN', 'TFISH', '25.00');
    await transfer('TFISH', 'MAIN', '5.00');
    const all = await member.call(transactionHistoryCall, {});
    const [latest, previous] = all.content;
    expect(latest).toMatchObject({
      type: 'TRANSFER',
      kind: 'TRANSFER_FROM_VENDOR',
      amount: '5.00',
      reference: 'TFISH',
    });
    expect(previous).toMatchObject({
      type: 'TRANSFER',
      kind: 'TRANSFER_TO_VENDOR',
      amount: '-25.00',
      grossAmount: '25.00',
    });
    expect(Number(latest?.balanceAfter)).toBeCloseTo(Number(previous?.balanceAfter) + 5, 2);
    expect(all.content.at(-1)).toMatchObject({
      type: 'ADJUSTMENT',
      reference: 'OPENING_BALANCE',
      amount: '10000.00',
    });

    const transfers = await member.call(transactionHistoryCall, { type: 'TRANSFER', pageSize: '2' });
    expect(transfers.content).toHaveLength(2);
    expect(transfers.totalPages).toBe(Math.ceil(transfers.total / 2));
    const page2 = await member.call(transactionHistoryCall, { type: 'TRANSFER', pageSize: '2', pageNo: '2' });
    expect(page2.content[0]?.id).not.toBe(transfers.content[0]?.id);
    expect((await member.call(transactionHistoryCall, { type: 'DEPOSIT' })).content).toEqual([]);

    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await member.call(transactionHistoryCall, { startDate: today, endDate: today })).total).toBe(
      all.total,
    );
    expect(
      (await member.call(transactionHistoryCall, { startDate: '2020-01-01', endDate: '2020-01-31' })).total,
    ).toBe(0);
    expect(
      await refusal(member.call(transactionHistoryCall, { startDate: '2026-02-02', endDate: '2026-02-01' })),
    ).toBe('BAD_REQUEST');
  });

  it('shows a member only its own steps', async () => {
    const trial = server.client();
    await trial.call(freePlayCall, { os: 'Linux', platform: 'W', random: 's'.repeat(32), gatewayVersion: 3 });
    expect((await trial.call(transactionHistoryCall, {})).total).toBe(0);
  });
});
