import {
  fairStream,
  hashServerSeed,
  replaySpin,
  slotSpin,
  TEMPLE_PAYTABLE,
  verifyRound,
} from '@platform/house-engine';
import {
  type CallResponse,
  createApiClient,
  formatMoney,
  gameLaunchFbCall,
  launchGameCall,
  loginCall,
  parseMoney,
  studioClientSeedCall,
  studioOpenCall,
  studioRecallCall,
  studioRotateSeedCall,
  studioSeedsCall,
  studioSpinCall,
  studioVerifyInfoCall,
  walletBalanceCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, sweepExpiredRows } from '../src/modules/retention/retention-sweep';
import { sha256 } from '../src/modules/security/tokens';
import { houseVendorAdapter, LAUNCH_TOKEN_TTL_MS } from '../src/modules/studio/launch-service';
import { nodeHmacSha256 } from '../src/modules/studio/studio-hmac';
import { openMoneyRound, openMoneyRounds } from '../src/modules/studio/studio-store';
import { DEMO_MEMBER, startTestServer, type TestClient, type TestServer } from './harness';
import { refusal } from './refusal';
import { newPlayer, REGION, roundOf, walletBalance } from './seamless-fixtures';

const GAME = 'HOUSE_SLOT_TEMPLE';
let server: TestServer;
let member: TestClient;
let requestCounter = 0;
function requestId(): string {
  requestCounter += 1;
  return `spin-${Date.now()}-${requestCounter}-abcdef`;
}

beforeAll(async () => {
  server = await startTestServer();
  member = server.client();
  await member.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
});
afterAll(() => server.close());

/** The game's side: a client that sends the game session header, as the iframe does. */
function gameClient(session: { token: string | null }) {
  return createApiClient({ baseUrl: server.baseUrl, getGameSession: () => session.token });
}

const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('launch') ?? '';

/** Launches the slot for a member (straight through the HOUSE adapter, as the catalogue's launch does). */
async function launchFor(memberId: number | null, demo = false): Promise<string> {
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
  return tokenOf(url);
}

async function openFor(memberId: number | null, demo = false) {
  const session = { token: null as string | null };
  const game = gameClient(session);
  const opened = await game.call(studioOpenCall, { launchToken: await launchFor(memberId, demo) });
  session.token = opened.gameSession;
  return { game, opened };
}

describe('launch and open', () => {
  it('launches from the catalogue to the game page with a one-time token that opens once', async () => {
    const { url } = await member.call(launchGameCall, { gameCode: GAME, vendor: 'HOUSE', language: 'KM' });
    expect(url).toMatch(/^\/house-games\/slot\/\?launch=[A-Za-z0-9_-]{40,}&lang=KM$/);
    const game = gameClient({ token: null });
    const opened = await game.call(studioOpenCall, { launchToken: tokenOf(url) });
    const wallet = await member.call(walletBalanceCall, {});
    expect(opened).toMatchObject({
      gameCode: GAME,
      demo: false,
      balance: wallet.balance,
      rtp: '96.02',
      kind: 'slot',
      lines: 20,
    });
    expect(opened.betLevels).toEqual(['0.20', '0.40', '1.00', '2.00', '4.00', '10.00', '20.00']);
    expect(opened.paytable?.strips).toEqual(TEMPLE_PAYTABLE.strips);
    expect(opened.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await refusal(game.call(studioOpenCall, { launchToken: tokenOf(url) }))).toBe(
      'GAME_LAUNCH_INVALID',
    );
  });

  it('refuses a launch token after two minutes, and an unknown one', async () => {
    const token = await launchFor(await newPlayer(server, 100_00n));
    server.advance(LAUNCH_TOKEN_TTL_MS + 1000);
    const game = gameClient({ token: null });
    expect(await refusal(game.call(studioOpenCall, { launchToken: token }))).toBe('GAME_LAUNCH_INVALID');
    expect(await refusal(game.call(studioOpenCall, { launchToken: 'x'.repeat(43) }))).toBe(
      'GAME_LAUNCH_INVALID',
    );
  });

  it('leaves expired launch tokens to the retention sweep', async () => {
    const token = await launchFor(await newPlayer(server, 0n));
    const stored = () =>
      server.sql('select 1 from studio_launch_tokens where token_hash = $1', [sha256(token)]);
    expect(await stored()).toHaveLength(1);
    server.advance((DEFAULT_RETENTION.keepDays + 1) * 86_400_000);
    await sweepExpiredRows(server.deps);
    expect(await stored()).toHaveLength(0);
  });

  it('refuses game calls without a live game session, and the member token is no game session', async () => {
    const anonymous = gameClient({ token: null });
    expect(await refusal(anonymous.call(studioSeedsCall, {}))).toBe('GAME_SESSION_EXPIRED');
    expect(await refusal(gameClient({ token: member.token }).call(studioSeedsCall, {}))).toBe(
      'GAME_SESSION_EXPIRED',
    );
    const { game } = await openFor(await newPlayer(server, 100_00n));
    server.advance(31 * 60 * 1000);
    expect(await refusal(game.call(studioSeedsCall, {}))).toBe('GAME_SESSION_EXPIRED');
  });
});

