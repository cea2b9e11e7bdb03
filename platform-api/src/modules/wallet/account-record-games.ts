import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import { type RoundGame, type RoundRef, roundGames } from '../bet-records/bet-records-service';

/** Game postings refer to their round as `<vendor>:<round id>` (vendor codes have no colon). */
export function roundOf(kind: string, reference: string | null): RoundRef | null {
  if (!kind.startsWith('GAME_') || !reference) return null;
  const colon = reference.indexOf(':');
  if (colon <= 0 || colon === reference.length - 1) return null;
  return { vendor: reference.slice(0, colon), roundId: reference.slice(colon + 1) };
}

const keyOf = (round: RoundRef) => `${round.vendor}\u0000${round.roundId}`;

/**
 * The round and game of each game step of a page of the account record (decision 065), from the bet records:
 * one read for the page. A step whose round is unknown keeps its plain label.
 */
export async function gamesOfSteps(
  deps: Deps,
  ctx: SessionContext,
  steps: readonly { kind: string; reference: string | null }[],
  language: string,
): Promise<(step: { kind: string; reference: string | null }) => RoundGame | undefined> {
  const rounds = steps.map((s) => roundOf(s.kind, s.reference)).filter((r): r is RoundRef => r !== null);
  const found = rounds.length === 0 ? [] : await roundGames(deps, ctx, rounds, language);
  const byRound = new Map(found.map((g) => [keyOf(g), g]));
  return (step) => {
    const round = roundOf(step.kind, step.reference);
    return round ? byRound.get(keyOf(round)) : undefined;
  };
}
