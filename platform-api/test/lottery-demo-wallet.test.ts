import {
  betRecordsCall,
  gameVendorsCall,
  getBalanceV2Call,
  loginCall,
  lotteryGameMenusCall,
  lotteryMyBetsCall,
  lotteryPlaceBetCall,
  walletTransferCall,
  winnerBoardCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOTTERY_MEMBER, DEMO_MEMBER } from '../src/db/seed';
import { runnerTick } from '../src/modules/lottery/lottery-runner';
import { checkLedger } from '../src/modules/wallet/ledger-service';
import { startTestServer, type TestServer } from './harness';
import { untilNextMinute } from './lottery-fixtures';
import { refusal } from './refusal';
import { walletBalance } from './seamless-fixtures';

// The demo region whose lottery plays from its vendor wallet (decisions 080, 097): DEMOTH lists LOTTERY among its
// wallets, and the demo seeds a member there.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo lottery wallet region', () => {
  it("takes the demo Thai member's SSC bet from the Lottery wallet and pays it back there, leaving main alone", async () => {
    server.advance(untilNextMinute(server, 1000));
    await runnerTick(server.deps, server.deps.lotteryEngine);
    const client = server.client({ merchant: DEMO_LOTTERY_MEMBER.merchantCode });
    await client.call(loginCall, {
      username: DEMO_LOTTERY_MEMBER.account,
      password: DEMO_LOTTERY_MEMBER.password,
    });
    const [row] = await server.sql<{ id: number }>(
      'select id from members where merchant_code = $1 and account = $2',
      [DEMO_LOTTERY_MEMBER.merchantCode, DEMO_LOTTERY_MEMBER.account],
    );
    const id = row?.id as number;

    const wallets = await client.call(getBalanceV2Call, {});
    expect(wallets).toMatchObject({ isSingle: 0, balance: '1000.00' });
    expect(wallets.vendors.map((v) => [v.vendor, v.balance])).toContainEqual(['LOTTERY', '0.00']);
    const lottery = (await client.call(gameVendorsCall, {})).find((c) => c.title === 'LOTT');
    expect(lottery?.cards.map((c) => [c.vassalage, c.walletCode])).toEqual([
      ['LOTT', 'LOTTERY'],
      ['TCG_LOTTO_VN', 'LOTTERY'],
      ['TCG_SEA', 'LOTTERY'],
    ]);

    const issue = (await client.call(lotteryGameMenusCall, {})).games.find(
      (g) => g.gameCode === 'SSC1',
    )?.current;
    if (!issue) throw new Error('SSC1 has no current issue');
    // Every digit of the first position: 10 bets of 1.00, one of which wins whatever is drawn.
    const slip = {
      gameCode: 'SSC1',
      issueNumber: issue.issueNumber,
      unitStake: '1',
      multiplier: 1,
      bets: [
        { betType: 'ssc.position_digit', selection: { position: 0, digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } },
      ],
      total: '10',
    };
    // The main wallet's 1,000.00 is not the lottery's: nothing is in the Lottery wallet yet.
    expect(
      await refusal(client.call(lotteryPlaceBetCall, { ...slip, requestId: 'demo-th-lottery-0001' })),
    ).toBe('INSUFFICIENT_BALANCE');
    await client.call(walletTransferCall, {
      from: 'MAIN',
      to: 'LOTTERY',
      amount: '100',
      idempotencyKey: 'demo-th-transfer-0001',
    });
    const placed = await client.call(lotteryPlaceBetCall, { ...slip, requestId: 'demo-th-lottery-0002' });
    expect(placed).toMatchObject({ wallet: 'LOTTERY', balance: '90.00' });
    expect(await walletBalance(server, id, 'LOTTERY')).toBe(9_000n);
    expect(await walletBalance(server, id)).toBe(90_000n);

    server.advance(60_000);
    await runnerTick(server.deps, server.deps.lotteryEngine);
    const [won] = (await client.call(lotteryMyBetsCall, {})).content;
    expect(won?.state).toBe('WON');
    expect(await walletBalance(server, id, 'LOTTERY')).toBe(
      9_000n + BigInt(Math.round(Number(won?.payout) * 100)),
    );
    expect(await walletBalance(server, id)).toBe(90_000n);
    expect((await checkLedger(server.db)).ok).toBe(true);

    // Recorded under the wallet (LOTTERY), the bet still carries the catalogue's name and icon of SSC1.
    const record = await client.call(betRecordsCall, { category: 'LOTT' });
    expect(record.content.map((r) => [r.vendor, r.vendorName, r.gameName])).toEqual([
      ['LOTTERY', 'Lottery', 'SSC 1-minute'],
    ]);
    const board = await client.call(winnerBoardCall, { language: 'EN' });
    expect(board.vo).toContainEqual(
      expect.objectContaining({ gameName: 'SSC 1-minute', iconUrl: '/media/lottery/ssc.svg' }),
    );
  });

  it('leaves the other demo regions on the main wallet', async () => {
    const client = server.client();
    await client.call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
    const wallets = await client.call(getBalanceV2Call, {});
    expect(wallets.vendors.map((v) => v.vendor)).not.toContain('LOTTERY');
    const lottery = (await client.call(gameVendorsCall, {})).find((c) => c.title === 'LOTT');
    expect(lottery?.cards.every((c) => c.walletCode === 'MAIN')).toBe(true);
  });
});
