import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Deposit calls, the payment callback, the operator's deposit list and the sandbox provider's pages. */
export function depositRoutes(_app: FastifyInstance, _deps: Deps): void {}
