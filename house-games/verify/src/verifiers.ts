import { baccaratVerifier } from '@platform/house-baccarat/verifier';
import { crashVerifier } from '@platform/house-crash/verifier';
import type { VerifierEntry } from '@platform/house-kit';
import { minesVerifier } from '@platform/house-mines/verifier';
import { plinkoVerifier } from '@platform/house-plinko/verifier';
import { slotVerifier } from '@platform/house-slot/verifier';

/**
 * Every in-house game on the verifier, in the picker's order. A game exports its entry (game kind, names, section)
 * and is added here with one line.
 */
export const VERIFIERS: readonly VerifierEntry[] = [
  slotVerifier,
  minesVerifier,
  plinkoVerifier,
  baccaratVerifier,
  crashVerifier,
];
