import { type JackpotTerms, jackpotContribution, TEMPLE_JACKPOT } from '@platform/house-engine';
import { formatMoney } from '@platform/shared-contracts/server';
import { perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { maskName } from '../bet-records/bet-records-service';
import { memberAccounts } from '../member/member-service';
import {
  currentBalances,
  ensureAccount,
  lockedBalances,
  type PostingRequest,
  postCreditsInTransaction,
  postInTransaction,
  subAccountOf,
} from '../wallet/ledger-service';
import { merchantAccountOf } from '../wallet/member-wallet';
import { notifyPools, notifyWin } from './jackpot-notice';
import {
  findPool,
  findWin,
  findWinById,
  findWinsOfRounds,
  insertPool,
  insertWin,
  latestWins,
  type PoolRow,
  type WinRow,
} from './jackpot-store';

// The progressive jackpot (decision 108). A share of each stake of a jackpot game moves from the house to the pool of
// the player's region and currency; the pool is JACKPOT_LANES ledger accounts, and a spin's share goes to the lane its
// member falls in, so concurrent spins lock different rows. A round whose jackpot draw hits takes the whole pool, and
// the house puts the seed back in the same posting.

/** The pool's ledger accounts; a divisor of the ledger's 32 sub-accounts. */
export const JACKPOT_LANES = 8;
/** What the operator funds a new pool with, and again after each win: 10,000.00. */
export const JACKPOT_SEED = 1_000_000n;

/** The games that fund the jackpot, with their published terms. */
const JACKPOT_GAMES: Readonly<Record<string, JackpotTerms>> = { HOUSE_SLOT_TEMPLE: TEMPLE_JACKPOT };

/** The published jackpot terms of a game (what its rules and the verifier show). */
export function publishedJackpotTerms(gameCode: string): JackpotTerms | undefined {
  return Object.hasOwn(JACKPOT_GAMES, gameCode) ? JACKPOT_GAMES[gameCode] : undefined;
}

/** Odds set by a test for one database (the real draw, made certain): game code -> one chance in this many. */
const oddsForTests = perDatabase((_db: Database) => new Map<string, number>());

/** Test seam: the jackpot of a game on this database drawn at these odds (1 = every round wins); null restores. */
export function setJackpotOddsForTests(
  db: Database,
  gameCode: string,
  oddsPerMinorUnit: number | null,
): void {
  if (oddsPerMinorUnit === null) oddsForTests(db).delete(gameCode);
  else oddsForTests(db).set(gameCode, oddsPerMinorUnit);
}

/** The jackpot terms of a game, or undefined when it does not fund the jackpot. */
export function jackpotTermsOf(db: Database, gameCode: string): JackpotTerms | undefined {
  const terms = Object.hasOwn(JACKPOT_GAMES, gameCode) ? JACKPOT_GAMES[gameCode] : undefined;
  const odds = oddsForTests(db).get(gameCode);
  return terms && odds !== undefined ? { ...terms, oddsPerMinorUnit: odds } : terms;
}

interface PoolAccounts {
  pool: PoolRow;
  /** Lane number -> ledger account id. */
  lanes: string[];
}

const poolKey = (merchantCode: string, currency: string) => `${merchantCode}\u0000${currency}`;

/** Pools and their lane accounts as found or made; they never change once made. */
const knownPools = perDatabase((_db: Database) => new Map<string, Promise<PoolAccounts>>());

/**
 * The pool of a region and currency with its lanes, made on first use: the operator's seed moves from the house into
 * lane 0 in the transaction that makes it, so a pool is never without its seed.
 */
async function makePool(deps: Deps, merchantCode: string, currency: string): Promise<PoolAccounts> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const { pool, created } = await insertPool(tx, {
      merchantCode,
      currency,
      seed: JACKPOT_SEED,
      createdAt: now,
    });
    const lanes: string[] = [];
    for (let lane = 0; lane < JACKPOT_LANES; lane += 1)
      lanes.push((await ensureAccount(tx, { merchantCode, kind: 'JACKPOT_POOL', currency, shard: lane })).id);
    if (created) {
      const house = await ensureAccount(tx, { merchantCode, kind: 'HOUSE', currency, shard: 0 });
      await lockedBalances(tx, [house.id]);
      await postInTransaction(tx, now, {
        merchantCode,
        kind: 'JACKPOT_SEED',
        scope: `jackpot:${merchantCode}`,
        idempotencyKey: `SEED:${pool.id}`,
        request: { pool: pool.id, seed: pool.seed },
        entries: [
          { accountId: house.id, amount: -pool.seed },
          { accountId: lanes[0] as string, amount: pool.seed },
        ],
        reference: `jackpot:${pool.id}`,
      });
      await notifyPools(tx, [{ merchantCode, currency }]);
    }
    return { pool, lanes };
  });
}

