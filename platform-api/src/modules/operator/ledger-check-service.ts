import { ApiError } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { consumeRate } from '../rate-limit/rate-limiter';
import { checkLedger } from '../wallet/ledger-service';
import { type OperatorSession, operatorRegions } from './operator-service';

/** Whole-ledger checks one operator may start a minute: each reads every account and posting. */
const LEDGER_CHECKS_PER_MINUTE = 6;

/**
 * The whole-ledger check (every account's balance against its entries, every region's house and clearing totals): it
 * shows every region's money, so only an operator of every region may run it, and a few times a minute.
 */
export async function checkLedgerFor(deps: Deps, operator: OperatorSession) {
  if (operatorRegions(operator) !== null)
    throw new ApiError('OPERATOR_ROLE_REQUIRED', {
      message: 'Only an operator of every region may check the whole ledger',
    });
  await consumeRate(deps, {
    key: `ledger-check:operator:${operator.operatorId}`,
    windowSeconds: 60,
    limit: LEDGER_CHECKS_PER_MINUTE,
    code: 'TOO_MANY_ATTEMPTS',
  });
  return checkLedger(deps.db);
}
