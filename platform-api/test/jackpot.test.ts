import { jackpotContribution, jackpotDraw, TEMPLE_JACKPOT, TEMPLE_PAYTABLE } from '@platform/house-engine';
import {
  type ApiError,
  createApiClient,
  formatMoney,
  jackpotPoolCall,
  jackpotStream,
  parseMoney,
  type StreamEvent,
  studioOpenCall,
  studioRecallCall,
  studioRotateSeedCall,
  studioSpinCall,
} from '@platform/shared-contracts/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JACKPOT_SEED, setJackpotOddsForTests } from '../src/modules/jackpot/jackpot-service';
import { houseVendorAdapter } from '../src/modules/studio/launch-service';
import { sweepJackpotAwards } from '../src/modules/studio/spin-service';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';
import { newPlayer, REGION, walletBalance } from './seamless-fixtures';

// The progressive jackpot (decisions 108, 109): each slot spin moves 1% of its stake from the house into the region's
// pool, a winning jackpot draw takes the whole pool through the ledger exactly once, the pool goes back to its seed,
// and open pages are pushed the new figure.

const GAME = 'HOUSE_SLOT_TEMPLE';
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
/** Bet level 2: a 1.00 stake, 0.01 of it to the pool. */
const LEVEL = 2;
const STAKE = BigInt(TEMPLE_PAYTABLE.betLevels[LEVEL] as number);
const SHARE = jackpotContribution(STAKE, TEMPLE_JACKPOT);

let server: TestServer;
let requests = 0;
const requestId = () => {
  requests += 1;
  return `jackpot-${Date.now()}-${requests}-abcdef`;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => setJackpotOddsForTests(server.db, GAME, null));

/** A member with money, in the slot: the game's client as the iframe has it. */
async function player(balance = 1_000_000n) {
  const memberId = await newPlayer(server, balance);
  const { url } = await houseVendorAdapter.launch(server.deps, {
    memberId,
    // Launched straight through the adapter, under no login of the member.
    memberSession: null,
    merchantCode: REGION.merchantCode,
    regionCurrency: REGION.currency,
    language: 'EN',
    gameCode: GAME,
    demo: false,
    walletVendor: 'MAIN',
    returnUrl: '/inHouse',
  });
  const session = { token: null as string | null };
  const game = createApiClient({ baseUrl: server.baseUrl, getGameSession: () => session.token });
  const launchToken = new URL(url, 'http://site').searchParams.get('launch') ?? '';
  session.token = (await game.call(studioOpenCall, { launchToken })).gameSession;
  return { memberId, game };
}

const pool = async () => parseMoney((await server.client().call(jackpotPoolCall, {})).pool);

async function postingsOf(kind: string) {
  const [row] = await server.sql<{ n: number; total: string | null }>(
    `select count(distinct p.id)::int as n, sum(e.amount) filter (where a.kind = 'JACKPOT_POOL')::text as total
       from ledger_postings p join ledger_entries e on e.posting_id = p.id join ledger_accounts a on a.id = e.account_id
      where p.kind = $1 and p.merchant_code = $2`,
    [kind, REGION.merchantCode],
  );
  return { count: row?.n ?? 0, toPool: BigInt(row?.total ?? '0') };
}

async function expectLedgerBalanced() {
  const check = await checkLedger(server.db);
  expect(check.mismatches).toEqual([]);
  expect(check.ok).toBe(true);
}

describe('contributions', () => {
  it('start the pool from the seed the house funds, and add 1% of every stake to it', async () => {
    const start = await pool();
    const seeded = await postingsOf('JACKPOT_SEED');
    expect(seeded.count).toBe(1);
    expect(seeded.toPool).toBe(JACKPOT_SEED);
    expect(start).toBeGreaterThanOrEqual(JACKPOT_SEED);

    const before = await postingsOf('JACKPOT_CONTRIBUTION');
    const players = await Promise.all([player(), player(), player()]);
    const spins = 12;
    await Promise.all(
      players.flatMap(({ game }) =>
        Array.from({ length: spins / players.length }, () =>
          game.call(studioSpinCall, { betLevel: LEVEL, requestId: requestId() }),
        ),
      ),
    );
    const after = await postingsOf('JACKPOT_CONTRIBUTION');
    expect(after.count - before.count).toBe(spins);
    expect(after.toPool - before.toPool).toBe(BigInt(spins) * SHARE);
    expect(await pool()).toBe(start + BigInt(spins) * SHARE);
    await expectLedgerBalanced();
  });

  it('are taken once per round, however often the spin is retried', async () => {
    const { game } = await player();
    const start = await pool();
    const id = requestId();
    const first = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: id });
    const again = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: id });
    expect(again.round.roundId).toBe(first.round.roundId);
    expect(await pool()).toBe(start + SHARE);
  });

  it('are nothing for a stake whose 1% rounds down to nothing', async () => {
    const { game } = await player();
    const start = await pool();
    await game.call(studioSpinCall, { betLevel: 0, requestId: requestId() });
    expect(await pool()).toBe(start);
  });
});

