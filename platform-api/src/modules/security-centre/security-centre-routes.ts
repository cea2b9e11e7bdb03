import {
  bankAccountsCall,
  bindBankAccountCall,
  bindEmailCall,
  bindMobileCall,
  securityCodeCall,
  setPaymentPasswordCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import {
  bankAccounts,
  bindBankAccount,
  bindEmail,
  bindMobile,
  securityCode,
  setPaymentPassword,
} from './security-centre-service';

export function securityCentreRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, securityCodeCall, (_input, ctx) => securityCode(deps, ctx));
  registerCall(app, deps, setPaymentPasswordCall, (input, ctx) => setPaymentPassword(deps, ctx, input));
  registerCall(app, deps, bankAccountsCall, (_input, ctx) => bankAccounts(deps, ctx));
  registerCall(app, deps, bindBankAccountCall, (input, ctx) => bindBankAccount(deps, ctx, input));
  registerCall(app, deps, bindMobileCall, (input, ctx) => bindMobile(deps, ctx, input));
  registerCall(app, deps, bindEmailCall, (input, ctx) => bindEmail(deps, ctx, input));
}
