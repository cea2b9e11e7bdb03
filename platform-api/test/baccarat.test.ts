import { BACCARAT_PUBLISHED_RTP, hashServerSeed, verifyShoe } from '@platform/house-engine';
import {
  baccaratDealCall,
  baccaratHandsCall,
  baccaratRulesCall,
  baccaratShoeCall,
  type CallResponse,
  createApiClient,
  parseMoney,
  studioClientSeedCall,
  studioOpenCall,
  studioRotateSeedCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseVendorAdapter } from '../src/modules/studio/launch-service';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';
import { refusal } from './refusal';
import { newPlayer, REGION, roundOf, walletBalance } from './seamless-fixtures';

const GAME = 'HOUSE_BACCARAT';
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

let server: TestServer;
let counter = 0;
const requestId = () => {
  counter += 1;
  return `hand-${Date.now()}-${counter}-abcdef`;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function openFor(memberId: number | null, options: { demo?: boolean; gameCode?: string } = {}) {
  const { url } = await houseVendorAdapter.launch(server.deps, {
    memberId,
    // Launched straight through the adapter, under no login of the member.
    memberSession: null,
    merchantCode: REGION.merchantCode,
    regionCurrency: REGION.currency,
    language: 'EN',
    gameCode: options.gameCode ?? GAME,
    demo: options.demo ?? false,
    walletVendor: 'MAIN',
    returnUrl: '/pvp',
  });
  const session = { token: null as string | null };
  const game = createApiClient({ baseUrl: server.baseUrl, getGameSession: () => session.token });
  const launchToken = new URL(url, 'http://site').searchParams.get('launch') ?? '';
  const opened = await game.call(studioOpenCall, { launchToken });
  session.token = opened.gameSession;
  return { game, opened };
}

type Hand = CallResponse<typeof baccaratDealCall>['hand'];
const net = (hand: Hand) => parseMoney(hand.totalWin) - parseMoney(hand.stake);

describe('opening the table', () => {
  it("answers the game's kind, chips, the banker bet's RTP, and the shoe's commitment before the first hand", async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game, opened } = await openFor(memberId);
    expect(opened).toMatchObject({ kind: 'baccarat', rtp: BACCARAT_PUBLISHED_RTP.banker, balance: '100.00' });
    expect(opened.betLevels).toEqual(['1.00', '5.00', '10.00', '50.00', '100.00', '500.00']);
    expect(opened.paytable).toBeUndefined();
    const shoe = await game.call(baccaratShoeCall, {});
    expect(shoe).toMatchObject({ serverSeedHash: opened.fair.serverSeedHash, cardsDealt: 0, handsDealt: 0 });
    expect(shoe.cardsToCut).toBe(402);
  });

  it('publishes each bet with what it pays and its RTP', async () => {
    const rules = await createApiClient({ baseUrl: server.baseUrl }).call(baccaratRulesCall, {});
    expect(rules.bets).toEqual([
      { kind: 'player', pays: '1:1', rtp: '98.76' },
      { kind: 'banker', pays: '0.95:1', rtp: '98.94' },
      { kind: 'tie', pays: '8:1', rtp: '85.64' },
      { kind: 'playerPair', pays: '11:1', rtp: '89.64' },
      { kind: 'bankerPair', pays: '11:1', rtp: '89.64' },
    ]);
    expect(rules).toMatchObject({ decks: 8, shoeSize: 416, stakeUnit: '1.00', maxStake: '5000.00' });
  });
});

