import {
  ApiError,
  type CallDeclaration,
  type CallParsedRequest,
  type CallResponse,
  decryptPayload,
  encryptedBodySchema,
  ok,
  usesQuery,
} from '@platform/shared-contracts/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Deps } from '../deps';
import { operatorHoldsRole } from '../modules/operator/operator-service';
import { inMaintenance, isRestricted } from '../modules/system/merchant-state';
import { readMultipartBody } from './multipart-body';
import {
  buildRequestContext,
  type GameContext,
  type OperatorContext,
  type RequestContext,
  type SessionContext,
} from './request-context';

export type ContextFor<C extends CallDeclaration> = C['auth'] extends 'session'
  ? SessionContext
  : C['auth'] extends 'operator'
    ? OperatorContext
    : C['auth'] extends 'game'
      ? GameContext
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

/** The call's input as sent: query, JSON or form body, multipart parts, or the decrypted payload. */
async function readInput(deps: Deps, call: CallDeclaration, request: FastifyRequest): Promise<unknown> {
  if (usesQuery(call)) return readPayload(deps, call, request.query);
  // A multipart call also reads a JSON body (within the server's small limit), which can carry no files.
  if (call.bodyFormat === 'multipart' && request.isMultipart()) return readMultipartBody(request, call);
  return readPayload(deps, call, request.body);
}

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

/** Who is calling, through the gates every call passes: maintenance, region restriction, the call's kind of token. */
export async function admit(
  deps: Deps,
  call: CallDeclaration,
  request: FastifyRequest,
  open = ALWAYS_OPEN_PREFIXES.some((prefix) => call.path.startsWith(prefix)),
): Promise<RequestContext> {
  const ctx = await buildRequestContext(deps, request, call);
  if (!open && inMaintenance(ctx.merchant, deps.now())) throw new ApiError('SYSTEM_MAINTENANCE');
  if (!open && isRestricted(ctx.merchant, ctx.ip, ctx.country)) throw new ApiError('ACCESS_RESTRICTED');
  if (call.auth === 'session' && !ctx.session) throw new ApiError('NOT_LOGGED_IN');
  if (call.auth === 'operator' && !ctx.operator) throw new ApiError('NOT_LOGGED_IN');
  if (call.auth === 'operator' && ctx.operator && !operatorHoldsRole(ctx.operator, call.roles))
    throw new ApiError('OPERATOR_ROLE_REQUIRED');
  if (call.auth === 'game' && !ctx.gameSession) throw new ApiError('GAME_SESSION_EXPIRED');
  return ctx;
}

/** The input checked against the call's schema; a refusal quotes the first problem and lists them all. */
export function parseInput<C extends CallDeclaration>(call: C, payload: unknown): CallParsedRequest<C> {
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
  return parsed.output as CallParsedRequest<C>;
}

/**
 * Registers one declared call. Who is calling and the access gates (maintenance, region, session) are settled in
 * `onRequest`, before Fastify reads the body: a caller without a session cannot make the server take in a large
 * body. Then decryption, schema validation and the handler.
 */
export function registerCall<C extends CallDeclaration>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: CallHandler<C>,
): void {
  const open = ALWAYS_OPEN_PREFIXES.some((prefix) => call.path.startsWith(prefix));
  if (call.bodyFormat === 'multipart' && (call.encrypted || !call.upload))
    throw new Error(`${call.name}: a multipart call declares its upload and is not encrypted`);
  const contexts = new WeakMap<FastifyRequest, RequestContext>();
  app.route({
    method: call.method,
    url: call.path,
    // A multipart body is not read by a parser: readMultipartBody applies the limits.
    ...(call.maxBodyBytes && call.bodyFormat !== 'multipart' ? { bodyLimit: call.maxBodyBytes } : {}),
    onRequest: async (request) => {
      contexts.set(request, await admit(deps, call, request, open));
    },
    handler: async (request, reply) => {
      const ctx = contexts.get(request);
      if (!ctx) throw new ApiError('NOT_LOGGED_IN');
      const input = parseInput(call, await readInput(deps, call, request));
      const value = await handler(input, ctx as ContextFor<C>);
      return reply.send(ok(value));
    },
  });
}
