import type { FairStream } from '../fair/stream';

/**
 * What the fairness evidence needs of a game (issue 13): its exact RTP beside the published one, a way to play one
 * round from the provably-fair stream through the real engine (the RTP bench), and the outcome categories a
 * chi-square test counts against their exact probabilities. A game with several set-ups (rows and risk, mines
 * count, bet kinds) lists each as a variant; every variant's RTP is asserted against its published figure.
 */
export interface FairnessVariant {
  /** e.g. "12 rows, high risk" or "banker". */
  name: string;
  /** The published RTP in percent with two decimals, as the game's rules show it, e.g. "96.02". */
  publishedRtp: string;
  /** The RTP as a fraction, computed exactly (closed form or full enumeration), e.g. 0.96021... */
  exactRtp(): number;
  /** One round through the real engine: what was staked and what was paid back, in minor units. */
  playRound(stream: FairStream): { stake: bigint; win: bigint };
}

export interface ChiSquareProfile {
  /** What is counted, e.g. "reel 1 stop", "plinko bucket (16 rows)", "first card rank", "crash point bucket". */
  name: string;
  /** Each category's exact probability (sums to 1); categories are 0..n-1. */
  probabilities(): number[];
  /** The category of one outcome drawn from the stream. */
  category(stream: FairStream): number;
}

export interface FairnessProfile {
  /** The studio game kind: slot, mines, plinko, baccarat, crash. */
  game: string;
  variants: FairnessVariant[];
  chiSquare: ChiSquareProfile[];
}
