import { type FairSeeds, type FairStream, fairStream, type HmacSha256, uniformInt } from '../fair/stream';
import { evaluateWindow, reelWindow } from './evaluate';
import type { SlotPaytable } from './paytable-types';

export interface SlotLineWin {
  /** Payline number, from 1. */
  line: number;
  symbol: string;
  count: number;
  /** Minor units, multiplier included. */
  amount: bigint;
}

export interface SlotStep {
  kind: 'spin' | 'free';
  /** One stop per reel, each drawn with uniformInt(stream, strip length) in reel order. */
  stops: number[];
  /** window[reel][row], top row first. */
  window: string[][];
  wins: SlotLineWin[];
  /** Minor units, multiplier included. */
  scatterWin: bigint;
  freeSpinsAwarded: number;
  multiplier: number;
}

export interface SlotOutcome {
  /** Minor units. */
  stake: bigint;
  steps: SlotStep[];
  /** Minor units: every step's line and scatter wins. */
  totalWin: bigint;
}

/** Bumped whenever the way a stream becomes an outcome changes; the verifier shows it. */
export const ENGINE_VERSION = 'slot-1';

function playStep(
  stream: FairStream,
  paytable: SlotPaytable,
  lineBet: bigint,
  stake: bigint,
  kind: SlotStep['kind'],
): { step: SlotStep; win: bigint } {
  const multiplier = kind === 'free' ? paytable.freeSpinMultiplier : 1;
  const stops = paytable.strips.map((strip) => uniformInt(stream, strip.length));
  const window = stops.map((stop, reel) => reelWindow(paytable.strips[reel]!, stop, paytable.rows));
  const pays = evaluateWindow(window, paytable);
  const factor = BigInt(multiplier);
  const wins = pays.lines.map((win) => ({
    line: win.line,
    symbol: win.symbol,
    count: win.count,
    amount: BigInt(win.pay) * lineBet * factor,
  }));
  const scatterWin = BigInt(pays.scatterPay) * stake * factor;
  const win = wins.reduce((sum, line) => sum + line.amount, scatterWin);
  return {
    step: { kind, stops, window, wins, scatterWin, freeSpinsAwarded: pays.freeSpinsAwarded, multiplier },
    win,
  };
}

/**
 * One round: the paid spin, then every free spin it awards (free spins may award more), all from the same stream
 * in order. The round consumes one nonce; its draws take successive cursors (decision 047).
 */
export function playRound(stream: FairStream, paytable: SlotPaytable, stake: bigint): SlotOutcome {
  const lineCount = BigInt(paytable.lines.length);
  if (stake <= 0n || stake % lineCount !== 0n) throw new RangeError('stake must be a multiple of the lines');
  const lineBet = stake / lineCount;
  const first = playStep(stream, paytable, lineBet, stake, 'spin');
  const steps = [first.step];
  let totalWin = first.win;
  let pending = first.step.freeSpinsAwarded;
  while (pending > 0) {
    pending -= 1;
    const free = playStep(stream, paytable, lineBet, stake, 'free');
    steps.push(free.step);
    totalWin += free.win;
    pending += free.step.freeSpinsAwarded;
  }
  return { stake, steps, totalWin };
}

/** A paid spin at one of the paytable's bet levels (an index into betLevels). */
export function slotSpin(stream: FairStream, paytable: SlotPaytable, betLevel: number): SlotOutcome {
  const stake = paytable.betLevels[betLevel];
  if (stake === undefined) throw new RangeError(`no bet level ${betLevel}`);
  return playRound(stream, paytable, BigInt(stake));
}

export interface ReplayInput extends FairSeeds {
  paytable: SlotPaytable;
  /** The round's stake in minor units (a round shows it), or its bet level index. */
  stake?: bigint;
  betLevel?: number;
  hmac?: HmacSha256;
}

/** Reproduces a past round from its revealed server seed, client seed and nonce. */
export function replaySpin(input: ReplayInput): SlotOutcome {
  const stream = fairStream(input, input.hmac);
  if (input.stake !== undefined) return playRound(stream, input.paytable, input.stake);
  return slotSpin(stream, input.paytable, input.betLevel ?? 0);
}
