import { LIMITS } from '@platform/shared-contracts/client';
import { type RandomWords, randomChoice, randomInt } from '../../lib/secure-random';

/**
 * The jackpot display of spec section 4: it starts at a random value between 10,000,000 and 25,000,000 and, at
 * random every 3, 4 or 5 seconds, adds 100 to 500. A display for atmosphere: no money depends on it.
 */
export function jackpotStart(words?: RandomWords): number {
  return randomInt(LIMITS.jackpotStartMin, LIMITS.jackpotStartMax, words);
}

export interface JackpotStep {
  add: number;
  afterMs: number;
}

export function jackpotStep(words?: RandomWords): JackpotStep {
  return {
    add: randomInt(LIMITS.jackpotStepMin, LIMITS.jackpotStepMax, words),
    afterMs: randomChoice(LIMITS.jackpotStepIntervalsSeconds, words) * 1000,
  };
}

/** 12,345,678 with the thousands separators of the spec's balance display, no decimals. */
export function formatJackpot(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
}
