import { dayInZone } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { recordClosedRounds } from '../bet-records/bet-records-service';
import { countLaterWins } from '../responsible-gaming/rg-guard';
import { postCreditsInTransaction } from '../wallet/ledger-service';
import { type ChaseRow, cancelChaseSlips, markChasesStopped } from './lottery-chase-store';
import { accountCache, type MemberAccounts, payMember } from './lottery-money';
import { LOTTERY_VENDOR } from './lottery-names';

/**
 * Stops chases inside the caller's transaction: marked STOPPED once, their slips still to play cancelled (a
 * player's stop only those still taking bets), one refund per chase keyed `chase-stop:<id>` (a chase stops once, so
 * it is refunded once), the cancelled bets' rounds rolled back. Answers what each stopped chase got back.
 */
export async function stopChases(
  tx: Queryable,
  now: Date,
  chaseIds: readonly string[],
  reason: 'WON' | 'PLAYER',
  timeZone: string,
  known = new Map<string, MemberAccounts>(),
): Promise<{ chase: ChaseRow; slips: number; refund: bigint }[]> {
  const stopped = await markChasesStopped(tx, chaseIds, reason, now);
  const cancelled = await cancelChaseSlips(
    tx,
    stopped.map((c) => c.id),
    now,
    reason === 'PLAYER' ? now : null,
  );
  const byId = new Map(cancelled.map((c) => [c.chaseId, c]));
  const postings = [];
  for (const chase of stopped) {
    const refund = byId.get(chase.id)?.refund ?? 0n;
    if (refund === 0n) continue;
    const accounts = await accountCache(
      tx,
      chase.merchantCode,
      chase.currency,
      known,
    )(chase.memberId, chase.wallet);
    postings.push(
      payMember(chase.merchantCode, chase.memberId, accounts, {
        kind: 'LOTTERY_REFUND',
        key: `chase-stop:${chase.id}`,
        amount: refund,
        reference: `lottery-chase:${chase.id}`,
      }),
    );
  }
  await postCreditsInTransaction(tx, now, postings);
  // What came back no longer counts as lost (decision 104).
  await countLaterWins(tx, {
    timeZone,
    now,
    wins: stopped.map((chase) => ({ memberId: chase.memberId, win: byId.get(chase.id)?.refund ?? 0n })),
  });
  const day = dayInZone(now, timeZone);
  await recordClosedRounds(
    tx,
    cancelled.flatMap((c) =>
      c.betIds.map((id) => ({
        vendor: LOTTERY_VENDOR,
        roundId: id,
        win: 0n,
        state: 'ROLLED_BACK' as const,
        day,
      })),
    ),
    now,
  );
  return stopped.map((chase) => ({
    chase,
    slips: byId.get(chase.id)?.slips ?? 0,
    refund: byId.get(chase.id)?.refund ?? 0n,
  }));
}
