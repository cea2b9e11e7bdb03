import {
  crashBetCall,
  crashCashOutCall,
  crashChainCall,
  crashHistoryCall,
  crashMyBetsCall,
  crashStateCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../deps';
import { registerCall } from '../../../http/register-call';
import { crashLive } from './crash-live';
import { cashOut, chain, crashState, history, myBets, placeBet } from './crash-service';

/** Crash's calls and its live socket (decision 106). */
export function crashRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, crashStateCall, (_input, ctx) => crashState(deps, ctx.gameSession));
  registerCall(app, deps, crashBetCall, (input, ctx) => placeBet(deps, ctx.gameSession, input));
  registerCall(app, deps, crashCashOutCall, (input, ctx) => cashOut(deps, ctx.gameSession, input.roundId));
  registerCall(app, deps, crashMyBetsCall, (_input, ctx) => myBets(deps, ctx.gameSession));
  registerCall(app, deps, crashHistoryCall, (input) => history(deps, input));
  registerCall(app, deps, crashChainCall, (input) => chain(deps, input.gameCode));
  crashLive(app, deps);
}
