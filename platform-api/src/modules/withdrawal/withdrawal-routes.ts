import {
  approveWithdrawalCall,
  confirmWithdrawalCall,
  createWithdrawalCall,
  operatorWithdrawalsCall,
  payWithdrawalCall,
  refundWithdrawalCall,
  rejectWithdrawalCall,
  withdrawalRecordsCall,
  withdrawSettingsCall,
} from '@platform/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { securityCentreRoutes } from '../security-centre/security-centre-routes';
import {
  approveWithdrawal,
  operatorWithdrawals,
  payWithdrawal,
  refundWithdrawal,
  rejectWithdrawal,
} from './withdrawal-operator-service';
import {
  confirmWithdrawal,
  createWithdrawal,
  withdrawalRecords,
  withdrawSettings,
} from './withdrawal-service';

/** Payment password, bank accounts, mobile and email binding, withdrawals and the operator's withdrawal calls. */
export function withdrawalRoutes(app: FastifyInstance, deps: Deps): void {
  securityCentreRoutes(app, deps);
  registerCall(app, deps, withdrawSettingsCall, (_input, ctx) => withdrawSettings(deps, ctx));
  registerCall(app, deps, createWithdrawalCall, (input, ctx) => createWithdrawal(deps, ctx, input));
  registerCall(app, deps, withdrawalRecordsCall, (input, ctx) => withdrawalRecords(deps, ctx, input));
  registerCall(app, deps, confirmWithdrawalCall, (input, ctx) => confirmWithdrawal(deps, ctx, input));

  registerCall(app, deps, operatorWithdrawalsCall, (input, ctx) => operatorWithdrawals(deps, ctx, input));
  registerCall(app, deps, approveWithdrawalCall, (input, ctx) => approveWithdrawal(deps, ctx, input));
  registerCall(app, deps, rejectWithdrawalCall, (input, ctx) => rejectWithdrawal(deps, ctx, input));
  registerCall(app, deps, payWithdrawalCall, (input, ctx) => payWithdrawal(deps, ctx, input));
  registerCall(app, deps, refundWithdrawalCall, (input, ctx) => refundWithdrawal(deps, ctx, input));
}
