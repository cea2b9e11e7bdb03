import type { ComponentType } from 'preact';
import type { StudioApi } from '../studio/studio-client';

export interface VerifierSectionProps {
  /** The verifier's address: the round's seeds and whatever else the game links with (stake, mines count…). */
  query: URLSearchParams;
  /** The page's language as the site passes it (`KM`, `CN`, `EN`…). */
  lang: string;
  /** The studio's public calls (no session), for the published rules a game's replay needs (a paytable…). */
  api: StudioApi;
}

/**
 * One game on the public verifier page (house-games/verify): the picker shows `names`, and the chosen game's section
 * takes the revealed seeds and its own inputs, replays the round with the game's engine in the browser and shows it
 * beside the hash check. A game exports its entry; the verifier lists it once.
 */
export interface VerifierEntry {
  /** The studio game kind, and the verifier's `?game=` value: slot, mines, plinko, baccarat, crash. */
  game: string;
  names: { EN: string; CN: string; KM: string };
  Section: ComponentType<VerifierSectionProps>;
}
