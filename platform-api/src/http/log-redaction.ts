import type { FastifyRequest } from 'fastify';

/**
 * A session token may arrive in the page address (spec section 2: `?token=`) and in the Authorization header;
 * neither may reach the logs, where anyone reading them could take over the session.
 */
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

export function redactedUrl(url: string): string {
  return url.replace(TOKEN_IN_QUERY, '$1[REDACTED]');
}

const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Fastify's logger option with the request line redacted and secret headers censored, should they be logged. */
export function redactingLogger(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: { req: requestSerializer },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: '[REDACTED]',
    },
  };
}