function poolAccounts(deps: Deps, merchantCode: string, currency: string): Promise<PoolAccounts> {
  const known = knownPools(deps.db);
  const key = poolKey(merchantCode, currency);
  let found = known.get(key);
  if (!found) {
    found = makePool(deps, merchantCode, currency);
    known.set(key, found);
    found.catch(() => known.delete(key));
  }
  return found;
}

/** House sub-account ids by region, currency and member's sub-account: made once, never changed (a spin reads none). */
const knownHouseAccounts = perDatabase((_db: Database) => new Map<string, string>());

async function houseAccountId(deps: Deps, round: JackpotRound): Promise<string> {
  const known = knownHouseAccounts(deps.db);
  const key = `${round.merchantCode}\u0000${round.currency}\u0000${subAccountOf(round.memberId)}`;
  const cached = known.get(key);
  if (cached) return cached;
  // Outside any transaction: the account is committed before its id is kept.
  const house = await merchantAccountOf(deps.db, round.merchantCode, 'HOUSE', round.currency, round.memberId);
  known.set(key, house.id);
  return house.id;
}

/** The lane a member's contributions go to. */
export const laneOf = (memberId: number) => subAccountOf(memberId) % JACKPOT_LANES;

/** A round of a jackpot game, as the studio settles it. */
export interface JackpotRound {
  vendor: string;
  roundId: string;
  gameCode: string;
  merchantCode: string;
  currency: string;
  memberId: number;
  stake: bigint;
}

/**
 * The posting that moves a round's share of its stake from the house to the member's lane of the pool, or null when
 * the game funds no jackpot or the share rounds down to nothing. Keyed by the round, so it is posted once.
 */
export async function contributionOf(deps: Deps, round: JackpotRound): Promise<PostingRequest | null> {
  const terms = jackpotTermsOf(deps.db, round.gameCode);
  if (!terms) return null;
  const amount = jackpotContribution(round.stake, terms);
  if (amount <= 0n) return null;
  const { lanes } = await poolAccounts(deps, round.merchantCode, round.currency);
  const house = await houseAccountId(deps, round);
  return {
    merchantCode: round.merchantCode,
    kind: 'JACKPOT_CONTRIBUTION',
    scope: `jackpot:${round.merchantCode}`,
    idempotencyKey: `IN:${round.vendor}:${round.roundId}`,
    request: { round: round.roundId, stake: round.stake, amount },
    entries: [
      { accountId: house, amount: -amount },
      { accountId: lanes[laneOf(round.memberId)] as string, amount },
    ],
    reference: `${round.vendor}:${round.roundId}`,
  };
}

/** A contribution as the studio hands it over: its posting and the pool's currency. */
export interface Contribution {
  posting: PostingRequest;
  currency: string;
}

/**
 * Contributions of rounds settled in the seamless wallet's spin batch: their postings go into the batch's own posting
 * set (keys from bets that transaction just claimed, so new; the lanes locked last, the ledger's lock order), and this
 * tells every server copy, once the batch commits, that their pools moved.
 */
export function announceContributions(tx: Queryable, items: readonly Contribution[]): Promise<void> {
  return notifyPools(
    tx,
    items.map((c) => ({ merchantCode: c.posting.merchantCode, currency: c.currency })),
  );
}

/** Contributions on their own (a round settled the one-by-one way): one transaction, keys already posted left out. */
export async function contribute(deps: Deps, items: readonly Contribution[]): Promise<void> {
  if (items.length === 0) return;
  const postings = items.map((c) => c.posting);
  await deps.db.transaction(async (tx) => {
    // House accounts first, then the lanes in the posting: the order of every other jackpot posting.
    await lockedBalances(tx, [
      ...new Set(postings.map((p) => (p.entries[0] as { accountId: string }).accountId)),
    ]);
    if ((await postCreditsInTransaction(tx, deps.now(), postings)) > 0)
      await notifyPools(
        tx,
        items.map((c) => ({ merchantCode: c.posting.merchantCode, currency: c.currency })),
      );
  });
}

/** The member wallet a jackpot pays into: the one the round was played from. */
async function walletAccountOf(tx: Queryable, round: JackpotRound, wallet: string) {
  return ensureAccount(
    tx,
    wallet === 'MAIN'
      ? {
          merchantCode: round.merchantCode,
          memberId: round.memberId,
          kind: 'MEMBER_MAIN',
          currency: round.currency,
        }
      : {
          merchantCode: round.merchantCode,
          memberId: round.memberId,
          kind: 'MEMBER_VENDOR',
          vendor: wallet,
          currency: round.currency,
        },
  );
}

