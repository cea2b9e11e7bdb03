import {
  betRecordsCall,
  personalProfitCall,
  rankListCall,
  winnerBoardCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { betRecords, personalProfit, rankList, winnerBoard } from './bet-records-service';

/** The betting record, personal profit, the winner board and the rank list. */
export function betRecordsRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, betRecordsCall, (input, ctx) => betRecords(deps, ctx, input));
  registerCall(app, deps, personalProfitCall, (input, ctx) => personalProfit(deps, ctx, input));
  registerCall(app, deps, winnerBoardCall, (input, ctx) => winnerBoard(deps, ctx, input));
  registerCall(app, deps, rankListCall, (input, ctx) => rankList(deps, ctx, input));
}