describe('a hand for money', () => {
  it('deals and settles several bets at once through the wallet, recorded under PVP', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const bets = [
      { kind: 'banker', stake: '10.00' },
      { kind: 'tie', stake: '1.00' },
      { kind: 'playerPair', stake: '2.00' },
    ] as const;
    const answer = await game.call(baccaratDealCall, { bets: [...bets], requestId: requestId() });
    const { hand } = answer;
    expect(hand.stake).toBe('13.00');
    expect(hand.position).toBe(0);
    expect(hand.player.length + hand.banker.length).toBe(answer.shoe.cardsDealt);
    expect(hand.bets.map((bet) => bet.kind)).toEqual(['banker', 'tie', 'playerPair']);
    const banker = hand.bets[0]!.win;
    expect(banker).toBe(hand.winner === 'banker' ? '19.50' : hand.winner === 'tie' ? '10.00' : '0.00');
    expect(hand.bets[1]!.win).toBe(hand.winner === 'tie' ? '9.00' : '0.00');
    expect(hand.bets[2]!.win).toBe(hand.playerPair ? '24.00' : '0.00');
    expect(await walletBalance(server, memberId)).toBe(100_00n + net(hand));
    expect(answer.balance).toBe(hand.balanceAfter);
    expect(hand.balanceBefore).toBe('100.00');
    expect(await roundOf(server, 'HOUSE', hand.roundId)).toMatchObject({
      state: 'SETTLED',
      stake: 13_00n,
      win: parseMoney(hand.totalWin),
      category: 'PVP',
    });
    expect((await game.call(baccaratHandsCall, {})).hands).toEqual([hand]);
  });

  it('answers a repeated request with the same hand and moves the money once', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const request = { bets: [{ kind: 'player' as const, stake: '5.00' }], requestId: requestId() };
    const [first, second] = await Promise.all([
      game.call(baccaratDealCall, request),
      game.call(baccaratDealCall, request),
    ]);
    expect(second.hand).toEqual(first.hand);
    const again = await game.call(baccaratDealCall, request);
    expect(again.hand).toEqual(first.hand);
    expect(await walletBalance(server, memberId)).toBe(100_00n + net(first.hand));
    expect((await game.call(baccaratShoeCall, {})).handsDealt).toBe(1);
    expect(
      await refusal(game.call(baccaratDealCall, { ...request, bets: [{ kind: 'player', stake: '6.00' }] })),
    ).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses a hand the balance cannot cover, deals no card and takes nothing', async () => {
    const memberId = await newPlayer(server, 3_00n);
    const { game } = await openFor(memberId);
    const request = {
      bets: [
        { kind: 'banker' as const, stake: '2.00' },
        { kind: 'tie' as const, stake: '2.00' },
      ],
    };
    expect(await refusal(game.call(baccaratDealCall, { ...request, requestId: requestId() }))).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await walletBalance(server, memberId)).toBe(3_00n);
    expect((await game.call(baccaratShoeCall, {})).cardsDealt).toBe(0);
    expect((await game.call(baccaratHandsCall, {})).hands).toEqual([]);
  });

  it('refuses stakes off the table: parts of 1.00, over the maximum, the same bet twice, another game', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const deal = (bets: { kind: 'player' | 'banker'; stake: string }[]) =>
      refusal(game.call(baccaratDealCall, { bets, requestId: requestId() }));
    expect(await deal([{ kind: 'player', stake: '1.50' }])).toBe('BAD_REQUEST');
    expect(await deal([{ kind: 'player', stake: '5001.00' }])).toBe('BAD_REQUEST');
    expect(await deal([{ kind: 'player', stake: '0.00' }])).toBe('BAD_REQUEST');
    expect(await deal([{ kind: 'player', stake: '-1.00' }])).toBe('BAD_REQUEST');
    expect(
      await deal([
        { kind: 'player', stake: '1.00' },
        { kind: 'player', stake: '1.00' },
      ]),
    ).toBe('BAD_REQUEST');
    expect(await deal([])).toBe('BAD_REQUEST');
    expect(await walletBalance(server, memberId)).toBe(100_00n);
    const slot = await openFor(memberId, { gameCode: 'HOUSE_SLOT_TEMPLE' });
    expect(
      await refusal(
        slot.game.call(baccaratDealCall, {
          bets: [{ kind: 'player', stake: '1.00' }],
          requestId: requestId(),
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await refusal(slot.game.call(baccaratShoeCall, {}))).toBe('NOT_FOUND');
  });
});

describe('the shoe', () => {
  it('deals from one committed shoe to the cut card, then reveals it and commits the next', async () => {
    const memberId = await newPlayer(server, 1_000_00n);
    const { game, opened } = await openFor(memberId);
    const committed = opened.fair.serverSeedHash;
    const hands: Hand[] = [];
    let last: CallResponse<typeof baccaratDealCall> | undefined;
    for (let i = 0; i < 120 && !last?.revealedShoe; i += 1) {
      last = await game.call(baccaratDealCall, {
        bets: [{ kind: 'player', stake: '1.00' }],
        requestId: requestId(),
      });
      hands.push(last.hand);
    }
    const revealed = last?.revealedShoe;
    expect(revealed?.serverSeedHash).toBe(committed);
    expect(hashServerSeed(revealed!.serverSeed)).toBe(committed);
    expect(hands.at(-1)!.serverSeed).toBe(revealed!.serverSeed);
    const verified = verifyShoe({
      ...revealed!,
      hands: hands.map((hand) => ({
        position: hand.position,
        player: hand.player.map((card) => card.index),
        banker: hand.banker.map((card) => card.index),
      })),
    });
    expect(verified.mismatches).toEqual([]);
    expect(verified.replayed.hands).toHaveLength(hands.length);
    expect(last!.shoe).toMatchObject({ cardsDealt: 0, handsDealt: 0 });
    expect(last!.shoe.serverSeedHash).not.toBe(committed);
    const next = await game.call(baccaratDealCall, {
      bets: [{ kind: 'player', stake: '1.00' }],
      requestId: requestId(),
    });
    expect(next.hand).toMatchObject({
      position: 0,
      serverSeedHash: last!.shoe.serverSeedHash,
      serverSeed: null,
    });
    const moved = hands.reduce((sum, hand) => sum + net(hand), net(next.hand));
    expect(await walletBalance(server, memberId)).toBe(1_000_00n + moved);
    // Some 75 hands one after another: minutes on a busy PostgreSQL.
  }, 300_000);

  it('keeps the client seed of a started shoe; a new one applies from the next shoe', async () => {
    const memberId = await newPlayer(server, 100_00n);
    const { game } = await openFor(memberId);
    const first = await game.call(baccaratDealCall, {
      bets: [{ kind: 'banker', stake: '1.00' }],
      requestId: requestId(),
    });
    await game.call(studioClientSeedCall, { clientSeed: 'my-own-seed' });
    expect((await game.call(baccaratShoeCall, {})).clientSeed).toBe(first.hand.clientSeed);
    const second = await game.call(baccaratDealCall, {
      bets: [{ kind: 'banker', stake: '1.00' }],
      requestId: requestId(),
    });
    expect(second.hand.clientSeed).toBe(first.hand.clientSeed);
    // Ending the shoe early reveals it: its two hands verify with the seed the shoe kept.
    const rotation = await game.call(studioRotateSeedCall, {});
    const verified = verifyShoe({
      serverSeed: rotation.revealed.serverSeed,
      serverSeedHash: rotation.revealed.serverSeedHash,
      clientSeed: first.hand.clientSeed,
      hands: [first.hand, second.hand].map((hand) => ({
        position: hand.position,
        player: hand.player.map((card) => card.index),
        banker: hand.banker.map((card) => card.index),
      })),
    });
    expect(verified.ok).toBe(true);
    const third = await game.call(baccaratDealCall, {
      bets: [{ kind: 'banker', stake: '1.00' }],
      requestId: requestId(),
    });
    expect(third.hand).toMatchObject({ clientSeed: 'my-own-seed', position: 0 });
    expect((await game.call(baccaratHandsCall, {})).hands[2]!.serverSeed).toBe(rotation.revealed.serverSeed);
  });
});

