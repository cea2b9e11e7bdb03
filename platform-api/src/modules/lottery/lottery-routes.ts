import {
  lotteryCancelBetCall,
  lotteryCancelIssueCall,
  lotteryGameMenusCall,
  lotteryMyBetsCall,
  lotteryPlaceBetCall,
  lotteryResultsStream,
  openedNumeroCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { registerStream } from '../../http/register-stream';
import { cancelSlip, myBets, placeSlip } from './lottery-bet-service';
import { createLotteryFeed } from './lottery-feed';
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
  registerCall(app, deps, lotteryCancelIssueCall, (input, ctx) => cancelIssue(deps, ctx, input));
  const feed = createLotteryFeed(deps, (error) => app.log.error({ err: error }, 'lottery feed failed'));
  registerStream(app, deps, lotteryResultsStream, (_input, ctx, writer) =>
    openResultsStream(deps, feed, ctx, writer),
  );
  // Open streams would hold the server's close: they end first.
  app.addHook('preClose', () => feed.close());
}
