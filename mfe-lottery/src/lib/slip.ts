import { amountFailure, formatMoney, parseMoney } from '@platform/shared-contracts/client';

/** One line of the bet slip: a bet type, what was picked and how many units the engine counts in it. */
export interface SlipEntry {
  id: string;
  betType: string;
  selection: unknown;
  units: number;
}

export const MAX_MULTIPLIER = 10_000;
export const MAX_SLIP_BETS = 100;

/** The unit stake in minor units, or null while the text is not a positive amount. */
export function unitStakeOf(text: string): bigint | null {
  if (amountFailure(text) !== null) return null;
  const minor = parseMoney(text);
  return minor > 0n ? minor : null;
}

export function multiplierOf(text: string): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= MAX_MULTIPLIER ? value : null;
}

/** The slip's total as the server computes it: every bet's units times the unit stake times the multiplier. */
export function slipTotal(entries: readonly SlipEntry[], unitStake: bigint, multiplier: number): bigint {
  const units = entries.reduce((sum, entry) => sum + entry.units, 0);
  return BigInt(units) * unitStake * BigInt(multiplier);
}

/** How many issues a chase may follow (the server's limit). */
export { MAX_CHASE_ISSUES } from '@platform/shared-contracts/lottery-calls';
export { formatMoney, parseMoney };

/** The chase's issue count from its field, or null when it is not 1..MAX_CHASE_ISSUES. */
export function chaseIssuesOf(text: string, max: number): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}
