import {
  VENDOR_MAX_SKEW_MS,
  VENDOR_MERCHANT_HEADER,
  vendorWalletBalanceCall,
  vendorWalletBetCall,
  vendorWalletRollbackCall,
  vendorWalletWinCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVendorSecret, setVendorCredential } from '../src/modules/seamless-wallet/vendor-credentials';
import { startTestServer, type TestServer } from './harness';
import { newPlayer, roundOf, sessionFor, walletBalance } from './seamless-fixtures';
import { type VendorClient, vendorClient } from './vendor-client';

// The seamless wallet as an outside vendor reaches it: HMAC-signed HTTP (decision 045), driven by a simulated vendor
// that signs, retries after timeouts, repeats deliveries and sends steps out of order.

const VENDOR = 'ACME';
let server: TestServer;
let acme: VendorClient;
let secret: string;

beforeAll(async () => {
  server = await startTestServer();
  secret = newVendorSecret();
  await setVendorCredential(server.deps, { merchantCode: 'DEMOKH', vendor: VENDOR, secret });
  acme = vendorClient(server, { code: VENDOR, merchantCode: 'DEMOKH', secret });
});
afterAll(() => server.close());

async function player(balance: bigint) {
  const member = await newPlayer(server, balance);
  return { member, sessionId: await sessionFor(server, member, { vendor: VENDOR, gameCode: 'ACME_SLOT' }) };
}

