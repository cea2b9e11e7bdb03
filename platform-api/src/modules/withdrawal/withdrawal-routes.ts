import {
  approveRefundCall,
  approveWithdrawalCall,
  confirmWithdrawalCall,
  createWithdrawalCall,
  declineRefundCall,
  operatorWithdrawalProofCall,
  operatorWithdrawalsCall,
  payWithdrawalCall,
  refundWithdrawalCall,
  rejectWithdrawalCall,
  withdrawalRecordsCall,
  withdrawSettingsCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { securityCentreRoutes } from '../security-centre/security-centre-routes';
import {
  approveWithdrawal,
  operatorWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
} from './withdrawal-operator-service';
import { operatorWithdrawalProof } from './withdrawal-proof-service';
import { approveRefund, declineRefund, refundWithdrawal } from './withdrawal-refund-service';
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
  registerCall(app, deps, operatorWithdrawalProofCall, (input, ctx) =>
    operatorWithdrawalProof(deps, ctx, input),
  );
  registerCall(app, deps, approveWithdrawalCall, (input, ctx) => approveWithdrawal(deps, ctx, input));
  registerCall(app, deps, rejectWithdrawalCall, (input, ctx) => rejectWithdrawal(deps, ctx, input));
  registerCall(app, deps, payWithdrawalCall, (input, ctx) => payWithdrawal(deps, ctx, input));
  registerCall(app, deps, refundWithdrawalCall, (input, ctx) => refundWithdrawal(deps, ctx, input));
  registerCall(app, deps, approveRefundCall, (input, ctx) => approveRefund(deps, ctx, input));
  registerCall(app, deps, declineRefundCall, (input, ctx) => declineRefund(deps, ctx, input));
}
