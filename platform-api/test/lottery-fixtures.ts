import { createHash } from 'node:crypto';
import { loginCall } from '@platform/shared-contracts/server';
import type { LotteryEngine } from '../src/modules/lottery/lottery-engine-port';
import { enableRegionGames } from '../src/modules/lottery/lottery-store';
import { hashPassword } from '../src/modules/security/password-hash';
import { grantOpeningBalance } from '../src/modules/wallet/opening-balance';
import type { TestClient, TestServer } from './harness';
import { REGION } from './seamless-fixtures';

// A small engine for the draw runner's tests (the real games live in @platform/lottery-engine): one digit per
// draw, bets on digits (9.80 per unit) and on big/small (1.95; 5-9 is big).

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The digit an issue draws: first byte of SHA-256(seed:issue) mod 10 (fine for a test; the real draw rejects). */
export const testDigit = (seed: string, issue: string) =>
  Number.parseInt(sha(`${seed}:${issue}`).slice(0, 2), 16) % 10;

type Selection = { digits?: unknown; side?: unknown };

function digitsOf(selection: unknown): number[] | null {
  const digits = (selection as Selection | null)?.digits;
  if (!Array.isArray(digits) || digits.length === 0 || digits.length > 10) return null;
  if (!digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)) return null;
  return new Set(digits).size === digits.length ? (digits as number[]) : null;
}

export function testEngine(options: { failAfter?: number } = {}): LotteryEngine {
  let settled = 0;
  return {
    games: () => [
      { code: 'T1', cadence: { kind: 'every', seconds: 60 }, closeBeforeSeconds: 10, missedDraw: 'CANCEL' },
      {
        code: 'TD',
        cadence: { kind: 'daily', at: '20:00' },
        closeBeforeSeconds: 600,
        missedDraw: 'DRAW_LATE',
      },
    ],
    commit: sha,
    draw: (_game, seed, issue) => [testDigit(seed, issue)],
    check(_game, bet) {
      if (bet.betType === 'digit') {
        const digits = digitsOf(bet.selection);
        return digits ? { ok: true, units: digits.length } : { ok: false, reason: 'BAD_SELECTION' };
      }
      if (bet.betType === 'bigsmall') {
        const side = (bet.selection as Selection | null)?.side;
        return side === 'BIG' || side === 'SMALL'
          ? { ok: true, units: 1 }
          : { ok: false, reason: 'BAD_SELECTION' };
      }
      return { ok: false, reason: 'UNKNOWN_BET_TYPE' };
    },
    returned(_game, bet, draw) {
      settled += 1;
      if (options.failAfter !== undefined && settled > options.failAfter)
        throw new Error('the engine stopped');
      const digit = (draw as number[])[0] as number;
      if (bet.betType === 'digit') return digitsOf(bet.selection)?.includes(digit) ? 980n : 0n;
      const big = digit >= 5;
      return ((bet.selection as Selection).side === 'BIG') === big ? 195n : 0n;
    },
  };
}

export async function enableTestGames(server: TestServer, merchantCode: string = REGION.merchantCode) {
  await enableRegionGames(server.db, merchantCode, ['T1', 'TD']);
}

let counter = 0;

/** A new member of DEMOKH with a main-wallet balance, logged in. */
export async function newBettor(
  server: TestServer,
  balance: bigint,
): Promise<{ id: number; client: TestClient }> {
  counter += 1;
  const account = `lot${counter}x${Date.now() % 100_000}`;
  const [row] = await server.sql<{ id: number }>(
    `insert into members (merchant_code, account, password_hash, first_time_login) values ($1, $2, $3, false)
     returning id`,
    [REGION.merchantCode, account, await hashPassword('lottery-pass-1')],
  );
  const id = row?.id as number;
  if (balance > 0n)
    await server.db.transaction((tx) =>
      grantOpeningBalance(tx, { ...REGION, memberId: id, amount: balance, createdAt: server.deps.now() }),
    );
  const client = server.client();
  await client.call(loginCall, { username: account, password: 'lottery-pass-1' });
  return { id, client };
}

/** Milliseconds from the server's clock to the next whole minute plus `extra` ms. */
export function untilNextMinute(server: TestServer, extra = 0): number {
  const now = server.deps.now().getTime();
  return 60_000 - (now % 60_000) + extra;
}

/**
 * The payouts of an issue proved against its bets: every LOTTERY_WIN or LOTTERY_REFUND posting of the issue, the
 * amount it credited, and the sum of the member's paid bets in the range its key names (`win:<issue>:<member>:a-b`).
 */
export async function issuePayments(server: TestServer, issueId: string) {
  const rows = await server.sql<{ key: string; member_id: number; credited: string; owed: string }>(
    `select p.idempotency_key as key, p.member_id, e.amount::text as credited,
            (select coalesce(sum(b.payout), 0) from lottery_bets b
              where b.issue_id = $1 and b.member_id = p.member_id and b.state in ('WON', 'REFUNDED')
                and b.id between split_part(split_part(p.idempotency_key, ':', 4), '-', 1)::bigint
                             and split_part(split_part(p.idempotency_key, ':', 4), '-', 2)::bigint)::text as owed
       from ledger_postings p join ledger_entries e on e.posting_id = p.id and e.amount > 0
      where p.reference = 'lottery-issue:' || $1 and p.kind in ('LOTTERY_WIN', 'LOTTERY_REFUND')
      order by p.id`,
    [issueId],
  );
  const [paid] = await server.sql<{ total: string; members: number }>(
    `select coalesce(sum(payout), 0)::text as total, count(distinct member_id) filter (where payout > 0)::int as members
       from lottery_bets where issue_id = $1 and state in ('WON', 'REFUNDED')`,
    [issueId],
  );
  return {
    postings: rows.map((r) => ({
      key: r.key,
      memberId: r.member_id,
      credited: BigInt(r.credited),
      owed: BigInt(r.owed),
    })),
    betsPaid: BigInt(paid?.total ?? '0'),
    membersPaid: paid?.members ?? 0,
  };
}
