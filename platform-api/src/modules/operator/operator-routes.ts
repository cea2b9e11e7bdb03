import { formatMoney, ledgerCheckCall, operatorLoginCall } from '@platform/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { checkLedger } from '../wallet/ledger-service';
import { loginOperator } from './operator-service';

export function operatorRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, operatorLoginCall, (input, ctx) => loginOperator(deps, ctx.ip, input));
  registerCall(app, deps, ledgerCheckCall, async () => {
    const check = await checkLedger(deps.db);
    return {
      ...check,
      mismatches: check.mismatches.map((m) => ({
        type: m.type,
        subject: m.subject,
        expected: formatMoney(m.expected),
        actual: formatMoney(m.actual),
        detail: m.detail ?? null,
      })),
    };
  });
}
