import {
  bankAccountsCall,
  bindBankAccountCall,
  bindEmailCall,
  bindMobileCall,
  setPaymentPasswordCall,
} from '@platform/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import {
  bankAccounts,
  bindBankAccount,
  bindEmail,
  bindMobile,
  setPaymentPassword,
} from './security-centre-service';

export function securityCentreRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, setPaymentPasswordCall, (input, ctx) => setPaymentPassword(deps, ctx, input));
  registerCall(app, deps, bankAccountsCall, (_input, ctx) => bankAccounts(deps, ctx));
  registerCall(app, deps, bindBankAccountCall, (input, ctx) => bindBankAccount(deps, ctx, input));
  registerCall(app, deps, bindMobileCall, (input, ctx) => bindMobile(deps, ctx, input));
  registerCall(app, deps, bindEmailCall, (input, ctx) => bindEmail(deps, ctx, input));
}
