import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Payment password, bank accounts, mobile and email binding, withdrawals and the operator's withdrawal calls. */
export function withdrawalRoutes(_app: FastifyInstance, _deps: Deps): void {}
