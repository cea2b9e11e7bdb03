import { formatMinesMultiplier, multiplierHundredths, safeTiles } from '@platform/house-engine';
import { type CallResponse, formatMoney, type minesRecallCall } from '@platform/shared-contracts/server';
import type { MinesRoundRow } from './mines-store';
import { minorOf } from './round-view';

export type MinesRoundView = CallResponse<typeof minesRecallCall>['rounds'][number];

/** Safe tiles opened: a lost round's last tile is the mine. */
export const safeRevealsOf = (row: MinesRoundRow) =>
  row.state === 'LOST' ? row.reveals.length - 1 : row.reveals.length;

/** A round as the player sees it: the mines only once it has ended. */
export function minesView(row: MinesRoundRow): MinesRoundView {
  const ended = row.state === 'LOST' || row.state === 'CASHED_OUT' ? row.state : null;
  const safe = safeRevealsOf(row);
  const open = !ended;
  return {
    roundId: row.round_id,
    time: new Date(row.created_at).toISOString(),
    state: ended ?? 'OPEN',
    stake: formatMoney(minorOf(row.stake)),
    mineCount: row.mine_count,
    reveals: row.reveals,
    multiplier:
      row.state === 'LOST' || safe === 0
        ? null
        : formatMinesMultiplier(multiplierHundredths(row.mine_count, safe)),
    nextMultiplier:
      open && safe < safeTiles(row.mine_count)
        ? formatMinesMultiplier(multiplierHundredths(row.mine_count, safe + 1))
        : null,
    payout: formatMoney(minorOf(row.payout ?? 0)),
    balanceBefore: formatMoney(minorOf(row.balance_before ?? 0)),
    balanceAfter: formatMoney(
      row.balance_after === null
        ? minorOf(row.balance_before ?? 0) - minorOf(row.stake)
        : minorOf(row.balance_after),
    ),
    mines: ended ? [...row.mines].sort((a, b) => a - b) : null,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}