describe('money spins', () => {
  it('settle through the seamless wallet: the balance moves by win minus stake and the bet record holds the round', async () => {
    const memberId = await newPlayer(server, 500_00n);
    const { game, opened } = await openFor(memberId);
    expect(opened.balance).toBe('500.00');
    let expected = 500_00n;
    for (let i = 0; i < 12; i += 1) {
      const { round, balance, fair } = await game.call(studioSpinCall, {
        betLevel: 2,
        requestId: requestId(),
      });
      expect(round.stake).toBe('1.00');
      expect(round.balanceBefore).toBe(formatMoney(expected));
      expected += parseMoney(round.totalWin) - 100n;
      expect(round.balanceAfter).toBe(formatMoney(expected));
      expect(balance).toBe(formatMoney(expected));
      expect(fair.nonce).toBe(round.nonce + 1);
      const record = await roundOf(server, 'HOUSE', round.roundId);
      expect(record).toMatchObject({
        state: 'SETTLED',
        stake: 100n,
        win: parseMoney(round.totalWin),
        category: 'RNG',
      });
    }
    expect(await walletBalance(server, memberId)).toBe(expected);
  });

  it('answers a retried spin (same request id) with the same round, moving money once', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const id = requestId();
    const first = await game.call(studioSpinCall, { betLevel: 3, requestId: id });
    const again = await game.call(studioSpinCall, { betLevel: 3, requestId: id });
    expect(again.round).toEqual(first.round);
    expect(await walletBalance(server, memberId)).toBe(parseMoney(first.round.balanceAfter));
    expect(await refusal(game.call(studioSpinCall, { betLevel: 4, requestId: id }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    const next = await game.call(studioSpinCall, { betLevel: 3, requestId: requestId() });
    expect(next.round.nonce).toBe(first.round.nonce + 1);
  });

  it('settles one round when the same request arrives several times at once', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => game.call(studioSpinCall, { betLevel: 4, requestId: id })),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.round))).size).toBe(1);
    const round = answers[0]!.round;
    expect(await walletBalance(server, memberId)).toBe(100_00n - 400n + parseMoney(round.totalWin));
    expect((await game.call(studioRecallCall, {})).rounds).toHaveLength(1);
  });

  it('settles a round left PENDING by a failure when the spin is retried, with the outcome its nonce gives', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game, opened } = await openFor(memberId);
    const [session] = await server.sql<{ id: string }>(
      'select id::text as id from studio_game_sessions where token_hash = $1',
      [sha256(opened.gameSession)],
    );
    const id = requestId();
    // As if the server stopped after taking the nonce and storing the round, before the wallet was asked.
    await openMoneyRound(server.db, {
      roundId: `${session!.id}-${id}`,
      gameSessionId: session!.id,
      requestId: id,
      memberId,
      gameCode: GAME,
      paytableId: TEMPLE_PAYTABLE.id,
      betLevel: 2,
      stake: 100n,
      createdAt: server.deps.now(),
    });
    expect(await walletBalance(server, memberId)).toBe(100_00n);
    const { round } = await game.call(studioSpinCall, { betLevel: 2, requestId: id });
    expect(round.nonce).toBe(0);
    expect(await walletBalance(server, memberId)).toBe(100_00n - 100n + parseMoney(round.totalWin));
    const { revealed } = await game.call(studioRotateSeedCall, {});
    const replayed = replaySpin({ ...revealed, nonce: 0, paytable: TEMPLE_PAYTABLE, stake: 100n });
    expect(formatMoney(replayed.totalWin)).toBe(round.totalWin);
    expect(replayed.steps[0]!.stops).toEqual(round.steps[0]!.stops);
  });

  it('takes the same members’ nonces in concurrent statements of opposite orders without a deadlock', async () => {
    const players = await Promise.all(
      Array.from({ length: 32 }, async () => {
        const memberId = await newPlayer(server, 100_00n);
        const { opened } = await openFor(memberId);
        const [session] = await server.sql<{ id: string }>(
          'select id::text as id from studio_game_sessions where token_hash = $1',
          [sha256(opened.gameSession)],
        );
        return { memberId, sessionId: session!.id };
      }),
    );
    const open = (order: typeof players) =>
      openMoneyRounds(
        server.db,
        order.map(({ memberId, sessionId }) => {
          const id = requestId();
          return {
            roundId: `${sessionId}-${id}`,
            gameSessionId: sessionId,
            requestId: id,
            memberId,
            gameCode: GAME,
            paytableId: TEMPLE_PAYTABLE.id,
            betLevel: 1,
            stake: 40n,
            createdAt: server.deps.now(),
          };
        }),
      );
    const TIMES = 30;
    for (let n = 0; n < TIMES; n += 1) {
      // Two batches of the open queue under way at once, their players in opposite orders (as arrival makes them).
      const [forward, backward] = await Promise.all([open(players), open([...players].reverse())]);
      expect(forward.size + backward.size).toBe(2 * players.length);
    }
    const taken = await server.sql<{ nonces: number[] }>(
      `select array_agg(nonce order by nonce) as nonces from studio_rounds
        where member_id = any ($1::int[]) group by member_id`,
      [players.map((p) => p.memberId)],
    );
    expect(taken).toHaveLength(players.length);
    for (const { nonces } of taken) expect(nonces).toEqual(Array.from({ length: 2 * TIMES }, (_, i) => i));
  });

  it('refuses a stake above the balance, moving nothing', async () => {
    const memberId = await newPlayer(server, 50n);
    const { game } = await openFor(memberId);
    expect(await refusal(game.call(studioSpinCall, { betLevel: 2, requestId: requestId() }))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await walletBalance(server, memberId)).toBe(50n);
    expect((await game.call(studioRecallCall, {})).rounds).toEqual([]);
    expect(await refusal(game.call(studioSpinCall, { betLevel: 7, requestId: requestId() }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('answers a spin its wallet cannot settle with a system error, moving nothing, and logs the cause', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const [firstId, secondId] = [requestId(), requestId()];
    const first = await game.call(studioSpinCall, { betLevel: 1, requestId: firstId });
    const balance = await walletBalance(server, memberId);
    // The wallet's round of the next request, closed behind the studio's back: a state that should not happen.
    const roundId = `${first.round.roundId.slice(0, -firstId.length)}${secondId}`;
    await server.sql(
      `insert into game_rounds (merchant_code, vendor, round_id, member_id, game_code, category, currency, opened_at,
                                state, stake, win, bets, closed_at, settled_day)
       select merchant_code, vendor, $2, member_id, game_code, category, currency, opened_at, 'SETTLED', 0, 0, 0,
              closed_at, settled_day
         from game_rounds where vendor = 'HOUSE' and round_id = $1`,
      [first.round.roundId, roundId],
    );
    const logged = server.errorLog().length;
    expect(await refusal(game.call(studioSpinCall, { betLevel: 1, requestId: secondId }))).toBe(
      'SYSTEM_ERROR',
    );
    expect(await walletBalance(server, memberId)).toBe(balance);
    const log = server.errorLog().slice(logged);
    expect(log).toContain('system error');
    expect(log).toContain('the wallet refused the round: ROUND_CLOSED');
  });

  it("keeps each member's nonces and money apart when many members spin at once (shared statements)", async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const memberId = await newPlayer(server, 100_00n);
        return { memberId, ...(await openFor(memberId)) };
      }),
    );
    const answers = await Promise.all(
      players.map(({ game }) =>
        Promise.all(
          Array.from({ length: 3 }, () => game.call(studioSpinCall, { betLevel: 1, requestId: requestId() })),
        ),
      ),
    );
    for (const [index, { memberId }] of players.entries()) {
      const mine = answers[index]!;
      expect(mine.map((a) => a.round.nonce).sort()).toEqual([0, 1, 2]);
      const net = mine.reduce((sum, a) => sum + parseMoney(a.round.totalWin) - 40n, 0n);
      expect(await walletBalance(server, memberId)).toBe(100_00n + net);
    }
  });

  it('gives parallel spins distinct nonces, each settled once', async () => {
    const memberId = await newPlayer(server, 1000_00n);
    const { game } = await openFor(memberId);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => game.call(studioSpinCall, { betLevel: 0, requestId: requestId() })),
    );
    const nonces = answers.map((a) => a.round.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 16 }, (_, i) => nonces[0]! + i));
    const net = answers.reduce((sum, a) => sum + parseMoney(a.round.totalWin) - 20n, 0n);
    expect(await walletBalance(server, memberId)).toBe(1000_00n + net);
  });
});

