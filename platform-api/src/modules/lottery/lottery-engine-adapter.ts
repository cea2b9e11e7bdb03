import {
  commit,
  draw,
  findBetType,
  LOTTERY_GAMES,
  type LotteryGame,
  lotteryGame,
  type Odds,
  resolveOdds,
} from '@platform/lottery-engine';
import { nodeHmacSha256 } from '../studio/studio-hmac';
import type { BetCheck, BetChoice, LotteryEngine, LotteryGameInfo } from './lottery-engine-port';

// @platform/lottery-engine (decision 067) in the draw engine's terms (decision 069).

function infoOf(game: LotteryGame): LotteryGameInfo {
  return {
    code: game.code,
    cadence: game.cadence,
    closeBeforeSeconds: game.closeBeforeSeconds,
    missedDraw: game.missedDraw === 'draw-late' ? 'DRAW_LATE' : 'CANCEL',
  };
}

function gameOf(code: string): LotteryGame {
  const game = lotteryGame(code);
  if (!game) throw new Error(`no lottery game ${code}`);
  return game;
}

/** The bet type when it belongs to the game's family. */
function betTypeOf(gameCode: string, betType: string) {
  const found = findBetType(betType);
  return found && found.family === lotteryGame(gameCode)?.family ? found : undefined;
}

/** The region's odds of a bet type ({ "ssc.position_digit": { "win": 980 } }) over the engine's defaults. */
function oddsOf(betType: Parameters<typeof resolveOdds>[0], region: Record<string, unknown>): Odds {
  return resolveOdds(betType, (region[betType.id] ?? {}) as Odds);
}

export function lotteryEngine(): LotteryEngine {
  const games = LOTTERY_GAMES.map(infoOf);
  return {
    games: () => games,
    commit: (seed) => commit(seed),
    draw: (gameCode, seed, issueNumber) => draw(gameOf(gameCode), seed, issueNumber, nodeHmacSha256),
    check(gameCode: string, bet: BetChoice): BetCheck {
      const betType = betTypeOf(gameCode, bet.betType);
      if (!betType) return { ok: false, reason: 'UNKNOWN_BET_TYPE' };
      if (!betType.isValid(bet.selection)) return { ok: false, reason: 'BAD_SELECTION' };
      const units = betType.combinations(bet.selection);
      return Number.isInteger(units) && units > 0
        ? { ok: true, units }
        : { ok: false, reason: 'BAD_SELECTION' };
    },
    returned(gameCode, bet, numbers, odds) {
      const betType = betTypeOf(gameCode, bet.betType);
      if (!betType) throw new Error(`${gameCode}: no bet type ${bet.betType}`);
      const settled = betType.settle(bet.selection, numbers as number[], oddsOf(betType, odds));
      return BigInt(settled.returned);
    },
  };
}
