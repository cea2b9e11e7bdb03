import type * as v from 'valibot';
import type { OperatorRole } from '../constants/operator-roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type AnySchema = v.GenericSchema;

/**
 * One API call, declared once: the server registers its route from this and the client calls it by this.
 * For GET and DELETE the request schema describes the query string; otherwise the body.
 */
export type CallAuth = 'none' | 'session' | 'optional' | 'operator' | 'game';

/** `form`: application/x-www-form-urlencoded. `multipart`: multipart/form-data, text fields and the `upload` files. */
export type BodyFormat = 'json' | 'form' | 'multipart';

/**
 * The files of a multipart call: the request field that carries them (an array of Blobs in the request schema), how
 * many and how large, and the types they may be. The server judges the type from the bytes, not the name or label.
 */
export interface UploadSpec {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  types: readonly string[];
}

export interface CallDeclaration<
  Req extends AnySchema = AnySchema,
  Res extends AnySchema = AnySchema,
  Auth extends CallAuth = CallAuth,
> {
  /** Stable name, used in logs and by the client. */
  name: string;
  method: HttpMethod;
  path: string;
  /**
   * `session`: refuses without a valid member token. `optional`: uses the session when one is sent.
   * `operator`: refuses without a valid operator (back-office) token; member tokens never pass.
   * `game`: refuses without a live in-house game session token (header `x-game-session`); member tokens never pass.
   */
  auth: Auth;
  /** With auth `operator`: the roles that may make this call (any one of them); absent means every operator. */
  roles?: readonly OperatorRole[];
  /** A larger body limit than the server's default, for the few calls that carry images. */
  maxBodyBytes?: number;
  /** With bodyFormat `multipart`: the files it carries. */
  upload?: UploadSpec;
  /** How long the client waits for the answer, when longer than its default (an upload on a slow network). */
  timeoutMs?: number;
  /** The body must arrive encrypted to the server's public key (spec section 7 "encrypted"). */
  encrypted: boolean;
  bodyFormat: BodyFormat;
  request: Req;
  response: Res;
}

export type CallRequest<C> =
  C extends CallDeclaration<infer Req, AnySchema, CallAuth> ? v.InferInput<Req> : never;
export type CallParsedRequest<C> =
  C extends CallDeclaration<infer Req, AnySchema, CallAuth> ? v.InferOutput<Req> : never;
export type CallResponse<C> =
  C extends CallDeclaration<AnySchema, infer Res, CallAuth> ? v.InferOutput<Res> : never;

export function defineCall<
  Req extends AnySchema,
  Res extends AnySchema,
  Auth extends CallAuth = 'none',
>(declaration: {
  name: string;
  method: HttpMethod;
  path: string;
  auth?: Auth;
  roles?: readonly OperatorRole[];
  encrypted?: boolean;
  bodyFormat?: BodyFormat;
  maxBodyBytes?: number;
  upload?: UploadSpec;
  timeoutMs?: number;
  request: Req;
  response: Res;
}): CallDeclaration<Req, Res, Auth> {
  return { auth: 'none' as Auth, encrypted: false, bodyFormat: 'json', ...declaration };
}

/** Whether the request travels in the query string rather than a body. */
export function usesQuery(call: Pick<CallDeclaration, 'method'>): boolean {
  return call.method === 'GET' || call.method === 'DELETE';
}
