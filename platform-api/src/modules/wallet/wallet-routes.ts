import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Balances, vendor wallets, transfers, the consolidated funds and the account record. */
export function walletRoutes(_app: FastifyInstance, _deps: Deps): void {}
