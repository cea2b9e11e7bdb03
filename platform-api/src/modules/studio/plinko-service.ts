import {
  dropBall,
  fairStream,
  multiplierText,
  PLINKO_ENGINE_VERSION,
  PLINKO_PUBLISHED_RTP,
  type PlinkoRisk,
  plinkoExactRtp,
  plinkoTable,
  plinkoTables,
} from '@platform/house-engine';
import {
  ApiError,
  type CallResponse,
  formatMoney,
  parseMoney,
  type studioPlinkoDropCall,
  type studioPlinkoRoundsCall,
  type studioPlinkoRulesCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { type DecidedBet, playDecidedRound } from './decided-round-service';
import type { GameSession } from './game-session';
import { recallRows } from './recall-service';
import { roundFields } from './round-view';
import { studioGame, type TableStudioGame } from './studio-games';
import { nodeHmacSha256 } from './studio-hmac';
import type { RoundRow } from './studio-store';

type PlinkoRoundView = CallResponse<typeof studioPlinkoDropCall>['round'];
/** What a drop stores as its steps: the board and where the ball went. */
type DropSteps = Pick<PlinkoRoundView, 'rows' | 'risk' | 'path' | 'bucket' | 'multiplier'>;

export interface DropInput {
  stake: string;
  rows: number;
  risk: PlinkoRisk;
  requestId: string;
}

function plinkoGame(gameCode: string): TableStudioGame {
  const game = studioGame(gameCode);
  if (game?.kind !== 'plinko') throw new ApiError('NOT_FOUND');
  return game;
}

/** The bet level of a stake; only the offered stakes may be played. */
function betLevelOf(game: TableStudioGame, stake: string): number {
  const minor = parseMoney(stake);
  const level = game.betLevels.findIndex((offered) => BigInt(offered) === minor);
  if (level < 0) {
    throw new ApiError('BAD_REQUEST', {
      message: 'stake is not one of the game bet levels',
      details: [{ field: 'stake', reason: 'unknown bet level' }],
    });
  }
  return level;
}

/** A drop on a board: its path from the round's seeds, one left/right step per row (decision 111). */
function dropBet(game: TableStudioGame, input: DropInput): DecidedBet {
  const table = plinkoTable(input.rows, input.risk);
  const betLevel = betLevelOf(game, input.stake);
  const stake = BigInt(game.betLevels[betLevel]!);
  return {
    paytableId: table.id,
    betLevel,
    stake,
    outcome(seeds) {
      const drop = dropBall(fairStream(seeds, nodeHmacSha256), table, stake);
      const steps: DropSteps = {
        rows: drop.rows,
        risk: drop.risk,
        path: drop.path,
        bucket: drop.bucket,
        multiplier: multiplierText(drop.multiplier),
      };
      return { totalWin: drop.win, steps };
    },
  };
}

function dropView(row: RoundRow): PlinkoRoundView {
  const steps = (typeof row.steps === 'string' ? JSON.parse(row.steps) : row.steps) as DropSteps;
  return { ...roundFields(row), ...steps };
}

/** A drop: decided at the bet and settled at once through the seamless wallet (or on play money). */
export async function drop(
  deps: Deps,
  session: GameSession,
  input: DropInput,
): Promise<CallResponse<typeof studioPlinkoDropCall>> {
  const bet = dropBet(plinkoGame(session.gameCode), input);
  const { row, fair } = await playDecidedRound(deps, session, bet, input.requestId);
  const round = dropView(row);
  return { round, balance: round.balanceAfter, fair };
}

/** The last drops of this member's plinko (money or play money, as the session plays), newest first, with paths. */
export async function plinkoRounds(
  deps: Deps,
  session: GameSession,
): Promise<CallResponse<typeof studioPlinkoRoundsCall>> {
  plinkoGame(session.gameCode);
  return { rounds: (await recallRows(deps, session)).map(dropView) };
}

/** Every board's multipliers and exact RTP, the stakes and the engine version: the rules and the verifier's data. */
export function plinkoRules(gameCode: string): CallResponse<typeof studioPlinkoRulesCall> {
  const game = plinkoGame(gameCode);
  return {
    boards: plinkoTables().map((table) => ({
      rows: table.rows,
      risk: table.risk,
      multipliers: table.multipliers.map(multiplierText),
      rtp: plinkoExactRtp(table).percent,
    })),
    rtp: PLINKO_PUBLISHED_RTP,
    betLevels: game.betLevels.map((level) => formatMoney(BigInt(level))),
    engineVersion: PLINKO_ENGINE_VERSION,
  };
}
