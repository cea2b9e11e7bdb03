import { verifyCrashRound } from '@platform/house-engine';
import { VERIFIER_PAGE } from '@platform/house-kit';
import type { CallResponse, CrashHistoryRound, crashChainCall } from '@platform/shared-contracts/studio';

export type CrashChain = CallResponse<typeof crashChainCall>;

/** The seed a round's seed must hash to: the round before's seed, or the published terminal hash for round 1. */
export function previousOf(
  round: CrashHistoryRound,
  before: CrashHistoryRound | undefined,
  chain: Pick<CrashChain, 'terminalHash'>,
): string | null {
  if (round.roundNumber === 1) return chain.terminalHash;
  if (!before || before.roundNumber !== round.roundNumber - 1) return null;
  return before.seed;
}

/** A shown round checked here: its seed hashes to the round before's seed and gives its crash point. */
export function checkRound(
  round: CrashHistoryRound,
  before: CrashHistoryRound | undefined,
  chain: CrashChain,
) {
  const previous = previousOf(round, before, chain);
  if (!previous) return null;
  return verifyCrashRound({ seed: round.seed, previous, salt: chain.salt, crashPoint: round.crashPoint });
}

/** The one verifier page at the crash section, filled with one revealed round. */
export function roundVerifyHref(
  round: CrashHistoryRound,
  before: CrashHistoryRound | undefined,
  chain: CrashChain,
  lang: string,
): string {
  const query = new URLSearchParams({
    game: 'crash',
    code: chain.gameCode,
    round: String(round.roundNumber),
    seed: round.seed,
    crashPoint: round.crashPoint,
    lang,
  });
  const previous = previousOf(round, before, chain);
  if (previous) query.set('previous', previous);
  return `${VERIFIER_PAGE}?${query}`;
}