describe('a jackpot win', () => {
  it('pays the whole pool into the wallet, shows on the round and in recall, and resets the pool to its seed', async () => {
    const { memberId, game } = await player();
    const warmUp = await player();
    await warmUp.game.call(studioSpinCall, { betLevel: LEVEL, requestId: requestId() });
    const potBefore = await pool();
    const walletBefore = await walletBalance(server, memberId);

    setJackpotOddsForTests(server.db, GAME, 1);
    const id = requestId();
    const spin = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: id });
    setJackpotOddsForTests(server.db, GAME, null);

    // The round's own share goes in before the draw pays the pool out.
    const won = potBefore + SHARE;
    expect(spin.round.jackpotWin).toBe(formatMoney(won));
    const spinNet = parseMoney(spin.round.totalWin) - STAKE;
    expect(await walletBalance(server, memberId)).toBe(walletBefore + spinNet + won);
    expect(parseMoney(spin.balance)).toBe(walletBefore + spinNet + won);
    expect(await pool()).toBe(JACKPOT_SEED);

    const recall = await game.call(studioRecallCall, {});
    expect(recall.rounds.find((r) => r.roundId === spin.round.roundId)?.jackpotWin).toBe(formatMoney(won));

    // A retry of the winning spin answers the same win and pays nothing more.
    setJackpotOddsForTests(server.db, GAME, 1);
    const again = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: id });
    expect(again.round.jackpotWin).toBe(formatMoney(won));
    expect(await walletBalance(server, memberId)).toBe(walletBefore + spinNet + won);
    expect((await server.client().call(jackpotPoolCall, {})).lastWins[0]?.amount).toBe(formatMoney(won));
    await expectLedgerBalanced();
  });

  it('is paid by the award sweep when the server stopped between settling the round and paying the pool', async () => {
    const { memberId, game } = await player();
    const spin = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: requestId() });
    expect(spin.round.jackpotWin).toBeUndefined();
    // As if the round's draw had hit and the server stopped before paying: settled, marked owed, nothing paid.
    setJackpotOddsForTests(server.db, GAME, 1);
    await server.sql('update studio_rounds set jackpot_due = true where round_id = $1', [spin.round.roundId]);
    const potBefore = await pool();
    const walletBefore = await walletBalance(server, memberId);

    expect(await sweepJackpotAwards(server.deps)).toBe(1);
    expect(await walletBalance(server, memberId)).toBe(walletBefore + potBefore);
    expect(await pool()).toBe(JACKPOT_SEED);
    const recall = await game.call(studioRecallCall, {});
    expect(recall.rounds.find((r) => r.roundId === spin.round.roundId)?.jackpotWin).toBe(
      formatMoney(potBefore),
    );
    // Paid once: the mark is gone and a second sweep pays nothing.
    expect(await sweepJackpotAwards(server.deps)).toBe(0);
    expect(await walletBalance(server, memberId)).toBe(walletBefore + potBefore);
    await expectLedgerBalanced();
  });

  it('pays nothing for a mark its round’s draw does not back, and clears it', async () => {
    const { memberId, game } = await player();
    const spin = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: requestId() });
    await server.sql('update studio_rounds set jackpot_due = true where round_id = $1', [spin.round.roundId]);
    const walletBefore = await walletBalance(server, memberId);
    expect(await sweepJackpotAwards(server.deps)).toBe(0);
    expect(await walletBalance(server, memberId)).toBe(walletBefore);
    const [row] = await server.sql<{ due: boolean }>(
      'select jackpot_due as due from studio_rounds where round_id = $1',
      [spin.round.roundId],
    );
    expect(row?.due).toBe(false);
  });

  it('is drawn from the round seeds under the jackpot label, as anyone can check once the seed is revealed', async () => {
    const { game } = await player();
    const spin = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: requestId() });
    const { revealed } = await game.call(studioRotateSeedCall, {});
    const draw = jackpotDraw(
      { serverSeed: revealed.serverSeed, clientSeed: spin.round.clientSeed, nonce: spin.round.nonce },
      STAKE,
      TEMPLE_JACKPOT,
    );
    expect(draw.hit).toBe(spin.round.jackpotWin !== undefined);
  });

  it(`is paid exactly once when winning spins race${ON_POSTGRES ? ' (PostgreSQL)' : ''}`, async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => player()));
    // The pool well above its seed, so the racer who takes it stands out from those who take a reset pool.
    const feeder = await player();
    for (let i = 0; i < 3; i += 1)
      await feeder.game.call(studioSpinCall, { betLevel: 6, requestId: requestId() });
    const potBefore = await pool();
    expect(potBefore).toBeGreaterThan(JACKPOT_SEED + BigInt(racers.length) * SHARE);
    const contributionsBefore = (await postingsOf('JACKPOT_CONTRIBUTION')).toPool;
    const winsBefore = (await postingsOf('JACKPOT_WIN')).count;
    const walletsBefore = await Promise.all(racers.map((r) => walletBalance(server, r.memberId)));

    setJackpotOddsForTests(server.db, GAME, 1);
    const ids = racers.map(() => requestId());
    // Every racer's spin twice at once (a retry racing its first try), all of them together.
    const answers = await Promise.all(
      racers.flatMap(({ game }, n) => [
        game.call(studioSpinCall, { betLevel: LEVEL, requestId: ids[n] as string }),
        game.call(studioSpinCall, { betLevel: LEVEL, requestId: ids[n] as string }),
      ]),
    );
    setJackpotOddsForTests(server.db, GAME, null);

    const wins = racers.map((_, n) => {
      const [a, b] = [answers[2 * n], answers[2 * n + 1]];
      expect(a?.round.jackpotWin).toBeDefined();
      expect(b?.round.jackpotWin).toBe(a?.round.jackpotWin);
      return parseMoney(a?.round.jackpotWin ?? '0');
    });
    const rows = await server.sql<{ round_id: string }>(
      'select round_id from jackpot_wins where round_id = any ($1::text[])',
      [answers.map((a) => a.round.roundId)],
    );
    expect(rows).toHaveLength(racers.length);
    expect((await postingsOf('JACKPOT_WIN')).count - winsBefore).toBe(racers.length);

    // Each wallet got its spin and its jackpot once.
    for (const [n, r] of racers.entries()) {
      const a = answers[2 * n];
      const spinNet = parseMoney(a?.round.totalWin ?? '0') - STAKE;
      expect(await walletBalance(server, r.memberId)).toBe(
        (walletsBefore[n] as bigint) + spinNet + (wins[n] as bigint),
      );
    }
    // The money adds up: what was in the pool, what came in, and a seed put back after each win is what was paid
    // out and what is left.
    const contributed = (await postingsOf('JACKPOT_CONTRIBUTION')).toPool - contributionsBefore;
    const paid = wins.reduce((a, b) => a + b, 0n);
    expect(paid + (await pool())).toBe(potBefore + contributed + BigInt(racers.length) * JACKPOT_SEED);
    // One racer took the pool as it was; the others took the seed and what came in after the win before theirs.
    expect(wins.filter((w) => w >= potBefore)).toHaveLength(1);
    expect(await pool()).toBe(JACKPOT_SEED);
    await expectLedgerBalanced();
  }, 60_000);
});

