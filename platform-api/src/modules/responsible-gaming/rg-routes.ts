import {
  operatorMemberRgCall,
  rgOverviewCall,
  rgRealityCheckCall,
  selfExcludeCall,
  setRgMoneyLimitCall,
  setRgRealityCheckCall,
  setRgSessionTimeCall,
  startCoolingOffCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { depositedSince } from '../deposit/deposit-service';
import {
  type DepositUsage,
  operatorMemberRg,
  realityCheck,
  rgOverview,
  selfExclude,
  setMoneyLimit,
  setRealityCheck,
  setSessionTime,
  startCoolingOff,
} from './rg-service';

export function responsibleGamingRoutes(app: FastifyInstance, deps: Deps): void {
  const deposits: DepositUsage = (memberId, since) => depositedSince(deps, memberId, since);
  registerCall(app, deps, rgOverviewCall, (_input, ctx) => rgOverview(deps, ctx, deposits));
  registerCall(app, deps, setRgMoneyLimitCall, (input, ctx) => setMoneyLimit(deps, ctx, input, deposits));
  registerCall(app, deps, setRgSessionTimeCall, (input, ctx) => setSessionTime(deps, ctx, input, deposits));
  registerCall(app, deps, setRgRealityCheckCall, (input, ctx) => setRealityCheck(deps, ctx, input, deposits));
  registerCall(app, deps, startCoolingOffCall, (input, ctx) => startCoolingOff(deps, ctx, input));
  registerCall(app, deps, selfExcludeCall, (input, ctx) => selfExclude(deps, ctx, input));
  registerCall(app, deps, rgRealityCheckCall, (_input, ctx) => realityCheck(deps, ctx));
  registerCall(app, deps, operatorMemberRgCall, (input, ctx) => operatorMemberRg(deps, ctx, input, deposits));
}
