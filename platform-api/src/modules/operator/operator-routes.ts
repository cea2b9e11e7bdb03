import {
  formatMoney,
  ledgerCheckCall,
  operatorLoginCall,
  operatorLogoutCall,
  operatorSessionCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { checkLedgerFor } from './ledger-check-service';
import { loginOperator, logoutOperator } from './operator-service';

export function operatorRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, operatorLoginCall, (input, ctx) => loginOperator(deps, ctx.ip, input));
  registerCall(app, deps, operatorLogoutCall, (_input, ctx) => logoutOperator(deps, ctx.operator));
  registerCall(app, deps, operatorSessionCall, async (_input, { operator }) => ({
    username: operator.username,
    roles: operator.roles,
    merchantCodes: operator.merchantCodes,
  }));
  registerCall(app, deps, ledgerCheckCall, async (_input, { operator }) => {
    const check = await checkLedgerFor(deps, operator);
    return {
      ...check,
      mismatches: check.mismatches.map((m) => ({
        type: m.type,
        subject: m.subject,
        expected: formatMoney(m.expected),
        actual: formatMoney(m.actual),
        detail: m.detail ?? null,
      })),
      merchantTotals: check.merchantTotals.map((t) => ({ ...t, balance: formatMoney(t.balance) })),
    };
  });
}
