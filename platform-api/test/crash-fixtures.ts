import { crashElapsedMs } from '@platform/house-engine';
import { createApiClient, studioOpenCall } from '@platform/shared-contracts/server';
import { crashTick } from '../src/modules/studio/crash/crash-runner';
import { houseVendorAdapter } from '../src/modules/studio/launch-service';
import { type CrashSocket, connectCrash } from './crash-socket';
import type { TestServer } from './harness';
import { REGION } from './seamless-fixtures';

// Crash players for tests: a launched and opened crash game, its contract client, and the runner stepped by hand.

export const CRASH = 'HOUSE_CRASH';
/** A short chain: tests make it at once. */
export const TEST_CHAIN = { chainLength: 3_000 };

export interface CrashPlayer {
  memberId: number | null;
  token: string;
  game: ReturnType<typeof createApiClient>;
  balance: string;
  connect(): Promise<CrashSocket>;
}

export async function openCrash(
  server: TestServer,
  memberId: number | null,
  demo = false,
  baseUrl = server.baseUrl,
): Promise<CrashPlayer> {
  const { url } = await houseVendorAdapter.launch(server.deps, {
    memberId,
    // Launched straight through the adapter, under no login of the member.
    memberSession: null,
    merchantCode: REGION.merchantCode,
    regionCurrency: REGION.currency,
    language: 'EN',
    gameCode: CRASH,
    demo,
    walletVendor: 'MAIN',
    returnUrl: '/inHouse',
  });
  const launchToken = new URL(url, 'http://site').searchParams.get('launch') ?? '';
  const session = { token: null as string | null };
  const game = createApiClient({ baseUrl, getGameSession: () => session.token });
  const opened = await game.call(studioOpenCall, { launchToken });
  session.token = opened.gameSession;
  return {
    memberId,
    token: opened.gameSession,
    game,
    balance: opened.balance,
    connect: () => connectCrash(baseUrl, opened.gameSession),
  };
}

/** Steps the runner once at the server's clock. */
export const tick = (server: TestServer) => crashTick(server.deps, TEST_CHAIN);

/** The newest round as stored. */
export async function newestRoundRow(server: TestServer) {
  const [row] = await server.sql<{ id: string; crash_point: number; seed: string; phase: string }>(
    `select id::text as id, crash_point, seed, phase from crash_rounds where game_code = $1 order by crash_rounds.id desc limit 1`,
    [CRASH],
  );
  if (!row) throw new Error('no crash round');
  return row;
}

/**
 * Makes the open round crash at `cents` (arranging a scenario: the round no longer matches its seed, which the
 * verification tests check on rounds left alone).
 */
export async function forceCrashPoint(server: TestServer, roundId: string, cents: number) {
  await server.sql('update crash_rounds set crash_point = $2, crash_after_ms = $3 where id = $1', [
    roundId,
    cents,
    crashElapsedMs(cents),
  ]);
}