describe('a session in play', () => {
  it('stays open while the player spins, past the idle time of its launch, and ends when the player stops', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    // A spin every 20 minutes for two hours: each moves both the game session and its wallet session on.
    for (let i = 0; i < 6; i += 1) {
      server.advance(20 * 60 * 1000);
      await game.call(studioSpinCall, { betLevel: 0, requestId: requestId() });
    }
    server.advance(31 * 60 * 1000);
    expect(await refusal(game.call(studioSpinCall, { betLevel: 0, requestId: requestId() }))).toBe(
      'GAME_SESSION_EXPIRED',
    );
  });

  it('stays open when another server process kept it alive, though this one read it before (decision 075)', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game, opened } = await openFor(memberId);
    const before = await game.call(studioSpinCall, { betLevel: 0, requestId: requestId() });
    // Another process of the site took the player's spins meanwhile and moved both sessions' idle expiry on.
    server.advance(25 * 60 * 1000);
    const later = new Date(server.deps.now().getTime() + 30 * 60 * 1000);
    await server.sql(
      'update studio_game_sessions set last_seen = $2, expires_at = $3 where token_hash = $1',
      [sha256(opened.gameSession), server.deps.now(), later],
    );
    await server.sql('update vendor_sessions set last_seen = $2, expires_at = $3 where member_id = $1', [
      memberId,
      server.deps.now(),
      later,
    ]);
    server.advance(10 * 60 * 1000);
    const after = await game.call(studioSpinCall, { betLevel: 0, requestId: requestId() });
    expect(parseMoney(after.balance)).toBe(
      parseMoney(before.balance) - 20n + parseMoney(after.round.totalWin),
    );
  });
});

