import { parseMultiplier } from '@platform/house-engine';
import { type CrashRules, parseMoney } from '@platform/shared-contracts/studio';

export type BetCheck =
  | { ok: true; stake: string; autoCashOut: string | undefined }
  | { ok: false; problem: 'stakeInvalid' | 'autoInvalid' | 'insufficientFunds' };

function money(text: string): bigint | null {
  try {
    return /^\d{1,12}(\.\d{1,2})?$/.test(text.trim()) ? parseMoney(text.trim()) : null;
  } catch {
    return null;
  }
}

function multiplier(text: string): number | null {
  try {
    return parseMultiplier(text);
  } catch {
    return null;
  }
}

/** The bet as typed, checked against the published rules and the balance before it is sent. */
export function checkBet(
  rules: CrashRules,
  balance: string,
  stakeText: string,
  autoText: string | null,
): BetCheck {
  const stake = money(stakeText);
  if (stake === null || stake < parseMoney(rules.minStake) || stake > parseMoney(rules.maxStake)) {
    return { ok: false, problem: 'stakeInvalid' };
  }
  let autoCashOut: string | undefined;
  if (autoText !== null && autoText.trim() !== '') {
    const cents = multiplier(autoText);
    if (
      cents === null ||
      cents < parseMultiplier(rules.minAutoCashOut) ||
      cents > parseMultiplier(rules.maxMultiplier)
    ) {
      return { ok: false, problem: 'autoInvalid' };
    }
    autoCashOut = autoText.trim();
  }
  if (stake > parseMoney(balance)) return { ok: false, problem: 'insufficientFunds' };
  return { ok: true, stake: stakeText.trim(), autoCashOut };
}

/** What a bet pays when cashed out at `cents` (hundredths of the multiplier): rounded down to a cent. */
export function payoutAt(stake: string, cents: number): bigint {
  return (parseMoney(stake) * BigInt(cents)) / 100n;
}
