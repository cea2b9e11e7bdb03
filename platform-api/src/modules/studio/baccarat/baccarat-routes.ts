import {
  baccaratDealCall,
  baccaratHandsCall,
  baccaratRulesCall,
  baccaratShoeCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../deps';
import { registerCall } from '../../../http/register-call';
import { deal } from './deal-service';
import { recentHands } from './hands-service';
import { baccaratRules, currentShoe } from './shoe-service';

/** The studio's baccarat calls (`/studio/v1/baccarat/...`); the seeds, rotate and open calls are the studio's own. */
export function baccaratRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, baccaratDealCall, (input, ctx) => deal(deps, ctx.gameSession, input));
  registerCall(app, deps, baccaratShoeCall, (_input, ctx) => currentShoe(deps, ctx.gameSession));
  registerCall(app, deps, baccaratHandsCall, (_input, ctx) => recentHands(deps, ctx.gameSession));
  registerCall(app, deps, baccaratRulesCall, async () => baccaratRules());
}