describe('provably fair', () => {
  it('reveals the old server seed on rotation, and replaySpin reproduces every stored round exactly', async () => {
    const memberId = await newPlayer(server, 200_00n);
    const { game, opened } = await openFor(memberId);
    const chosen = await game.call(studioClientSeedCall, { clientSeed: 'my-lucky_seed' });
    expect(chosen).toMatchObject({ clientSeed: 'my-lucky_seed', serverSeedHash: opened.fair.serverSeedHash });
    for (let i = 0; i < 5; i += 1) await game.call(studioSpinCall, { betLevel: 1, requestId: requestId() });
    const before = (await game.call(studioRecallCall, {})).rounds;
    expect(before.every((round) => round.serverSeed === null)).toBe(true);

    const rotation = await game.call(studioRotateSeedCall, {});
    expect(rotation.revealed).toMatchObject({
      serverSeedHash: opened.fair.serverSeedHash,
      clientSeed: 'my-lucky_seed',
    });
    expect(hashServerSeed(rotation.revealed.serverSeed)).toBe(opened.fair.serverSeedHash);
    expect(rotation.revealed.lastNonce).toBe(4);
    expect(rotation.next).toMatchObject({ clientSeed: 'my-lucky_seed', nonce: 0 });
    expect(rotation.next.serverSeedHash).not.toBe(opened.fair.serverSeedHash);
    expect(await game.call(studioSeedsCall, {})).toEqual(rotation.next);

    const { rounds } = await game.call(studioRecallCall, {});
    expect(rounds.map((round) => round.nonce)).toEqual([4, 3, 2, 1, 0]);
    const { paytable } = await gameClient({ token: null }).call(studioVerifyInfoCall, { gameCode: GAME });
    for (const round of rounds) {
      expect(round.serverSeed).toBe(rotation.revealed.serverSeed);
      const replayed = replaySpin({
        serverSeed: round.serverSeed!,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        paytable,
        stake: parseMoney(round.stake),
      });
      expect(formatMoney(replayed.totalWin)).toBe(round.totalWin);
      expect(replayed.steps.map((step) => step.stops)).toEqual(round.steps.map((step) => step.stops));
      expect(replayed.steps.map((step) => step.window)).toEqual(round.steps.map((step) => step.window));
      expect(verifyRound({ ...round, serverSeed: round.serverSeed! }, paytable).mismatches).toEqual([]);
    }
    const next = await game.call(studioSpinCall, { betLevel: 1, requestId: requestId() });
    expect(next.round).toMatchObject({
      nonce: 0,
      serverSeedHash: rotation.next.serverSeedHash,
      serverSeed: null,
    });
  });

  it('keeps every round verifiable when spins and a rotation cross', async () => {
    const { game } = await openFor(await newPlayer(server, 500_00n));
    const spins = () => game.call(studioSpinCall, { betLevel: 0, requestId: requestId() });
    const [first, rotation, second] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, spins)),
      game.call(studioRotateSeedCall, {}),
      Promise.all(Array.from({ length: 4 }, spins)),
    ]);
    const last = await game.call(studioRotateSeedCall, {});
    const seedsByHash = new Map([
      [rotation.revealed.serverSeedHash, rotation.revealed.serverSeed],
      [last.revealed.serverSeedHash, last.revealed.serverSeed],
    ]);
    const { rounds } = await game.call(studioRecallCall, {});
    expect(rounds).toHaveLength(8);
    expect(rounds.map((r) => r.roundId).sort()).toEqual(
      [...first, ...second].map((a) => a.round.roundId).sort(),
    );
    for (const round of rounds) {
      expect(round.serverSeed).toBe(seedsByHash.get(round.serverSeedHash));
      const replayed = replaySpin({
        ...round,
        serverSeed: round.serverSeed!,
        paytable: TEMPLE_PAYTABLE,
        stake: 20n,
      });
      expect(formatMoney(replayed.totalWin)).toBe(round.totalWin);
      expect(replayed.steps[0]!.stops).toEqual(round.steps[0]!.stops);
    }
  });

  it('computes each round from HMAC(server seed, client seed:nonce:cursor) with the published paytable', async () => {
    const { game } = await openFor(await newPlayer(server, 100_00n));
    const { round } = await game.call(studioSpinCall, { betLevel: 0, requestId: requestId() });
    const { revealed } = await game.call(studioRotateSeedCall, {});
    const expected = slotSpin(
      fairStream(
        { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: round.nonce },
        nodeHmacSha256,
      ),
      TEMPLE_PAYTABLE,
      0,
    );
    expect(round.steps[0]!.stops).toEqual(expected.steps[0]!.stops);
  });
});