describe('the jackpot stream', () => {
  type Event = StreamEvent<typeof jackpotStream>;

  it('pushes the pool on connect and again when spins move it, and tells the win', async () => {
    const events: Event[] = [];
    let failure: ApiError | null = null;
    const close = server.client().subscribe?.(
      jackpotStream,
      {},
      {
        onEvent: (event) => events.push(event),
        onError: (error) => {
          failure = error;
        },
      },
    );
    if (!close) throw new Error('the contract client cannot stream');
    const waitFor = async (test: (e: Event) => boolean) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = events.find(test);
        if (found) return found;
        if (failure) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no such event; got ${JSON.stringify(events)}`);
    };
    try {
      const hello = await waitFor((e) => e.name === 'pool');
      const start = parseMoney(hello.name === 'pool' ? hello.data.pool : '0');
      const { game } = await player();
      await game.call(studioSpinCall, { betLevel: LEVEL, requestId: requestId() });
      await waitFor((e) => e.name === 'pool' && parseMoney(e.data.pool) === start + SHARE);

      setJackpotOddsForTests(server.db, GAME, 1);
      const spin = await game.call(studioSpinCall, { betLevel: LEVEL, requestId: requestId() });
      setJackpotOddsForTests(server.db, GAME, null);
      const win = await waitFor((e) => e.name === 'win');
      expect(win.name === 'win' && win.data.amount).toBe(spin.round.jackpotWin);
      expect(win.name === 'win' && win.data.pool.pool).toBe(formatMoney(JACKPOT_SEED));
    } finally {
      close();
    }
  }, 30_000);
});