describe('signatures', () => {
  it('answers a signed call with the balance and currency', async () => {
    const { sessionId } = await player(12_345n);
    const answer = await acme.send(vendorWalletBalanceCall, { sessionId });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      status: 'OK',
      balance: '123.45',
      currency: 'KHR',
      transactionId: null,
      replayed: false,
    });
  });

  it('refuses with 401 a missing or wrong signature, an altered body, a stale timestamp or an unknown vendor', async () => {
    const { member, sessionId } = await player(1_000n);
    const bet = {
      sessionId,
      transactionId: 'sig-1',
      roundId: 'sig-r1',
      gameCode: 'ACME_SLOT',
      amount: '5.00',
    };
    const now = server.deps.now().getTime();
    const refusals = [
      await acme.send(vendorWalletBetCall, bet, { signature: 'a'.repeat(64) }),
      await acme.send(vendorWalletBetCall, bet, { headers: { 'x-signature': '' } }),
      await acme.send(vendorWalletBetCall, bet, { rawBody: JSON.stringify({ ...bet, amount: '9.00' }) }),
      await acme.send(vendorWalletBetCall, bet, { timestamp: now - VENDOR_MAX_SKEW_MS - 5_000 }),
      await acme.send(vendorWalletBetCall, bet, { timestamp: now + VENDOR_MAX_SKEW_MS + 5_000 }),
      await acme.send(vendorWalletBetCall, bet, { headers: { 'x-vendor-code': 'NOBODY' } }),
      await acme.send(vendorWalletBetCall, bet, { headers: { [VENDOR_MERCHANT_HEADER]: 'DEMOTH' } }),
      await vendorClient(server, { code: VENDOR, merchantCode: 'DEMOKH', secret: 'guessed' }).send(
        vendorWalletBetCall,
        bet,
      ),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body).toMatchObject({ success: false, code: 'VENDOR_SIGNATURE_INVALID' });
    }
    expect(await walletBalance(server, member)).toBe(1_000n);
    // A timestamp a little off (within 5 minutes) is a clock difference, not an attack.
    const late = await acme.send(vendorWalletBetCall, bet, { timestamp: now - VENDOR_MAX_SKEW_MS + 5_000 });
    expect(late.body.value).toMatchObject({ status: 'OK', balance: '5.00' });
  });

  it('checks the shape before the signature, and answers 400 naming the field', async () => {
    const answer = await server.raw('POST', vendorWalletBetCall.path, { body: { sessionId: 'short' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    const notJson = await server.raw('POST', vendorWalletBetCall.path, {
      rawBody: '{"sessionId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('reaches only the sessions of the region whose secret signed the call', async () => {
    const { sessionId } = await player(1_000n);
    const thai = newVendorSecret();
    await setVendorCredential(server.deps, { merchantCode: 'DEMOTH', vendor: VENDOR, secret: thai });
    const asThai = vendorClient(server, { code: VENDOR, merchantCode: 'DEMOTH', secret: thai });
    const answer = await asThai.send(vendorWalletBalanceCall, { sessionId });
    expect(answer.body.value).toMatchObject({ status: 'PLAYER_NOT_FOUND', balance: null });
  });

  it('stores the secret sealed, never as given', async () => {
    const rows = await server.sql<{ sealed_secret: string }>(
      'select sealed_secret from vendor_credentials where vendor = $1',
      [VENDOR],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sealed_secret).not.toContain(secret);
      expect(row.sealed_secret.startsWith('v1.')).toBe(true);
    }
  });
});

describe('a vendor that retries, repeats and reorders', () => {
  it('settles every round once, whatever the order and number of deliveries', async () => {
    const { member, sessionId } = await player(100_00n);
    const base = { sessionId, gameCode: 'ACME_SLOT' };

    // Round 1: the win arrives before its bet (refused), the vendor retries it after the bet and it pays.
    const win1 = {
      ...base,
      transactionId: 'w-1',
      roundId: 'r-1',
      amount: '30.00',
      betTransactionId: 'b-1',
      closeRound: true,
    };
    expect((await acme.deliver(vendorWalletWinCall, win1)).answer).toMatchObject({
      status: 'UNKNOWN_BET',
      balance: '100.00',
    });
    await acme.deliver(vendorWalletBetCall, {
      ...base,
      transactionId: 'b-1',
      roundId: 'r-1',
      amount: '10.00',
    });
    expect((await acme.deliver(vendorWalletWinCall, win1)).answer).toMatchObject({
      status: 'OK',
      balance: '120.00',
    });

    // Round 2: the rollback arrives before its bet; the bet, when it comes, is refused and moves nothing.
    const rollback2 = { ...base, transactionId: 'rb-2', roundId: 'r-2', betTransactionId: 'b-2' };
    expect((await acme.deliver(vendorWalletRollbackCall, rollback2)).answer).toMatchObject({
      status: 'OK',
      balance: '120.00',
    });
    expect(
      (
        await acme.deliver(vendorWalletBetCall, {
          ...base,
          transactionId: 'b-2',
          roundId: 'r-2',
          amount: '50.00',
        })
      ).answer,
    ).toMatchObject({ status: 'BET_ROLLED_BACK', balance: '120.00' });

    // Round 3: every step delivered twice at once, and the bet once more after its win.
    const bet3 = { ...base, transactionId: 'b-3', roundId: 'r-3', amount: '20.00' };
    const win3 = { ...base, transactionId: 'w-3', roundId: 'r-3', amount: '0', closeRound: true };
    const bets = await Promise.all([
      acme.deliver(vendorWalletBetCall, bet3),
      acme.deliver(vendorWalletBetCall, bet3),
    ]);
    expect(bets.map((b) => b.answer.status)).toEqual(['OK', 'OK']);
    expect(bets.map((b) => b.answer.replayed).sort()).toEqual([false, true]);
    const wins = await Promise.all([
      acme.deliver(vendorWalletWinCall, win3),
      acme.deliver(vendorWalletWinCall, win3),
    ]);
    expect(wins.map((w) => w.answer.balance)).toEqual(['100.00', '100.00']);
    expect((await acme.deliver(vendorWalletBetCall, bet3)).answer).toMatchObject({
      status: 'OK',
      balance: '100.00',
      replayed: true,
    });

    // Round 4: the vendor gives up on its first bet attempt at once and sends it again: applied once.
    const bet4 = { ...base, transactionId: 'b-4', roundId: 'r-4', amount: '15.00', closeRound: true };
    const retried = await acme.deliver(vendorWalletBetCall, bet4, { timeoutMs: 1 });
    expect(retried.answer).toMatchObject({ status: 'OK', balance: '85.00' });

    // Round 5: a bet, its rollback delivered twice, then the late win is refused.
    await acme.deliver(vendorWalletBetCall, {
      ...base,
      transactionId: 'b-5',
      roundId: 'r-5',
      amount: '40.00',
    });
    const rollback5 = { ...base, transactionId: 'rb-5', roundId: 'r-5', betTransactionId: 'b-5' };
    await Promise.all([
      acme.deliver(vendorWalletRollbackCall, rollback5),
      acme.deliver(vendorWalletRollbackCall, rollback5),
    ]);
    expect(
      (
        await acme.deliver(vendorWalletWinCall, {
          ...base,
          transactionId: 'w-5',
          roundId: 'r-5',
          amount: '99.00',
          closeRound: true,
        })
      ).answer,
    ).toMatchObject({ status: 'BET_ROLLED_BACK', balance: '85.00' });

    // The same id with another amount is refused, with the balance.
    expect((await acme.deliver(vendorWalletBetCall, { ...bet3, amount: '21.00' })).answer).toMatchObject({
      status: 'DUPLICATE_TRANSACTION_MISMATCH',
      balance: '85.00',
    });

    expect(await walletBalance(server, member)).toBe(85_00n);
    expect(await roundOf(server, VENDOR, 'r-1')).toMatchObject({
      state: 'SETTLED',
      stake: 10_00n,
      win: 30_00n,
    });
    expect(await roundOf(server, VENDOR, 'r-2')).toBeUndefined();
    expect(await roundOf(server, VENDOR, 'r-3')).toMatchObject({ state: 'SETTLED', stake: 20_00n, win: 0n });
    expect(await roundOf(server, VENDOR, 'r-4')).toMatchObject({ state: 'SETTLED', stake: 15_00n });
    expect(await roundOf(server, VENDOR, 'r-5')).toMatchObject({ state: 'ROLLED_BACK', stake: 0n });
    const [postings] = await server.sql<{ n: number }>(
      'select count(*)::int as n from ledger_postings where idempotency_scope = $1',
      [`vendor:DEMOKH:${VENDOR}`],
    );
    // b-1, w-1, b-3, b-4, b-5, rb-5 (and the 5.00 bet of the signature test).
    expect(postings?.n).toBe(7);
  });
});
