import {
  getLabbyCall,
  lotteryCancelBetCall,
  lotteryCancelIssueCall,
  lotteryChaseCall,
  lotteryChasesCall,
  lotteryGameListCall,
  lotteryGameMenusCall,
  lotteryMyBetsCall,
  lotteryPlaceBetCall,
  lotteryRecentResultsCall,
  lotteryResultsStream,
  lotteryStopChaseCall,
  openedNumeroCall,
  vnGameMenuCall,
  vnGameMenuRecentCall,
  vnNumeroCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { registerStream } from '../../http/register-stream';
import { cancelSlip, myBets, placeSlip } from './lottery-bet-service';
import { myChases, placeChase, stopChase } from './lottery-chase-service';
import { createLotteryFeed } from './lottery-feed';
import {
  getLabby,
  lotteryGameList,
  recentResults,
  vnGameMenu,
  vnGameMenuRecent,
  vnNumero,
} from './lottery-lobby-service';
import { cancelIssue, gameMenus, openedNumeros } from './lottery-service';
import { openResultsStream } from './lottery-stream';

/** The lottery's member calls and the operator's issue cancel. */
export function lotteryRoutes(app: FastifyInstance, deps: Deps): void {
  const engine = deps.lotteryEngine;
  registerCall(app, deps, lotteryGameMenusCall, (_input, ctx) => gameMenus(deps, engine, ctx));
  registerCall(app, deps, openedNumeroCall, (input, ctx) => openedNumeros(deps, ctx, input));
  registerCall(app, deps, lotteryPlaceBetCall, (input, ctx) => placeSlip(deps, engine, ctx, input));
  registerCall(app, deps, lotteryCancelBetCall, (input, ctx) => cancelSlip(deps, ctx, input));
  registerCall(app, deps, lotteryMyBetsCall, (input, ctx) => myBets(deps, ctx, input));
  registerCall(app, deps, lotteryChaseCall, (input, ctx) => placeChase(deps, engine, ctx, input));
  registerCall(app, deps, lotteryChasesCall, (input, ctx) => myChases(deps, ctx, input));
  registerCall(app, deps, lotteryStopChaseCall, (input, ctx) => stopChase(deps, ctx, input));
  registerCall(app, deps, lotteryCancelIssueCall, (input, ctx) => cancelIssue(deps, ctx, input));
  registerCall(app, deps, vnGameMenuCall, (input, ctx) => vnGameMenu(deps, engine, ctx, input));
  registerCall(app, deps, vnGameMenuRecentCall, (input, ctx) => vnGameMenuRecent(deps, engine, ctx, input));
  registerCall(app, deps, vnNumeroCall, (input, ctx) => vnNumero(deps, engine, ctx, input));
  registerCall(app, deps, getLabbyCall, (input, ctx) => getLabby(deps, engine, ctx, input));
  registerCall(app, deps, lotteryRecentResultsCall, (input, ctx) => recentResults(deps, engine, ctx, input));
  registerCall(app, deps, lotteryGameListCall, (input, ctx) => lotteryGameList(deps, engine, ctx, input));
  const feed = createLotteryFeed(deps, (error) => app.log.error({ err: error }, 'lottery feed failed'));
  registerStream(app, deps, lotteryResultsStream, (_input, ctx, writer) =>
    openResultsStream(deps, feed, ctx, writer),
  );
  // Open streams would hold the server's close: they end first.
  app.addHook('preClose', () => feed.close());
}
