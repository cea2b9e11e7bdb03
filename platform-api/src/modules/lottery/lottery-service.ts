import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  type lotteryCancelIssueCall,
  type lotteryGameMenusCall,
  type openedNumeroCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { OperatorContext, RequestContext, SessionContext } from '../../http/request-context';
import { operatorMaySee } from '../operator/operator-service';
import { recordOperatorAction } from '../operator-audit/operator-audit-service';
import type { LotteryEngine } from './lottery-engine-port';
import { findLatestResults } from './lottery-lobby-store';
import { notifyLottery } from './lottery-notice';
import {
  countResults,
  findCurrentIssues,
  findIssueByNumber,
  findRegionGame,
  findRegionGames,
  findResults,
  type Issue,
  markCancelled,
} from './lottery-store';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function issueView(issue: Issue) {
  return {
    gameCode: issue.gameCode,
    issueNumber: issue.issueNumber,
    opensAt: issue.opensAt.toISOString(),
    closesAt: issue.closesAt.toISOString(),
    drawAt: issue.drawAt.toISOString(),
    seedHash: issue.seedHash,
  };
}

/** A result reveals the seed only once the issue is drawn; a cancelled issue never shows it (no draw to check). */
export function resultView(issue: Issue) {
  const drawn = issue.state === 'DRAWN' || issue.state === 'SETTLED';
  return {
    ...issueView(issue),
    state: issue.state,
    numbers: drawn ? issue.result : null,
    serverSeed: drawn ? issue.serverSeed : null,
    drawnAt: iso(issue.drawnAt),
    note: issue.note,
  };
}

/** The region's lottery games, each with the issue taking bets now and its last result. */
export async function gameMenus(
  deps: Deps,
  engine: LotteryEngine,
  ctx: SessionContext,
): Promise<CallResponse<typeof lotteryGameMenusCall>> {
  const now = deps.now();
  const merchantCode = ctx.merchant.merchantCode;
  const known = new Map(engine.games().map((g) => [g.code, g]));
  const games = (await findRegionGames(deps.db, merchantCode)).filter((g) => known.has(g.gameCode));
  const current = new Map((await findCurrentIssues(deps.db, merchantCode, now)).map((i) => [i.gameCode, i]));
  const last = new Map(
    (
      await findLatestResults(
        deps.db,
        merchantCode,
        games.map((g) => g.gameCode),
      )
    ).map((i) => [i.gameCode, i]),
  );
  return {
    serverTime: now.toISOString(),
    games: games.map((game) => {
      const open = current.get(game.gameCode);
      const latest = last.get(game.gameCode);
      return {
        gameCode: game.gameCode,
        closeSeconds: game.closeSeconds ?? known.get(game.gameCode)?.closeBeforeSeconds ?? 0,
        minStake: formatMoney(game.minStake),
        maxStake: formatMoney(game.maxStake),
        current: open ? issueView(open) : null,
        last: latest ? resultView(latest) : null,
      };
    }),
  };
}

/** A game's results, newest first, with revealed seeds. */
export async function openedNumeros(
  deps: Deps,
  ctx: RequestContext,
  input: CallParsedRequest<typeof openedNumeroCall>,
): Promise<CallResponse<typeof openedNumeroCall>> {
  const merchantCode = ctx.merchant.merchantCode;
  if (!(await findRegionGame(deps.db, merchantCode, input.gameCode))) throw new ApiError('NOT_FOUND');
  const [rows, total] = await Promise.all([
    findResults(deps.db, merchantCode, input.gameCode, input.pageSize, (input.pageNo - 1) * input.pageSize),
    countResults(deps.db, merchantCode, input.gameCode),
  ]);
  return {
    content: rows.map(resultView),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

/**
 * An operator cancels an issue that has not drawn: it becomes CANCELLED at once (no bet is taken after) and the
 * runner refunds every bet, batch by batch, each with its own ledger key.
 */
export async function cancelIssue(
  deps: Deps,
  ctx: OperatorContext,
  input: CallParsedRequest<typeof lotteryCancelIssueCall>,
): Promise<CallResponse<typeof lotteryCancelIssueCall>> {
  if (!operatorMaySee(ctx.operator, input.merchantCode)) throw new ApiError('NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const issue = await findIssueByNumber(tx, input.merchantCode, input.gameCode, input.issueNumber);
    if (!issue) throw new ApiError('NOT_FOUND');
    const done = await markCancelled(
      tx,
      issue.id,
      deps.now(),
      `CANCELLED_BY_OPERATOR:${ctx.operator.username}`,
    );
    if (!done)
      throw new ApiError('LOTTERY_NOT_CANCELLABLE', { message: 'This issue has been drawn already' });
    await recordOperatorAction(tx, {
      at: deps.now(),
      operatorId: ctx.operator.operatorId,
      area: 'lottery',
      action: 'ISSUE_CANCELLED',
      merchantCode: input.merchantCode,
      subject: `${input.gameCode}:${issue.issueNumber}`,
      reason: input.reason,
    });
    await notifyLottery(tx, 'cancelled', issue.id);
    return { issueNumber: issue.issueNumber, state: 'CANCELLED' };
  });
}
