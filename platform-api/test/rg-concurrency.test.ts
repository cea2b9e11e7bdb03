import { setRgMoneyLimitCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessWallet, type WalletAnswer } from '../src/modules/seamless-wallet/seamless-wallet';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';
import { newBettor } from './lottery-fixtures';
import { sessionFor, walletBalance } from './seamless-fixtures';

// Bets racing against one member's loss limit (decision 104). PGlite runs one statement at a time, so it gets fewer;
// PostgreSQL (TEST_DATABASE_URL) gets 500 at once. The limit must hold exactly: never over it, and no bet refused
// that still fitted when it was counted.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const BETS = ON_POSTGRES ? 500 : 120;
const LIMIT = 100_00n;
const V = 'RGRACE';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stakeOf = (i: number) => BigInt(100 + ((i * 37) % 400));

describe(`${BETS} concurrent bets against a loss limit${ON_POSTGRES ? ' (PostgreSQL)' : ''}`, () => {
  it('takes bets up to the limit and refuses the rest, whatever the order they arrive in', async () => {
    const { client: member, id } = await newBettor(server, 10_000_00n);
    await member.call(setRgMoneyLimitCall, { kind: 'LOSS', period: 'DAY', amount: '100.00' });
    const sessionId = await sessionFor(server, id, { vendor: V });
    const wallet = seamlessWallet(server.deps);
    const start = await walletBalance(server, id);
    const answers: WalletAnswer[] = await Promise.all(
      Array.from({ length: BETS }, (_, i) =>
        wallet.bet(V, {
          sessionId,
          transactionId: `rg-race-${i}`,
          roundId: `rg-race-round-${i}`,
          gameCode: 'RACE',
          amount: stakeOf(i),
        }),
      ),
    );
    const taken = answers.flatMap((a, i) => (a.ok ? [stakeOf(i)] : []));
    const refused = answers.filter((a) => !a.ok);
    const refusedStakes = answers.flatMap((a, i) => (a.ok ? [] : [stakeOf(i)]));
    const total = taken.reduce((sum, s) => sum + s, 0n);
    expect(total).toBeLessThanOrEqual(LIMIT);
    // Every refusal is the limit, and each refused stake really did not fit: the loss only grows, so a bet refused
    // at some moment would not fit on top of the final total either.
    expect(new Set(refused.map((a) => (a.ok ? '' : a.code)))).toEqual(new Set(['LIMIT_REACHED']));
    for (const stake of refusedStakes) expect(total + stake).toBeGreaterThan(LIMIT);
    expect(await walletBalance(server, id)).toBe(start - total);
    const [usage] = await server.sql<{ lost: string; wagered: string }>(
      "select lost::text as lost, wagered::text as wagered from rg_usage where member_id = $1 and period = 'DAY'",
      [id],
    );
    expect(usage).toEqual({ lost: total.toString(), wagered: total.toString() });
    expect((await checkLedger(server.db)).ok).toBe(true);
  });

  it('holds the limit for complete rounds (slot spins) sent together through the batched path', async () => {
    const { client: member, id } = await newBettor(server, 10_000_00n);
    await member.call(setRgMoneyLimitCall, { kind: 'WAGER', period: 'DAY', amount: '50.00' });
    const sessionId = await sessionFor(server, id, { vendor: V });
    const wallet = seamlessWallet(server.deps);
    const answers = await Promise.all(
      Array.from({ length: BETS }, (_, i) =>
        wallet.settleRound(V, {
          sessionId,
          betTransactionId: `rg-spin-${i}`,
          winTransactionId: `rg-spin-win-${i}`,
          roundId: `rg-spin-round-${i}`,
          gameCode: 'RACE',
          stake: 100n,
          win: i % 3 === 0 ? 150n : 0n,
        }),
      ),
    );
    // Wagers are stakes whatever the wins: exactly 50 spins of 1.00 fit in 50.00.
    expect(answers.filter((a) => a.ok)).toHaveLength(50);
    expect(answers.filter((a) => !a.ok && a.code === 'LIMIT_REACHED')).toHaveLength(BETS - 50);
    expect((await checkLedger(server.db)).ok).toBe(true);
  });
});
