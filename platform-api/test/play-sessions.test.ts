import {
  changePasswordCall,
  createApiClient,
  launchGameCall,
  lockMemberCall,
  loginCall,
  logoutCall,
  studioOpenCall,
} from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seamlessWallet } from '../src/modules/seamless-wallet/seamless-wallet';
import { startTestServer, type TestServer } from './harness';
import { newBettor } from './lottery-fixtures';
import { refusal } from './refusal';
import { openSlot, sessionFor, walletBalance } from './seamless-fixtures';

// Decision 194: a game's sessions end with the login that launched it and never outlive that login's lifetime, so a
// stolen game session stops moving the member's money when they log out, reset their password or support locks them.

const SLOT = 'HOUSE_SLOT_TEMPLE';
const PASSWORD = 'lottery-pass-1';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function accountOf(memberId: number): Promise<string> {
  const [row] = await server.sql<{ account: string }>('select account from members where id = $1', [
    memberId,
  ]);
  return row?.account as string;
}

describe("a game's sessions end with the login that launched it", () => {
  it('on logout: the open game refuses the next spin, and no money moves', async () => {
    const { client: member, id } = await newBettor(server, 100_00n);
    const slot = await openSlot(server, member);
    await slot.spin();
    // The spin above left the game's and the wallet's sessions as this server copy keeps them between spins.
    await member.call(logoutCall, {});
    const balance = await walletBalance(server, id);
    expect(await refusal(slot.spin())).toBe('GAME_SESSION_EXPIRED');
    expect(await refusal(slot.recall())).toBe('GAME_SESSION_EXPIRED');
    expect(await walletBalance(server, id)).toBe(balance);
  });

  it('when the account logs in elsewhere, and a launch token not yet opened ends too', async () => {
    const { client: first, id } = await newBettor(server, 100_00n);
    const slot = await openSlot(server, first);
    const { url } = await first.call(launchGameCall, { gameCode: SLOT, vendor: 'HOUSE', language: 'EN' });
    const second = server.client();
    await second.call(loginCall, { username: await accountOf(id), password: PASSWORD });
    expect(await refusal(slot.spin())).toBe('GAME_SESSION_EXPIRED');
    const game = createApiClient({ baseUrl: server.baseUrl, getGameSession: () => null });
    const launchToken = new URL(url, server.baseUrl).searchParams.get('launch') ?? '';
    expect(await refusal(game.call(studioOpenCall, { launchToken }))).toBe('GAME_LAUNCH_INVALID');
    // The new login plays on.
    await (await openSlot(server, second)).spin();
  });

  it('on a password change: the games of this login play on (the other logins have already ended)', async () => {
    const { client: member } = await newBettor(server, 100_00n);
    const slot = await openSlot(server, member);
    await member.call(changePasswordCall, {
      oldPassword: PASSWORD,
      newPassword: 'lotterypass2',
      confirmNewPassword: 'lotterypass2',
    });
    expect((await slot.spin()).round.stake).toBe('0.20');
  });

  it('when support locks the account', async () => {
    const { client: member, id } = await newBettor(server, 100_00n);
    const slot = await openSlot(server, member);
    await slot.spin();
    const support = await server.operatorClient();
    await support.call(lockMemberCall, { memberId: id, reason: 'reported stolen' });
    expect(await refusal(slot.spin())).toBe('GAME_SESSION_EXPIRED');
  });

  it("for an outside vendor's wallet session: bets are refused, a win of a round already played is still paid", async () => {
    const { client: member, id } = await newBettor(server, 100_00n);
    const wallet = seamlessWallet(server.deps);
    const sessionId = await sessionFor(server, id, { vendor: 'PSV' });
    const round = { sessionId, gameCode: 'G' };
    expect(
      await wallet.bet('PSV', { ...round, transactionId: 'ps-b1', roundId: 'ps-r1', amount: 100n }),
    ).toMatchObject({ ok: true });
    await member.call(logoutCall, {});
    expect(
      await wallet.bet('PSV', { ...round, transactionId: 'ps-b2', roundId: 'ps-r2', amount: 100n }),
    ).toMatchObject({ ok: false, code: 'SESSION_EXPIRED' });
    expect(
      await wallet.win('PSV', {
        ...round,
        transactionId: 'ps-w1',
        roundId: 'ps-r1',
        amount: 250n,
        closeRound: true,
      }),
    ).toMatchObject({ ok: true });
    expect(await walletBalance(server, id)).toBe(100_00n - 100n + 250n);
  });

  it("never outlives the login's lifetime, however often the player spins", async () => {
    const { client: member } = await newBettor(server, 1_000_00n);
    const slot = await openSlot(server, member);
    const lifetimeMs = server.deps.config.session.absoluteHours * 3_600_000;
    // A spin every 20 minutes keeps the game's sessions from idling out, up to the login's end.
    for (let played = 0; played + 20 * 60_000 < lifetimeMs; played += 20 * 60_000) {
      server.advance(20 * 60_000);
      await slot.spin();
    }
    server.advance(20 * 60_000);
    expect(await refusal(slot.spin())).toBe('GAME_SESSION_EXPIRED');
  });
});