describe('demo play', () => {
  it('plays a guest from play money without touching a wallet', async () => {
    const { game, opened } = await openFor(null, { demo: true });
    expect(opened).toMatchObject({ demo: true, balance: '2000.00', kind: 'baccarat' });
    const { hand, balance } = await game.call(baccaratDealCall, {
      bets: [{ kind: 'player', stake: '100.00' }],
      requestId: requestId(),
    });
    expect(parseMoney(balance)).toBe(2000_00n + net(hand));
    expect((await game.call(baccaratHandsCall, {})).hands).toEqual([hand]);
    expect(
      await refusal(
        game.call(baccaratDealCall, { bets: [{ kind: 'tie', stake: '3000.00' }], requestId: requestId() }),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
  });
});

// PGlite runs one statement at a time, so it gets fewer; PostgreSQL (TEST_DATABASE_URL) gets 500 hands at once.
const PLAYERS = ON_POSTGRES ? 50 : 8;
const HANDS_EACH = ON_POSTGRES ? 10 : 5;

describe(`${PLAYERS * HANDS_EACH} concurrent hands`, () => {
  it('never overdraws, settles each hand once, tiles each shoe and keeps the ledger balanced', async () => {
    // Each player can cover about half of the hands: the balance runs out mid-race.
    const start = 25_00n;
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const memberId = await newPlayer(server, start);
        return { memberId, ...(await openFor(memberId)) };
      }),
    );
    const outcomes = await Promise.all(
      players.map(({ game }) =>
        Promise.all(
          Array.from({ length: HANDS_EACH }, async (_, i) => {
            const request = {
              bets: [
                { kind: 'banker' as const, stake: '4.00' },
                { kind: 'bankerPair' as const, stake: '1.00' },
              ],
              requestId: requestId(),
            };
            // One hand in three is sent twice at once, as a retrying client would.
            const copies = i % 3 === 0 ? 2 : 1;
            const answers = await Promise.allSettled(
              Array.from({ length: copies }, () => game.call(baccaratDealCall, request)),
            );
            return answers;
          }),
        ),
      ),
    );
    for (const [index, { memberId }] of players.entries()) {
      const settled = new Map<string, Hand>();
      for (const answers of outcomes[index]!) {
        const hands = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.hand] : []));
        for (const hand of hands) {
          const seen = settled.get(hand.roundId);
          if (seen) expect(hand).toEqual(seen);
          settled.set(hand.roundId, hand);
        }
      }
      const balance = await walletBalance(server, memberId);
      expect(balance).toBeGreaterThanOrEqual(0n);
      const moved = [...settled.values()].reduce((sum, hand) => sum + net(hand), 0n);
      expect(balance).toBe(start + moved);
      const rounds = await server.sql<{
        nonce: number;
        state: string;
        steps: { player: unknown[]; banker: unknown[] };
      }>(`select nonce, state, steps from studio_rounds where member_id = $1 order by nonce`, [memberId]);
      expect(rounds.filter((round) => round.state === 'SETTLED')).toHaveLength(settled.size);
      expect(rounds.filter((round) => round.state === 'PENDING')).toEqual([]);
      let position = 0;
      for (const round of rounds) {
        expect(round.nonce).toBe(position);
        position += round.steps.player.length + round.steps.banker.length;
      }
    }
    expect((await checkLedger(server.db)).ok).toBe(true);
  }, 180_000);
});
