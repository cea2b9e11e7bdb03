import { randomUUID } from 'node:crypto';
import {
  createApiClient,
  launchGameCall,
  studioOpenCall,
  studioRecallCall,
  studioSpinCall,
} from '@platform/shared-contracts/server';
import { openVendorSession } from '../src/modules/seamless-wallet/seamless-wallet';
import { ensureAccount, post } from '../src/modules/wallet/ledger-service';
import { grantOpeningBalance } from '../src/modules/wallet/opening-balance';
import type { TestClient, TestServer } from './harness';

// Players for seamless-wallet tests: fresh members of the demo's Cambodian region with an opening balance.

export const REGION = { merchantCode: 'DEMOKH', currency: 'KHR' } as const;
/** The in-house slot the demo catalogue lists in DEMOKH. */
const SLOT = 'HOUSE_SLOT_TEMPLE';

let counter = 0;

/** A new member of DEMOKH with `balance` (minor units) in the main wallet. */
export async function newPlayer(server: TestServer, balance: bigint): Promise<number> {
  counter += 1;
  const [row] = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash, first_time_login)
     values ($1, $2, 'x', false) returning id`,
    [REGION.merchantCode, `sw${counter}${Date.now() % 1_000_000}`],
  );
  const id = row?.id as number;
  if (balance > 0n)
    await server.db.transaction((tx) =>
      grantOpeningBalance(tx, { ...REGION, memberId: id, amount: balance, createdAt: server.deps.now() }),
    );
  return id;
}

/** A vendor session for the member on the main wallet (or the vendor wallet named). */
export async function sessionFor(
  server: TestServer,
  memberId: number,
  options: { vendor?: string; gameCode?: string; wallet?: string; category?: string } = {},
): Promise<string> {
  const { sessionId } = await openVendorSession(server.deps, {
    ...REGION,
    memberId,
    vendor: options.vendor ?? 'TESTV',
    gameCode: options.gameCode ?? 'TEST_GAME',
    wallet: options.wallet ?? 'MAIN',
    ...(options.category ? { category: options.category } : {}),
  });
  return sessionId;
}

/** The balance of a member's wallet ('MAIN' or a vendor code), in minor units. */
export async function walletBalance(server: TestServer, memberId: number, wallet = 'MAIN'): Promise<bigint> {
  const [row] = await server.sql<{ balance: string }>(
    `select balance::text as balance from ledger_accounts
      where member_id = $1 and kind = $2 and vendor is not distinct from $3`,
    [memberId, wallet === 'MAIN' ? 'MEMBER_MAIN' : 'MEMBER_VENDOR', wallet === 'MAIN' ? null : wallet],
  );
  return BigInt(row?.balance ?? '0');
}

/** The round as the bet records hold it. */
export async function roundOf(server: TestServer, vendor: string, roundId: string) {
  const [row] = await server.sql<{
    state: string;
    stake: string;
    win: string;
    bets: number;
    category: string;
  }>(
    `select state, stake::text as stake, win::text as win, bets, category from game_rounds
      where vendor = $1 and round_id = $2`,
    [vendor, roundId],
  );
  return row ? { ...row, stake: BigInt(row.stake), win: BigInt(row.win) } : undefined;
}

/** Moves money from the member's main wallet to a vendor wallet, as a wallet transfer does. */
export async function transferToVendor(server: TestServer, memberId: number, vendor: string, amount: bigint) {
  const main = await ensureAccount(server.db, { ...REGION, memberId, kind: 'MEMBER_MAIN' });
  const target = await ensureAccount(server.db, { ...REGION, memberId, kind: 'MEMBER_VENDOR', vendor });
  await post(server.deps, {
    merchantCode: REGION.merchantCode,
    kind: 'TRANSFER_TO_VENDOR',
    scope: `member:${memberId}:transfer`,
    idempotencyKey: `test-${Date.now()}-${Math.random()}`,
    request: { vendor, amount },
    entries: [
      { accountId: main.id, amount: -amount },
      { accountId: target.id, amount },
    ],
    memberId,
    reference: vendor,
  });
}

/**
 * The temple slot opened for a logged-in member as the lobby's game page does (launch, then open with the one-time
 * token): its spin at bet level 0 and its recall, through the game's own session.
 */
export async function openSlot(server: TestServer, member: TestClient) {
  const { url } = await member.call(launchGameCall, { gameCode: SLOT, vendor: 'HOUSE', language: 'EN' });
  const session = { token: null as string | null };
  const game = createApiClient({ baseUrl: server.baseUrl, getGameSession: () => session.token });
  const launchToken = new URL(url, server.baseUrl).searchParams.get('launch') ?? '';
  session.token = (await game.call(studioOpenCall, { launchToken })).gameSession;
  return {
    spin: () => game.call(studioSpinCall, { betLevel: 0, requestId: randomUUID() }),
    recall: () => game.call(studioRecallCall, {}),
  };
}
