/**
 * Runs the built game alone, without platform-api (the kit's harness serves dist/ at /house-games/slot/); the
 * studio calls are answered in memory with the real engine (TEMPLE_PAYTABLE), so the front end can be looked at and screenshotted.
 * Not the studio: no wallet, no database. `npx tsx harness/fake-studio.ts` (PORT, default 3011).
 * Launch tokens: any 16+ characters; one starting with `demo` opens a demo game.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  ENGINE_VERSION,
  fairStream,
  hashServerSeed,
  slotSpin,
  TEMPLE_PAYTABLE,
  TEMPLE_PUBLISHED_RTP,
} from '@platform/house-engine';
import { type HarnessAnswer, harnessMoney, serveHouseGame } from '@platform/house-kit/harness';

const money = harnessMoney;

interface Session {
  demo: boolean;
  balance: bigint;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  rounds: unknown[];
}
const sessions = new Map<string, Session>();
const usedTokens = new Set<string>();
const fair = (s: Session) => ({
  serverSeedHash: hashServerSeed(s.serverSeed),
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

function spin(s: Session, betLevel: number) {
  const stake = BigInt(TEMPLE_PAYTABLE.betLevels[betLevel] ?? 0);
  if (stake === 0n) return { error: 'BAD_REQUEST' };
  if (s.balance < stake) return { error: 'INSUFFICIENT_BALANCE' };
  const outcome = slotSpin(
    fairStream({ serverSeed: s.serverSeed, clientSeed: s.clientSeed, nonce: s.nonce }),
    TEMPLE_PAYTABLE,
    betLevel,
  );
  const before = s.balance;
  s.balance = before - stake + outcome.totalWin;
  const round = {
    roundId: randomBytes(10).toString('hex'),
    time: new Date().toISOString(),
    stake: money(stake),
    totalWin: money(outcome.totalWin),
    balanceBefore: money(before),
    balanceAfter: money(s.balance),
    serverSeedHash: hashServerSeed(s.serverSeed),
    serverSeed: null as string | null,
    clientSeed: s.clientSeed,
    nonce: s.nonce,
    steps: outcome.steps.map((step) => ({
      ...step,
      wins: step.wins.map((win) => ({ ...win, amount: money(win.amount) })),
      scatterWin: money(step.scatterWin),
    })),
  };
  s.nonce += 1;
  s.rounds.unshift(round);
  s.rounds.length = Math.min(s.rounds.length, 10);
  return { value: { round, balance: money(s.balance), fair: fair(s), freeSpinsLeft: 0 } };
}

function answer(
  path: string,
  body: Record<string, unknown>,
  session: Session | undefined,
  query: URLSearchParams,
): HarnessAnswer {
  if (path === '/studio/v1/open') {
    const token = String(body.launchToken ?? '');
    if (token.length < 16 || usedTokens.has(token)) return { error: 'GAME_LAUNCH_INVALID' };
    usedTokens.add(token);
    const id = randomBytes(16).toString('hex');
    const s: Session = {
      demo: token.startsWith('demo'),
      balance: token.startsWith('demo') ? 200000n : 1000000n,
      serverSeed: randomBytes(32).toString('hex'),
      clientSeed: randomBytes(8).toString('hex'),
      nonce: 0,
      rounds: [],
    };
    sessions.set(id, s);
    return {
      value: {
        gameSession: id,
        gameCode: 'HOUSE_SLOT_TEMPLE',
        currency: 'KHR',
        demo: s.demo,
        balance: money(s.balance),
        betLevels: TEMPLE_PAYTABLE.betLevels.map((level) => money(BigInt(level))),
        kind: 'slot',
        lines: TEMPLE_PAYTABLE.lines.length,
        paytable: TEMPLE_PAYTABLE,
        rtp: TEMPLE_PUBLISHED_RTP,
        fair: fair(s),
        returnUrl: '/rng',
      },
    };
  }
  if (path === '/studio/v1/verify') {
    return {
      value: {
        paytable: TEMPLE_PAYTABLE,
        engineVersion: ENGINE_VERSION,
        rtp: TEMPLE_PUBLISHED_RTP,
        game: query.get('gameCode'),
      },
    };
  }
  if (!session) return { error: 'GAME_SESSION_EXPIRED' };
  if (path === '/studio/v1/spin') return spin(session, Number(body.betLevel));
  if (path === '/studio/v1/seeds') return { value: fair(session) };
  if (path === '/studio/v1/seeds/client') {
    session.clientSeed = String(body.clientSeed);
    return { value: fair(session) };
  }
  if (path === '/studio/v1/seeds/rotate') {
    const revealed = {
      serverSeed: session.serverSeed,
      serverSeedHash: hashServerSeed(session.serverSeed),
      clientSeed: session.clientSeed,
      lastNonce: session.nonce - 1,
    };
    for (const round of session.rounds as { serverSeedHash: string; serverSeed: string | null }[]) {
      if (round.serverSeedHash === revealed.serverSeedHash) round.serverSeed = revealed.serverSeed;
    }
    session.serverSeed = randomBytes(32).toString('hex');
    session.nonce = 0;
    return { value: { revealed, next: fair(session) } };
  }
  if (path === '/studio/v1/rounds') return { value: { rounds: session.rounds } };
  return { error: 'NOT_FOUND' };
}

serveHouseGame({
  dist: join(import.meta.dirname, '..', 'dist'),
  prefix: '/house-games/slot/',
  port: Number(process.env.PORT ?? 3011),
  answer: ({ path, body, gameSession, query }) => answer(path, body, sessions.get(gameSession), query),
});
