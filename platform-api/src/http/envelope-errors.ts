import { ApiError, type Envelope, errorCatalogue } from '@platform/shared-contracts/server';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body: Envelope = { success: false, code: error.code, message: error.message };
  if (error.value !== undefined) body.value = error.value;
  if (error.details) body.details = error.details;
  return reply.status(error.status).send(body);
}

/** Turns framework errors (bad JSON, wrong content type, body too large) into envelope 4xx answers. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    // A fault of the server's own, answered on purpose (a state that should not happen): logged like an unhandled
    // error, so whoever reads the log sees its cause, not only the player's "System error".
    if (error.code === 'SYSTEM_ERROR') request.log.error({ err: error }, 'system error');
    return sendError(reply, error);
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, new ApiError('BAD_REQUEST', { status, message: error.message }));
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, new ApiError('SYSTEM_ERROR', { message: errorCatalogue.SYSTEM_ERROR.message }));
}
