import {
  type CheckedSeeds,
  checkRevealedSeeds,
  type RevealedSeedInput,
  type RevealedSeedProblem,
} from '../fair/revealed-seeds';
import { type JackpotDraw, jackpotDraw } from '../jackpot/jackpot';
import { replaySpin, type SlotOutcome } from './engine';
import type { SlotPaytable } from './paytable-types';

export interface SlotVerifyInput extends RevealedSeedInput {
  /** The stake in minor units, as the verifier's bet level select holds it. */
  stakeMinor: string;
}

export type SlotVerifyResult =
  | ({
      ok: true;
      outcome: SlotOutcome;
      /** The round's jackpot draw (decision 108), when the game has a jackpot. */
      jackpot: (JackpotDraw & { odds: number }) | null;
    } & CheckedSeeds)
  | { ok: false; problem: RevealedSeedProblem | 'stake' };

/**
 * A slot round as a verifier shows it, computed in the browser with the engine the studio plays: the seed checked
 * against its commitment, the spin (with its free spins) that seed, client seed and nonce give at that stake, and
 * its jackpot draw when the game publishes jackpot odds.
 */
export function verifySlotSpin(
  input: SlotVerifyInput,
  paytable: SlotPaytable,
  jackpotOdds: number | null = null,
): SlotVerifyResult {
  const checked = checkRevealedSeeds(input);
  if (!checked.ok) return checked;
  if (!/^\d{1,12}$/.test(input.stakeMinor) || BigInt(input.stakeMinor) % BigInt(paytable.lines.length) !== 0n)
    return { ok: false, problem: 'stake' };
  const stake = BigInt(input.stakeMinor);
  const outcome = replaySpin({ ...checked.seeds, paytable, stake });
  const jackpot =
    jackpotOdds === null
      ? null
      : {
          ...jackpotDraw(checked.seeds, stake, {
            id: '',
            shareBasisPoints: 0,
            oddsPerMinorUnit: jackpotOdds,
          }),
          odds: jackpotOdds,
        };
  return { ok: true, ...checked.seeds, outcome, jackpot };
}
