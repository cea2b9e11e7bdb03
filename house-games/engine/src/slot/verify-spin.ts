import {
  type CheckedSeeds,
  checkRevealedSeeds,
  type RevealedSeedInput,
  type RevealedSeedProblem,
} from '../fair/revealed-seeds';
import { replaySpin, type SlotOutcome } from './engine';
import type { SlotPaytable } from './paytable-types';

export interface SlotVerifyInput extends RevealedSeedInput {
  /** The stake in minor units, as the verifier's bet level select holds it. */
  stakeMinor: string;
}

export type SlotVerifyResult =
  | ({ ok: true; outcome: SlotOutcome } & CheckedSeeds)
  | { ok: false; problem: RevealedSeedProblem | 'stake' };

/**
 * A slot round as a verifier shows it, computed in the browser with the engine the studio plays: the seed checked
 * against its commitment, and the spin (with its free spins) that seed, client seed and nonce give at that stake.
 */
export function verifySlotSpin(input: SlotVerifyInput, paytable: SlotPaytable): SlotVerifyResult {
  const checked = checkRevealedSeeds(input);
  if (!checked.ok) return checked;
  if (!/^\d{1,12}$/.test(input.stakeMinor) || BigInt(input.stakeMinor) % BigInt(paytable.lines.length) !== 0n)
    return { ok: false, problem: 'stake' };
  const outcome = replaySpin({ ...checked.seeds, paytable, stake: BigInt(input.stakeMinor) });
  return { ok: true, ...checked.seeds, outcome };
}
