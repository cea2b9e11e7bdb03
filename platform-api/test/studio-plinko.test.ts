import { hashServerSeed, replayDrop, verifyDrop } from '@platform/house-engine';
import {
  type CallResponse,
  createApiClient,
  formatMoney,
  gameLaunchFbCall,
  launchGameCall,
  loginCall,
  parseMoney,
  studioOpenCall,
  studioPlinkoDropCall,
  studioPlinkoRoundsCall,
  studioPlinkoRulesCall,
  studioRecallCall,
  studioRotateSeedCall,
  studioSpinCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseVendorAdapter } from '../src/modules/studio/launch-service';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { refusal } from './refusal';
import { newPlayer, REGION, roundOf, walletBalance } from './seamless-fixtures';

const GAME = 'HOUSE_PLINKO';
// PGlite runs one statement at a time, so it gets fewer; PostgreSQL (TEST_DATABASE_URL) gets 500 drops at once.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

let server: TestServer;
let member: TestClient;
let requestCounter = 0;
function requestId(): string {
  requestCounter += 1;
  return `drop-${Date.now()}-${requestCounter}-abcdef`;
}

beforeAll(async () => {
  server = await startTestServer();
  member = server.client();
  await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
});
afterAll(() => server.close());

/** The game's side: a client that sends the game session header, as the iframe does. */
function gameClient(session: { token: string | null }) {
  // A race's drops of one player queue behind each other: they may wait longer than a player would.
  return createApiClient({
    baseUrl: server.baseUrl,
    getGameSession: () => session.token,
    timeoutMs: 120_000,
  });
}

const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('launch') ?? '';

