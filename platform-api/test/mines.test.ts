import { hashServerSeed, verifyMinesRound } from '@platform/house-engine';
import {
  createApiClient,
  launchGameCall,
  loginCall,
  minesCashOutCall,
  minesOpenRoundCall,
  minesRecallCall,
  minesRevealCall,
  minesStartCall,
  studioOpenCall,
  studioRotateSeedCall,
  walletBalanceCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseVendorAdapter } from '../src/modules/studio/launch-service';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { DEMO_MEMBER, startTestServer, type TestServer } from './harness';
import { refusal } from './refusal';
import { newPlayer, REGION, roundOf, walletBalance } from './seamless-fixtures';

const GAME = 'HOUSE_MINES';
/** Bet levels: 1.00, 2.00, 5.00, 10.00, ...; level 2 is 5.00. */
const FIVE = 2;
let server: TestServer;
let counter = 0;
const requestId = () => {
  counter += 1;
  return `mines-${Date.now()}-${counter}-abcdef`;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function gameClient(session: { token: string | null }) {
  // A busy machine answers hundreds of racing calls slowly: a round is not refused by the client's own clock.
  return createApiClient({
    baseUrl: server.baseUrl,
    getGameSession: () => session.token,
    timeoutMs: 120_000,
  });
}

const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('launch') ?? '';

async function openFor(memberId: number | null, demo = false) {
  const { url } = await houseVendorAdapter.launch(server.deps, {
    memberId,
    // Launched straight through the adapter, under no login of the member.
    memberSession: null,
    merchantCode: REGION.merchantCode,
    regionCurrency: REGION.currency,
    language: 'EN',
    gameCode: GAME,
    demo,
    walletVendor: 'MAIN',
    returnUrl: '/inHouse',
  });
  const session = { token: null as string | null };
  const game = gameClient(session);
  const opened = await game.call(studioOpenCall, { launchToken: tokenOf(url) });
  session.token = opened.gameSession;
  return { game, opened };
}

/** The layout as stored (the test reads what the player cannot). */
async function minesOf(roundId: string): Promise<number[]> {
  const [row] = await server.sql<{ mines: number[] | string }>(
    'select mines from studio_mines_rounds where round_id = $1',
    [roundId],
  );
  const mines = row?.mines;
  return typeof mines === 'string' ? JSON.parse(mines) : (mines ?? []);
}

async function safeTilesOf(roundId: string): Promise<number[]> {
  const mines = await minesOf(roundId);
  return Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
}

describe('opening Mines', () => {
  it('launches from the catalogue to its own page and opens as mines with its stakes and RTP', async () => {
    const member = server.client();
    await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
    const { url } = await member.call(launchGameCall, { gameCode: GAME, vendor: 'HOUSE', language: 'KM' });
    expect(url).toMatch(/^\/house-games\/mines\/\?launch=[A-Za-z0-9_-]{40,}&lang=KM$/);
    const opened = await gameClient({ token: null }).call(studioOpenCall, { launchToken: tokenOf(url) });
    expect(opened).toMatchObject({ kind: 'mines', rtp: '96.25', demo: false });
    expect(opened.betLevels).toEqual(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00']);
    expect(opened.paytable).toBeUndefined();
    expect(opened.balance).toBe((await member.call(walletBalanceCall, {})).balance);
  });
});

describe('a money round', () => {
  it('takes the stake at start, pays stake x multiplier at cash out, and shows the mines then', async () => {
    const player = await newPlayer(server, 100_00n);
    const { game, opened } = await openFor(player);
    const started = await game.call(minesStartCall, { betLevel: FIVE, mines: 3, requestId: requestId() });
    expect(started.balance).toBe('95.00');
    expect(await walletBalance(server, player)).toBe(95_00n);
    expect(started.round).toMatchObject({
      state: 'OPEN',
      stake: '5.00',
      mineCount: 3,
      reveals: [],
      multiplier: null,
      nextMultiplier: '1.10',
      mines: null,
      serverSeedHash: opened.fair.serverSeedHash,
      nonce: opened.fair.nonce,
    });
    expect(started.fair.nonce).toBe(opened.fair.nonce + 1);
    const roundId = started.round.roundId;
    expect(await roundOf(server, 'HOUSE', roundId)).toMatchObject({ stake: 500n, win: 0n, category: 'RNG' });

    const [first, second] = await safeTilesOf(roundId);
    expect(started.round).toMatchObject({ balanceBefore: '100.00', balanceAfter: '95.00' });
    const one = await game.call(minesRevealCall, { roundId, tile: first! });
    expect(one.round).toMatchObject({
      state: 'OPEN',
      reveals: [first],
      multiplier: '1.10',
      nextMultiplier: '1.25',
    });
    expect(one.round.mines).toBeNull();
    const two = await game.call(minesRevealCall, { roundId, tile: second! });
    expect(two.round).toMatchObject({ reveals: [first, second], multiplier: '1.25' });
    // Opening a tile again answers the round as it stands.
    expect((await game.call(minesRevealCall, { roundId, tile: first! })).round.reveals).toEqual([
      first,
      second,
    ]);

    const paid = await game.call(minesCashOutCall, { roundId });
    expect(paid.round).toMatchObject({ state: 'CASHED_OUT', payout: '6.25', nextMultiplier: null });
    expect(paid.round.mines).toEqual([...(await minesOf(roundId))].sort((a, b) => a - b));
    expect(paid.balance).toBe('101.25');
    expect(await walletBalance(server, player)).toBe(101_25n);
    expect(await roundOf(server, 'HOUSE', roundId)).toMatchObject({
      state: 'SETTLED',
      stake: 500n,
      win: 625n,
    });
    // A repeated cash out pays nothing more.
    expect((await game.call(minesCashOutCall, { roundId })).round.payout).toBe('6.25');
    expect(await walletBalance(server, player)).toBe(101_25n);
    const [, , third] = await safeTilesOf(roundId);
    expect(await refusal(game.call(minesRevealCall, { roundId, tile: third! }))).toBe('MINES_ROUND_ENDED');

    // After the seed is revealed, the round verifies in the browser's engine.
    const rotation = await game.call(studioRotateSeedCall, {});
    const [recalled] = (await game.call(minesRecallCall, {})).rounds;
    expect(recalled).toMatchObject({ roundId, serverSeed: rotation.revealed.serverSeed });
    expect(hashServerSeed(rotation.revealed.serverSeed)).toBe(recalled!.serverSeedHash);
    const verified = verifyMinesRound({
      ...recalled!,
      serverSeed: recalled!.serverSeed!,
      mines: recalled!.mines!,
    });
    expect(verified).toMatchObject({ ok: true, payout: '6.25' });
  });

  it('loses the stake on a mine and closes the round with a win of 0', async () => {
    const player = await newPlayer(server, 20_00n);
    const { game } = await openFor(player);
    const started = await game.call(minesStartCall, { betLevel: FIVE, mines: 5, requestId: requestId() });
    const roundId = started.round.roundId;
    const [mine] = await minesOf(roundId);
    const lost = await game.call(minesRevealCall, { roundId, tile: mine! });
    expect(lost.round).toMatchObject({ state: 'LOST', payout: '0.00', multiplier: null, reveals: [mine] });
    expect(lost.round.mines).toHaveLength(5);
    expect(lost.balance).toBe('15.00');
    expect(await walletBalance(server, player)).toBe(15_00n);
    expect(await roundOf(server, 'HOUSE', roundId)).toMatchObject({ state: 'SETTLED', stake: 500n, win: 0n });
    const [safe] = await safeTilesOf(roundId);
    expect(await refusal(game.call(minesRevealCall, { roundId, tile: safe! }))).toBe('MINES_ROUND_ENDED');
    expect(await refusal(game.call(minesCashOutCall, { roundId }))).toBe('MINES_ROUND_ENDED');
    expect((await game.call(minesRecallCall, {})).rounds[0]).toMatchObject({ roundId, state: 'LOST' });
  });

  it('pays the board at once when every safe tile is open', async () => {
    const player = await newPlayer(server, 10_00n);
    const { game } = await openFor(player);
    const started = await game.call(minesStartCall, { betLevel: 0, mines: 24, requestId: requestId() });
    const [only] = await safeTilesOf(started.round.roundId);
    const cleared = await game.call(minesRevealCall, { roundId: started.round.roundId, tile: only! });
    expect(cleared.round).toMatchObject({ state: 'CASHED_OUT', payout: '24.25', multiplier: '24.25' });
    expect(await walletBalance(server, player)).toBe(33_25n);
  });

  it('answers a repeated start with the same round and takes the stake once', async () => {
    const player = await newPlayer(server, 50_00n);
    const { game } = await openFor(player);
    const id = requestId();
    const [a, b] = await Promise.all([
      game.call(minesStartCall, { betLevel: FIVE, mines: 3, requestId: id }),
      game.call(minesStartCall, { betLevel: FIVE, mines: 3, requestId: id }),
    ]);
    expect(a.round.roundId).toBe(b.round.roundId);
    expect(await walletBalance(server, player)).toBe(45_00n);
    expect(await refusal(game.call(minesStartCall, { betLevel: FIVE, mines: 4, requestId: id }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it('refuses a second round while one is open, without using a nonce or money', async () => {
    const player = await newPlayer(server, 50_00n);
    const { game } = await openFor(player);
    const first = await game.call(minesStartCall, { betLevel: FIVE, mines: 3, requestId: requestId() });
    expect(await refusal(game.call(minesStartCall, { betLevel: 0, mines: 3, requestId: requestId() }))).toBe(
      'MINES_ROUND_OPEN',
    );
    expect(await walletBalance(server, player)).toBe(45_00n);
    expect(await refusal(game.call(minesCashOutCall, { roundId: first.round.roundId }))).toBe(
      'MINES_NOTHING_TO_CASH_OUT',
    );
    const [mine] = await minesOf(first.round.roundId);
    await game.call(minesRevealCall, { roundId: first.round.roundId, tile: mine! });
    const next = await game.call(minesStartCall, { betLevel: 0, mines: 3, requestId: requestId() });
    expect(next.round.nonce).toBe(first.round.nonce + 1);
  });

  it('gives the open round back after a reload, and it plays on from the new game session', async () => {
    const player = await newPlayer(server, 50_00n);
    const before = await openFor(player);
    const started = await before.game.call(minesStartCall, {
      betLevel: FIVE,
      mines: 2,
      requestId: requestId(),
    });
    const roundId = started.round.roundId;
    const [first, second] = await safeTilesOf(roundId);
    await before.game.call(minesRevealCall, { roundId, tile: first! });

    const after = await openFor(player);
    expect(after.opened.balance).toBe('45.00');
    const resumed = await after.game.call(minesOpenRoundCall, {});
    expect(resumed.round).toMatchObject({ roundId, state: 'OPEN', reveals: [first], mines: null });
    await after.game.call(minesRevealCall, { roundId, tile: second! });
    const paid = await after.game.call(minesCashOutCall, { roundId });
    expect(paid.round.payout).toBe('5.75');
    expect(await walletBalance(server, player)).toBe(50_75n);
    expect((await after.game.call(minesOpenRoundCall, {})).round).toBeNull();
  });

  it('refuses a stake above the balance and leaves no round open', async () => {
    const player = await newPlayer(server, 2_00n);
    const { game } = await openFor(player);
    expect(
      await refusal(game.call(minesStartCall, { betLevel: FIVE, mines: 3, requestId: requestId() })),
    ).toBe('INSUFFICIENT_BALANCE');
    expect(await walletBalance(server, player)).toBe(2_00n);
    expect((await game.call(minesOpenRoundCall, {})).round).toBeNull();
    const smaller = await game.call(minesStartCall, { betLevel: 0, mines: 3, requestId: requestId() });
    expect(smaller.balance).toBe('1.00');
  });

  it('keeps other players and other games out of a round', async () => {
    const owner = await openFor(await newPlayer(server, 10_00n));
    const other = await openFor(await newPlayer(server, 10_00n));
    const started = await owner.game.call(minesStartCall, { betLevel: 0, mines: 3, requestId: requestId() });
    expect(await refusal(other.game.call(minesRevealCall, { roundId: started.round.roundId, tile: 0 }))).toBe(
      'NOT_FOUND',
    );
    expect(await refusal(other.game.call(minesCashOutCall, { roundId: started.round.roundId }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('play money', () => {
  it('plays a guest demo round from the session balance, still provably fair', async () => {
    const { game, opened } = await openFor(null, true);
    expect(opened).toMatchObject({ demo: true, balance: '2000.00' });
    const started = await game.call(minesStartCall, { betLevel: 3, mines: 1, requestId: requestId() });
    expect(started.balance).toBe('1990.00');
    const roundId = started.round.roundId;
    const [first] = await safeTilesOf(roundId);
    await game.call(minesRevealCall, { roundId, tile: first! });
    const paid = await game.call(minesCashOutCall, { roundId });
    expect(paid).toMatchObject({ balance: '2000.10', round: { state: 'CASHED_OUT', payout: '10.10' } });
    const rotation = await game.call(studioRotateSeedCall, {});
    const [recalled] = (await game.call(minesRecallCall, {})).rounds;
    expect(
      verifyMinesRound({ ...recalled!, serverSeed: rotation.revealed.serverSeed, mines: recalled!.mines! })
        .ok,
    ).toBe(true);
  });
});

// PGlite runs one statement at a time, so it gets fewer rounds; PostgreSQL (TEST_DATABASE_URL) gets 500 at once.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const PLAYERS = ON_POSTGRES ? 500 : 24;

describe(`${PLAYERS} concurrent rounds${ON_POSTGRES ? ' (PostgreSQL)' : ''}`, () => {
  it('never overdraws, opens one round per player, pays each once, and leaves the ledger balanced', {
    timeout: 300_000,
  }, async () => {
    // Each player can afford one stake of 5.00 and tries three rounds at once.
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const id = await newPlayer(server, 5_00n);
        return { id, ...(await openFor(id)) };
      }),
    );
    const results = await Promise.all(
      players.map(async ({ id, game }, index) => {
        const attempts = await Promise.allSettled(
          [0, 1, 2].map(() =>
            game.call(minesStartCall, { betLevel: FIVE, mines: 3, requestId: requestId() }),
          ),
        );
        const started = attempts.filter((a) => a.status === 'fulfilled');
        expect(started).toHaveLength(1);
        const round = (started[0] as PromiseFulfilledResult<{ round: { roundId: string } }>).value.round;
        const mines = await minesOf(round.roundId);
        const safe = Array.from({ length: 25 }, (_, t) => t).find((t) => !mines.includes(t))!;
        // Half lose on a mine; half open a safe tile and cash out twice at once.
        if (index % 2 === 0) {
          await game.call(minesRevealCall, { roundId: round.roundId, tile: mines[0]! });
          return { id, expected: 0n };
        }
        await game.call(minesRevealCall, { roundId: round.roundId, tile: safe });
        await Promise.all([
          game.call(minesCashOutCall, { roundId: round.roundId }),
          game.call(minesCashOutCall, { roundId: round.roundId }),
        ]);
        return { id, expected: 5_50n };
      }),
    );
    for (const { id, expected } of results) expect(await walletBalance(server, id)).toBe(expected);
    const check = await checkLedger(server.db);
    expect(check.ok).toBe(true);
  });
});
