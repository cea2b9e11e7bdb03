import { findBetType, lotteryGame, verify } from '@platform/lottery-engine';
import {
  lotteryGameMenusCall,
  lotteryPlaceBetCall,
  openedNumeroCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVISIONING_FILE } from '../src/db/seed';
import { runnerTick } from '../src/modules/lottery/lottery-runner';
import {
  ProvisioningError,
  parseProvisioning,
  readProvisioningFile,
} from '../src/modules/provisioning/provisioning-service';
import { startTestServer, type TestServer } from './harness';
import { newBettor, untilNextMinute } from './lottery-fixtures';
import { refusal } from './refusal';
import { walletBalance } from './seamless-fixtures';

// The server with @platform/lottery-engine itself, and the demo's lottery games from its provisioning file.

let server: TestServer;
let counter = 0;
const requestId = () => `wired-${Date.now()}-${++counter}-abc`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the lottery with its engine', () => {
  it('lists the demo region games, takes SSC bets, draws, settles by the engine and verifies the draw', async () => {
    server.advance(untilNextMinute(server, 1000));
    const engine = server.deps.lotteryEngine;
    await runnerTick(server.deps, engine);
    const { id, client } = await newBettor(server, 50_000n);
    const menus = await client.call(lotteryGameMenusCall, {});
    expect(menus.games.map((g) => g.gameCode)).toEqual(
      expect.arrayContaining(['SSC1', 'PK10', '11X5', 'K3', 'LHC', 'VN_NORTH', 'SEA6D', '3D']),
    );
    const issue = menus.games.find((g) => g.gameCode === 'SSC1')?.current;
    if (!issue) throw new Error('SSC1 has no current issue');
    const bets = [
      { betType: 'ssc.position_digit', selection: { position: 0, digits: [0, 1, 2, 3, 4] } },
      { betType: 'ssc.two_sided', selection: { target: 'sum', pick: 'big' } },
    ];
    const slip = {
      gameCode: 'SSC1',
      issueNumber: issue.issueNumber,
      unitStake: '2',
      multiplier: 3,
      bets,
      total: '36',
    };
    await client.call(lotteryPlaceBetCall, { ...slip, requestId: requestId() });
    expect(
      await refusal(
        client.call(lotteryPlaceBetCall, {
          ...slip,
          requestId: requestId(),
          bets: [{ betType: 'pk10.car_position', selection: { position: 0, cars: [1] } }],
          total: '6',
        }),
      ),
    ).toBe('LOTTERY_BET_TYPE_UNKNOWN');
    expect(
      await refusal(
        client.call(lotteryPlaceBetCall, {
          ...slip,
          requestId: requestId(),
          bets: [{ betType: 'ssc.position_digit', selection: { position: 7, digits: [1] } }],
          total: '6',
        }),
      ),
    ).toBe('LOTTERY_SELECTION_INVALID');
    server.advance(60_000);
    await runnerTick(server.deps, engine);
    const results = await client.call(openedNumeroCall, { gameCode: 'SSC1' });
    const result = results.content.find((r) => r.issueNumber === issue.issueNumber);
    const numbers = result?.numbers as number[];
    const game = lotteryGame('SSC1');
    if (!game || !result?.serverSeed) throw new Error('no result');
    expect(verify(game, result.serverSeed, issue.issueNumber, issue.seedHash, numbers)).toBe(true);
    // What the engine says each bet returns (hundredths of a unit stake), paid on 2.00 x 3 per unit.
    const returned = bets.reduce(
      (sum, b) => sum + (findBetType(b.betType)?.settle(b.selection, numbers).returned ?? 0),
      0,
    );
    expect(await walletBalance(server, id)).toBe(50_000n - 3_600n + (600n * BigInt(returned)) / 100n);
  });
});

describe('lottery games in a provisioning file', () => {
  it('takes engine games with odds the engine knows, and refuses unknown games, bet types and odds keys', async () => {
    const demo = await readProvisioningFile(DEMO_PROVISIONING_FILE);
    const withGames = (lotteryGames: unknown) => {
      const file = structuredClone(demo) as unknown as { brands: { regions: { lotteryGames: unknown }[] }[] };
      const region = file.brands[0]?.regions[0];
      if (region) region.lotteryGames = lotteryGames;
      return () => parseProvisioning(file, 'test.json');
    };
    expect(withGames([{ gameCode: 'SSC1', odds: { 'ssc.position_digit': { win: 980 } } }])).not.toThrow();
    for (const bad of [
      [{ gameCode: 'NOPE' }],
      [{ gameCode: 'SSC1', odds: { 'pk10.car_position': { win: 980 } } }],
      [{ gameCode: 'SSC1', odds: { 'ssc.position_digit': { lose: 980 } } }],
      [{ gameCode: 'SSC1', odds: { 'ssc.position_digit': { win: 0 } } }],
      [{ gameCode: 'SSC1', minAmount: '10.00', maxAmount: '1.00' }],
    ])
      expect(withGames(bad), JSON.stringify(bad)).toThrow(ProvisioningError);
  });
});