/**
 * Pays a winning round the whole pool, exactly once: the round's win row and the posting's key are unique, and the
 * lanes are locked, so of two winning rounds racing the first takes the pool and the second what is in it after the
 * reset (the seed and what came in since). One posting empties the lanes into the member's wallet and puts the seed
 * back from the house. Answers the amount the round won (the same on a retry).
 */
export async function awardJackpot(deps: Deps, round: JackpotRound, wallet: string): Promise<bigint> {
  const earlier = await findWin(deps.db, round.vendor, round.roundId);
  if (earlier) return earlier.amount;
  const { pool, lanes } = await poolAccounts(deps, round.merchantCode, round.currency);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const member = await walletAccountOf(tx, round, wallet);
    const house = await merchantAccountOf(tx, round.merchantCode, 'HOUSE', round.currency, round.memberId);
    // Member and house first, the lanes after: the order of the spin batch and of every contribution.
    await lockedBalances(tx, [member.id, house.id]);
    const balances = await lockedBalances(tx, lanes);
    const won = await findWin(tx, round.vendor, round.roundId);
    if (won) return won.amount;
    let amount = 0n;
    const entries: { accountId: string; amount: bigint }[] = [];
    lanes.forEach((laneId, lane) => {
      const balance = balances.get(laneId) ?? 0n;
      amount += balance;
      const change = -balance + (lane === 0 ? pool.seed : 0n);
      if (change !== 0n) entries.push({ accountId: laneId, amount: change });
    });
    entries.push({ accountId: member.id, amount }, { accountId: house.id, amount: -pool.seed });
    const posted = await postInTransaction(tx, now, {
      merchantCode: round.merchantCode,
      kind: 'JACKPOT_WIN',
      scope: `jackpot:${round.merchantCode}`,
      idempotencyKey: `WIN:${round.vendor}:${round.roundId}`,
      request: { round: round.roundId, member: round.memberId },
      entries,
      memberId: round.memberId,
      reference: `${round.vendor}:${round.roundId}`,
    });
    if (posted.replayed) {
      const stored = await findWin(tx, round.vendor, round.roundId);
      if (stored) return stored.amount;
    }
    const winId = await insertWin(tx, {
      poolId: pool.id,
      vendor: round.vendor,
      roundId: round.roundId,
      gameCode: round.gameCode,
      memberId: round.memberId,
      amount,
      postingId: posted.postingId,
      wonAt: now,
    });
    await notifyWin(tx, { merchantCode: round.merchantCode, currency: round.currency, winId });
    return amount;
  });
}

/** What these rounds won from the jackpot, by round id (for the game's recall). */
export function jackpotWinsOfRounds(
  db: Queryable,
  vendor: string,
  roundIds: readonly string[],
): Promise<Map<string, bigint>> {
  return findWinsOfRounds(db, vendor, roundIds);
}

export interface PoolView {
  currency: string;
  pool: string;
  seed: string;
  serverTime: string;
}

/** The pool of a region and currency as it stands (made, with its seed, if it was not yet). */
export async function poolView(deps: Deps, merchantCode: string, currency: string): Promise<PoolView> {
  const { pool, lanes } = await poolAccounts(deps, merchantCode, currency);
  const balances = await currentBalances(deps.db, lanes);
  let total = 0n;
  for (const balance of balances.values()) total += balance;
  return {
    currency,
    pool: formatMoney(total),
    seed: formatMoney(pool.seed),
    serverTime: deps.now().toISOString(),
  };
}

export interface WinView {
  customerName: string;
  gameCode: string;
  amount: string;
  currency: string;
  time: string;
}

async function winViews(deps: Deps, wins: readonly WinRow[], currency: string): Promise<WinView[]> {
  const names = await memberAccounts(
    deps,
    wins.map((w) => w.memberId),
  );
  return wins.map((w) => ({
    customerName: maskName(names.get(w.memberId) ?? ''),
    gameCode: w.gameCode,
    amount: formatMoney(w.amount),
    currency,
    time: w.wonAt.toISOString(),
  }));
}

/** How many of the newest wins the pool call shows. */
const LAST_WINS = 5;

/** The pool with its newest wins: what a page reads when it opens. */
export async function poolWithWins(deps: Deps, merchantCode: string, currency: string) {
  const view = await poolView(deps, merchantCode, currency);
  const pool = await findPool(deps.db, merchantCode, currency);
  const wins = pool ? await latestWins(deps.db, pool.id, LAST_WINS) : [];
  return { ...view, lastWins: await winViews(deps, wins, currency) };
}

/** A win as the stream tells it, with the pool after its reset; null when the win is not found. */
export async function winEvent(deps: Deps, winId: string, currency: string, merchantCode: string) {
  const win = await findWinById(deps.db, winId);
  if (!win) return null;
  const [view] = await winViews(deps, [win], currency);
  return view ? { ...view, pool: await poolView(deps, merchantCode, currency) } : null;
}
