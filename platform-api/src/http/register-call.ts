import {
  ApiError,
  type CallDeclaration,
  type CallParsedRequest,
  type CallResponse,
  decryptPayload,
  encryptedBodySchema,
  ok,
  usesQuery,
} from '@platform/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { inMaintenance, isRestricted } from '../modules/system/merchant-state';
import {
  buildRequestContext,
  type OperatorContext,
  type RequestContext,
  type SessionContext,
} from './request-context';

type ContextFor<C extends CallDeclaration> = C['auth'] extends 'session'
  ? SessionContext
  : C['auth'] extends 'operator'
    ? OperatorContext
    : RequestContext;

export type CallHandler<C extends CallDeclaration> = (
  input: CallParsedRequest<C>,
  ctx: ContextFor<C>,
) => Promise<CallResponse<C>>;

/** Validation messages quote what was sent; an overlong value must not come back whole. */
const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/**
 * System calls answer during maintenance and region restriction: they are how the client learns of them. The back
 * office and payment providers' notifications keep working too: money in flight must still settle.
 */
const ALWAYS_OPEN_PREFIXES = ['/wps/system/', '/wps/captcha', '/wps/dev/', '/ops/', '/wps/payment/callback'];

async function readPayload(deps: Deps, call: CallDeclaration, raw: unknown): Promise<unknown> {
  if (!call.encrypted) return raw ?? {};
  const envelope = v.safeParse(encryptedBodySchema, raw);
  if (!envelope.success || envelope.output.kid !== deps.serverKey.kid)
    throw new ApiError('ENCRYPTION_REQUIRED');
  try {
    return await decryptPayload(envelope.output, deps.serverKey.privateKey);
  } catch {
    throw new ApiError('ENCRYPTION_REQUIRED', { message: 'The encrypted payload could not be read' });
  }
}

/** Registers one declared call: session, access gates, decryption, schema validation, then the handler. */
export function registerCall<C extends CallDeclaration>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: CallHandler<C>,
): void {
  const open = ALWAYS_OPEN_PREFIXES.some((prefix) => call.path.startsWith(prefix));
  app.route({
    method: call.method,
    url: call.path,
    ...(call.maxBodyBytes ? { bodyLimit: call.maxBodyBytes } : {}),
    handler: async (request, reply) => {
      const ctx = await buildRequestContext(deps, request, call);
      if (!open && inMaintenance(ctx.merchant, deps.now())) throw new ApiError('SYSTEM_MAINTENANCE');
      if (!open && isRestricted(ctx.merchant, ctx.ip, ctx.country)) throw new ApiError('ACCESS_RESTRICTED');
      if (call.auth === 'session' && !ctx.session) throw new ApiError('NOT_LOGGED_IN');
      if (call.auth === 'operator' && !ctx.operator) throw new ApiError('NOT_LOGGED_IN');

      const payload = await readPayload(deps, call, usesQuery(call) ? request.query : request.body);
      const parsed = v.safeParse(call.request, payload);
      if (!parsed.success) {
        throw new ApiError('BAD_REQUEST', {
          message: clip(parsed.issues[0]?.message ?? 'The request is invalid'),
          details: parsed.issues.map((issue) => ({
            field: v.getDotPath(issue) ?? '',
            reason: clip(issue.message),
          })),
        });
      }
      const value = await handler(parsed.output as CallParsedRequest<C>, ctx as ContextFor<C>);
      return reply.send(ok(value));
    },
  });
}
