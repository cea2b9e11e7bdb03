import {
  lockMemberCall,
  operatorMemberCall,
  operatorMemberLedgerCall,
  operatorMembersCall,
  unlockMemberCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { findMembers, memberDetail, memberLedger, setLocked } from './member-support-service';

export function memberSupportRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, operatorMembersCall, (input, ctx) => findMembers(deps, ctx, input));
  registerCall(app, deps, operatorMemberCall, (input, ctx) => memberDetail(deps, ctx, input));
  registerCall(app, deps, operatorMemberLedgerCall, (input, ctx) => memberLedger(deps, ctx, input));
  registerCall(app, deps, lockMemberCall, (input, ctx) => setLocked(deps, ctx, input, true));
  registerCall(app, deps, unlockMemberCall, (input, ctx) => setLocked(deps, ctx, input, false));
}