describe('recall', () => {
  it('shows the last 10 rounds of the member and game, newest first, with steps and balances', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const played: CallResponse<typeof studioSpinCall>[] = [];
    for (let i = 0; i < 12; i += 1)
      played.push(await game.call(studioSpinCall, { betLevel: 0, requestId: requestId() }));
    // A new session of the same member sees the same rounds.
    const { game: later } = await openFor(memberId);
    const { rounds } = await later.call(studioRecallCall, {});
    expect(rounds).toHaveLength(10);
    expect(rounds).toEqual(
      played
        .slice(2)
        .reverse()
        .map((answer) => answer.round),
    );
    expect(rounds[0]!.steps[0]!.window).toHaveLength(5);
  });
});

describe('demo play', () => {
  it('plays a guest with 2000.00 of play money, no wallet, still provably fair', async () => {
    const { url } = await server.client().call(gameLaunchFbCall, { gameCode: GAME, vendor: 'HOUSE' });
    const session = { token: null as string | null };
    const game = gameClient(session);
    const opened = await game.call(studioOpenCall, { launchToken: tokenOf(url) });
    session.token = opened.gameSession;
    expect(opened).toMatchObject({ demo: true, balance: '2000.00' });
    const before = await server.sql<{ n: string }>('select count(*)::text as n from vendor_transactions');
    let balance = 2000_00n;
    for (let i = 0; i < 5; i += 1) {
      const answer = await game.call(studioSpinCall, { betLevel: 6, requestId: requestId() });
      balance += parseMoney(answer.round.totalWin) - 2000n;
      expect(answer.balance).toBe(formatMoney(balance));
    }
    expect(await server.sql('select count(*)::text as n from vendor_transactions')).toEqual(before);
    const { revealed } = await game.call(studioRotateSeedCall, {});
    const { rounds } = await game.call(studioRecallCall, {});
    expect(rounds).toHaveLength(5);
    const replayed = replaySpin({
      ...revealed,
      nonce: rounds[0]!.nonce,
      paytable: TEMPLE_PAYTABLE,
      stake: 2000n,
    });
    expect(formatMoney(replayed.totalWin)).toBe(rounds[0]!.totalWin);
  });

  it("keeps a member's demo rounds apart from the money rounds and the wallet", async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game: money } = await openFor(memberId);
    await money.call(studioSpinCall, { betLevel: 0, requestId: requestId() });
    const walletAfterMoney = await walletBalance(server, memberId);
    const { game: demo, opened } = await openFor(memberId, true);
    expect(opened).toMatchObject({ demo: true, balance: '2000.00' });
    const { round } = await demo.call(studioSpinCall, { betLevel: 5, requestId: requestId() });
    expect(round.balanceBefore).toBe('2000.00');
    expect(await walletBalance(server, memberId)).toBe(walletAfterMoney);
    expect((await demo.call(studioRecallCall, {})).rounds.map((r) => r.roundId)).toEqual([round.roundId]);
    expect((await money.call(studioRecallCall, {})).rounds).toHaveLength(1);
  });

  it('refuses a demo stake above the play money left', async () => {
    const { game } = await openFor(null, true);
    await server.sql(`update studio_game_sessions set demo_balance = 10 where demo and member_id is null`);
    expect(await refusal(game.call(studioSpinCall, { betLevel: 0, requestId: requestId() }))).toBe(
      'INSUFFICIENT_BALANCE',
    );
  });

  it('refuses a money launch without a member', async () => {
    await expect(launchFor(null, false)).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});
