import { ApiError, type Envelope, errorCatalogue } from '@platform/shared-contracts/server';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body: Envelope = { success: false, code: error.code, message: error.message };
  if (error.value !== undefined) body.value = error.value;
  if (error.details) body.details = error.details;
  return reply.status(error.status).send(body);
}

/**
 * The answer for an error: an ApiError as it is, anything else SYSTEM_ERROR. A fault of the server's own (an
 * unexpected error, or a SYSTEM_ERROR answered on purpose, a state that should not happen) is logged with its cause,
 * so whoever reads the log sees it, not only the player's "System error".
 */
export function answerFor(error: unknown, log: FastifyBaseLogger): ApiError {
  if (error instanceof ApiError) {
    if (error.code === 'SYSTEM_ERROR') log.error({ err: error }, 'system error');
    return error;
  }
  log.error({ err: error }, 'unhandled error');
  return new ApiError('SYSTEM_ERROR', { message: errorCatalogue.SYSTEM_ERROR.message });
}

/** Turns framework errors (bad JSON, wrong content type, body too large) into envelope 4xx answers. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (!(error instanceof ApiError) && status >= 400 && status < 500) {
    return sendError(reply, new ApiError('BAD_REQUEST', { status, message: error.message }));
  }
  return sendError(reply, answerFor(error, request.log));
}