async function openFor(memberId: number | null, demo = false, gameCode = GAME) {
  const { url } = await houseVendorAdapter.launch(server.deps, {
    memberId,
    // Launched straight through the adapter, under no login of the member.
    memberSession: null,
    merchantCode: REGION.merchantCode,
    regionCurrency: REGION.currency,
    language: 'EN',
    gameCode,
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

type Drop = CallResponse<typeof studioPlinkoDropCall>;

describe('opening plinko', () => {
  it('launches from the catalogue and opens as plinko with its stakes and 99.00% RTP before the first bet', async () => {
    const { url } = await member.call(launchGameCall, { gameCode: GAME, vendor: 'HOUSE', language: 'CN' });
    expect(url).toMatch(/^\/house-games\/plinko\/\?launch=[A-Za-z0-9_-]{40,}&lang=CN$/);
    const opened = await gameClient({ token: null }).call(studioOpenCall, { launchToken: tokenOf(url) });
    expect(opened).toMatchObject({ gameCode: GAME, kind: 'plinko', rtp: '99.00', demo: false });
    expect(opened.betLevels).toEqual(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00']);
    expect(opened.paytable).toBeUndefined();
    expect(opened.fair.nonce).toBe(0);
  });

  it('publishes every board (8-16 rows, three risks) with its multipliers and exact RTP, to anyone', async () => {
    const rules = await gameClient({ token: null }).call(studioPlinkoRulesCall, { gameCode: GAME });
    expect(rules.boards).toHaveLength(27);
    expect(rules.boards.every((board) => board.rtp === '99.00')).toBe(true);
    expect(rules.boards.every((board) => board.multipliers.length === board.rows + 1)).toBe(true);
    const board = rules.boards.find((b) => b.rows === 8 && b.risk === 'low');
    expect(board?.multipliers).toEqual([
      '5.58',
      '2.70',
      '1.39',
      '0.77',
      '0.50',
      '0.77',
      '1.39',
      '2.70',
      '5.58',
    ]);
    expect(rules.engineVersion).toBe('plinko-1');
    expect(
      await refusal(
        gameClient({ token: null }).call(studioPlinkoRulesCall, { gameCode: 'HOUSE_SLOT_TEMPLE' }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('money drops', () => {
  it('settle through the seamless wallet: the balance moves by win minus stake and the bet record holds the drop', async () => {
    const memberId = await newPlayer(server, 500_00n);
    const { game } = await openFor(memberId);
    const rules = await game.call(studioPlinkoRulesCall, { gameCode: GAME });
    let expected = 500_00n;
    const boards = [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
      [11, 'high'],
    ] as const;
    for (const [i, [rows, risk]] of boards.entries()) {
      const { round, balance, fair } = await game.call(studioPlinkoDropCall, {
        stake: '5.00',
        rows,
        risk,
        requestId: requestId(),
      });
      expect(round).toMatchObject({
        rows,
        risk,
        stake: '5.00',
        nonce: i,
        balanceBefore: formatMoney(expected),
      });
      expect(round.path).toHaveLength(rows);
      expect(round.bucket).toBe([...round.path].filter((step) => step === 'R').length);
      const board = rules.boards.find((b) => b.rows === rows && b.risk === risk)!;
      expect(round.multiplier).toBe(board.multipliers[round.bucket]);
      expect(parseMoney(round.totalWin)).toBe((500n * parseMoney(round.multiplier)) / 100n);
      expected += parseMoney(round.totalWin) - 500n;
      expect(balance).toBe(formatMoney(expected));
      expect(fair.nonce).toBe(i + 1);
      expect(await roundOf(server, 'HOUSE', round.roundId)).toMatchObject({
        state: 'SETTLED',
        stake: 500n,
        win: parseMoney(round.totalWin),
        category: 'RNG',
      });
    }
    expect(await walletBalance(server, memberId)).toBe(expected);
  });

  it('answers a retried drop with the same round, moving money once; the same id with another bet is refused', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const id = requestId();
    const first = await game.call(studioPlinkoDropCall, {
      stake: '2.00',
      rows: 10,
      risk: 'medium',
      requestId: id,
    });
    const again = await game.call(studioPlinkoDropCall, {
      stake: '2.00',
      rows: 10,
      risk: 'medium',
      requestId: id,
    });
    expect(again.round).toEqual(first.round);
    expect(await walletBalance(server, memberId)).toBe(parseMoney(first.round.balanceAfter));
    for (const other of [
      { stake: '5.00', rows: 10, risk: 'medium' },
      { stake: '2.00', rows: 11, risk: 'medium' },
      { stake: '2.00', rows: 10, risk: 'high' },
    ] as const) {
      expect(await refusal(game.call(studioPlinkoDropCall, { ...other, requestId: id }))).toBe(
        'IDEMPOTENCY_CONFLICT',
      );
    }
    expect(await walletBalance(server, memberId)).toBe(parseMoney(first.round.balanceAfter));
    const next = await game.call(studioPlinkoDropCall, {
      stake: '2.00',
      rows: 10,
      risk: 'medium',
      requestId: requestId(),
    });
    expect(next.round.nonce).toBe(first.round.nonce + 1);
  });

  it('refuses a stake above the balance and a stake the game does not offer, moving nothing', async () => {
    const memberId = await newPlayer(server, 50n);
    const { game } = await openFor(memberId);
    const drop = (stake: string) =>
      game.call(studioPlinkoDropCall, { stake, rows: 8, risk: 'low', requestId: requestId() });
    expect(await refusal(drop('1.00'))).toBe('INSUFFICIENT_BALANCE');
    expect(await refusal(drop('0.50'))).toBe('BAD_REQUEST');
    expect(await refusal(drop('3.00'))).toBe('BAD_REQUEST');
    expect(await walletBalance(server, memberId)).toBe(50n);
    expect((await game.call(studioPlinkoRoundsCall, {})).rounds).toEqual([]);
  });

  it("keeps plinko's calls and the slot's apart", async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game: plinko } = await openFor(memberId);
    const { game: slot } = await openFor(memberId, false, 'HOUSE_SLOT_TEMPLE');
    expect(await refusal(plinko.call(studioSpinCall, { betLevel: 0, requestId: requestId() }))).toBe(
      'NOT_FOUND',
    );
    expect(await refusal(plinko.call(studioRecallCall, {}))).toBe('NOT_FOUND');
    expect(
      await refusal(
        slot.call(studioPlinkoDropCall, { stake: '1.00', rows: 8, risk: 'low', requestId: requestId() }),
      ),
    ).toBe('NOT_FOUND');
    expect(await refusal(slot.call(studioPlinkoRoundsCall, {}))).toBe('NOT_FOUND');
    expect(await walletBalance(server, memberId)).toBe(100_00n);
  });
});

describe('provably fair drops and recall', () => {
  it('shows the last 10 drops with their paths, and each one verifies once the seed is revealed', async () => {
    const memberId = await newPlayer(server, 1000_00n);
    const { game, opened } = await openFor(memberId);
    const played: Drop[] = [];
    for (let i = 0; i < 12; i += 1) {
      const rows = 8 + (i % 9);
      const risk = (['low', 'medium', 'high'] as const)[i % 3]!;
      played.push(
        await game.call(studioPlinkoDropCall, { stake: '1.00', rows, risk, requestId: requestId() }),
      );
    }
    const before = (await game.call(studioPlinkoRoundsCall, {})).rounds;
    expect(before).toEqual(
      played
        .slice(2)
        .reverse()
        .map((answer) => answer.round),
    );
    expect(before.every((round) => round.serverSeed === null)).toBe(true);

    const { revealed } = await game.call(studioRotateSeedCall, {});
    expect(hashServerSeed(revealed.serverSeed)).toBe(opened.fair.serverSeedHash);
    const { rounds } = await game.call(studioPlinkoRoundsCall, {});
    expect(rounds).toHaveLength(10);
    for (const round of rounds) {
      expect(round.serverSeed).toBe(revealed.serverSeed);
      expect(verifyDrop({ ...round, serverSeed: round.serverSeed! }).mismatches).toEqual([]);
    }
    // A drop stored with another path would not verify.
    const [newest] = rounds;
    const tampered = {
      ...newest!,
      serverSeed: newest!.serverSeed!,
      bucket: (newest!.bucket + 1) % (newest!.rows + 1),
    };
    expect(verifyDrop(tampered).ok).toBe(false);
    expect(replayDrop({ ...revealed, nonce: 0, rows: 8, risk: 'low', stake: 100n }).path).toBe(
      played[0]!.round.path,
    );
  });
});

describe('demo drops', () => {
  it('plays a guest with 2000.00 of play money, no wallet, still provably fair', async () => {
    const { url } = await server.client().call(gameLaunchFbCall, { gameCode: GAME, vendor: 'HOUSE' });
    const session = { token: null as string | null };
    const game = gameClient(session);
    const opened = await game.call(studioOpenCall, { launchToken: tokenOf(url) });
    session.token = opened.gameSession;
    expect(opened).toMatchObject({ demo: true, balance: '2000.00', kind: 'plinko' });
    const before = await server.sql('select count(*)::text as n from vendor_transactions');
    let balance = 2000_00n;
    for (let i = 0; i < 4; i += 1) {
      const answer = await game.call(studioPlinkoDropCall, {
        stake: '100.00',
        rows: 16,
        risk: 'high',
        requestId: requestId(),
      });
      balance += parseMoney(answer.round.totalWin) - 100_00n;
      expect(answer.balance).toBe(formatMoney(balance));
    }
    expect(await server.sql('select count(*)::text as n from vendor_transactions')).toEqual(before);
    const { revealed } = await game.call(studioRotateSeedCall, {});
    const { rounds } = await game.call(studioPlinkoRoundsCall, {});
    expect(rounds).toHaveLength(4);
    for (const round of rounds)
      expect(verifyDrop({ ...round, serverSeed: revealed.serverSeed }).ok).toBe(true);
  });

  it('refuses a demo stake above the play money left', async () => {
    const { game, opened } = await openFor(null, true);
    expect(opened.demo).toBe(true);
    await server.sql(`update studio_game_sessions set demo_balance = 10 where demo and member_id is null`);
    expect(
      await refusal(
        game.call(studioPlinkoDropCall, { stake: '1.00', rows: 8, risk: 'low', requestId: requestId() }),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
  });
});

describe(`${ON_POSTGRES ? 500 : 120} concurrent drops over HTTP${ON_POSTGRES ? ' (PostgreSQL)' : ''}`, () => {
  it('never overdraws, settles each drop once however often it is sent, and leaves the ledger balanced', async () => {
    const PLAYERS = 5;
    const PER_PLAYER = ON_POSTGRES ? 100 : 24;
    // One stake each on the riskiest board, where four drops in five pay back less than the stake: every balance is
    // soon too low for the next drop, unless a player is very lucky (all five: about once in 10^5 runs).
    const START = 10_00n;
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const memberId = await newPlayer(server, START);
        return { memberId, ...(await openFor(memberId)) };
      }),
    );
    // Every tenth send repeats an earlier id of the same player, in flight with it.
    const sends = players.flatMap((player, p) => {
      const ids = Array.from({ length: PER_PLAYER }, (_, i) => `race-${p}-${i}-${Date.now()}`);
      return ids.map((id, i) => ({ player, id: i % 10 === 9 ? ids[i - 5]! : id }));
    });
    const answers = await Promise.all(
      sends.map(({ player, id }) =>
        player.game
          .call(studioPlinkoDropCall, { stake: '10.00', rows: 16, risk: 'high', requestId: id })
          .then((answer) => ({ answer, refused: null as string | null }))
          .catch(async (error: unknown) => ({ answer: null, refused: await refusal(Promise.reject(error)) })),
      ),
    );
    expect(new Set(answers.flatMap((a) => (a.refused ? [a.refused] : [])))).toEqual(
      new Set(['INSUFFICIENT_BALANCE']),
    );
    expect(answers.some((a) => a.refused === 'INSUFFICIENT_BALANCE')).toBe(true);

    for (const player of players) {
      const mine = answers
        .filter((_, i) => sends[i]!.player === player)
        .flatMap((a) => (a.answer ? [a.answer] : []));
      // One round per request id, answered alike however many times it was sent.
      const byRound = new Map<string, Drop['round']>();
      for (const { round } of mine) {
        const seen = byRound.get(round.roundId);
        if (seen) expect(round).toEqual(seen);
        byRound.set(round.roundId, round);
      }
      const rounds = [...byRound.values()];
      expect(new Set(rounds.map((r) => r.nonce)).size).toBe(rounds.length);
      const net = rounds.reduce((sum, r) => sum + parseMoney(r.totalWin) - 10_00n, 0n);
      const balance = await walletBalance(server, player.memberId);
      expect(balance).toBe(START + net);
      expect(balance).toBeGreaterThanOrEqual(0n);
      expect(rounds.every((r) => parseMoney(r.balanceAfter) >= 0n)).toBe(true);
      const [records] = await server.sql<{ n: number; stake: string; win: string }>(
        `select count(*)::int as n, coalesce(sum(stake), 0)::text as stake, coalesce(sum(win), 0)::text as win
           from game_rounds where vendor = 'HOUSE' and member_id = $1 and state = 'SETTLED'`,
        [player.memberId],
      );
      expect(records?.n).toBe(rounds.length);
      expect(BigInt(records!.stake)).toBe(BigInt(rounds.length) * 10_00n);
      expect(BigInt(records!.win)).toBe(rounds.reduce((sum, r) => sum + parseMoney(r.totalWin), 0n));
      const [stored] = await server.sql<{ n: number }>(
        `select count(*)::int as n from studio_rounds where member_id = $1 and state = 'SETTLED'`,
        [player.memberId],
      );
      expect(stored?.n).toBe(rounds.length);
    }
    expect((await checkLedger(server.db)).ok).toBe(true);
  }, 180_000);
});
