import {
  fundsConsolidatedCall,
  getBalanceV2Call,
  merchantWalletCall,
  transactionHistoryCall,
  walletBalanceCall,
  walletTransferCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerCall } from '../../http/register-call';
import { onBatchFallback } from './ledger-service';
import {
  balancesWithVendors,
  fundsConsolidated,
  merchantWallet,
  transactionHistory,
  transfer,
  walletBalance,
} from './wallet-service';

/** Balances, vendor wallets, transfers, the consolidated funds and the account record. */
export function walletRoutes(app: FastifyInstance, deps: Deps): void {
  const stopWatching = onBatchFallback(deps.db, ({ error, postings }) =>
    app.log.warn({ err: error, postings }, 'a shared posting statement failed; its postings went one by one'),
  );
  app.addHook('onClose', async () => {
    stopWatching();
  });
  registerCall(app, deps, walletBalanceCall, (_input, ctx) => walletBalance(deps, ctx));
  registerCall(app, deps, getBalanceV2Call, (_input, ctx) => balancesWithVendors(deps, ctx));
  registerCall(app, deps, merchantWalletCall, async ({ merchantCode }, ctx) =>
    merchantWallet(ctx, merchantCode),
  );
  registerCall(app, deps, walletTransferCall, (input, ctx) => transfer(deps, ctx, input));
  registerCall(app, deps, fundsConsolidatedCall, (_input, ctx) => fundsConsolidated(deps, ctx));
  registerCall(app, deps, transactionHistoryCall, (input, ctx) => transactionHistory(deps, ctx, input));
}
