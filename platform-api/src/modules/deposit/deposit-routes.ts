import {
  createDepositCall,
  depositChannelsCall,
  depositOrderCall,
  operatorDepositsCall,
  paymentCallbackCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { SANDBOX_PROVIDER } from '../../providers/payment/sandbox-payment-provider';
import {
  createDeposit,
  depositChannels,
  depositOrder,
  handlePaymentNotification,
  operatorDeposits,
} from './deposit-service';
import { sandboxPayPages } from './sandbox-pay-pages';

/** Deposit calls, the payment callback, the operator's deposit list and the sandbox provider's pages. */
export function depositRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, depositChannelsCall, (_input, ctx) => depositChannels(deps, ctx));
  registerCall(app, deps, createDepositCall, (input, ctx) => createDeposit(deps, ctx, input));
  registerCall(app, deps, depositOrderCall, (input, ctx) => depositOrder(deps, ctx, input.orderId));
  registerCall(app, deps, paymentCallbackCall, (input) => handlePaymentNotification(deps, input));
  registerCall(app, deps, operatorDepositsCall, (input, ctx) => operatorDeposits(deps, ctx, input));
  if (deps.payments.has(SANDBOX_PROVIDER)) sandboxPayPages(app, deps);
}
