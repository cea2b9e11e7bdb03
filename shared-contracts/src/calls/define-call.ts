import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type AnySchema = v.GenericSchema;

/**
 * One API call, declared once: the server registers its route from this and the client calls it by this.
 * For GET and DELETE the request schema describes the query string; otherwise the body.
 */
export type CallAuth = 'none' | 'session' | 'optional' | 'operator';

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
   */
  auth: Auth;
  /** A larger body limit than the server's default, for the few calls that carry images. */
  maxBodyBytes?: number;
  /** The body must arrive encrypted to the server's public key (spec section 7 "encrypted"). */
  encrypted: boolean;
  /** `form` bodies are sent as application/x-www-form-urlencoded. */
  bodyFormat: 'json' | 'form';
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
  encrypted?: boolean;
  bodyFormat?: 'json' | 'form';
  maxBodyBytes?: number;
  request: Req;
  response: Res;
}): CallDeclaration<Req, Res, Auth> {
  return { auth: 'none' as Auth, encrypted: false, bodyFormat: 'json', ...declaration };
}

/** Whether the request travels in the query string rather than a body. */
export function usesQuery(call: Pick<CallDeclaration, 'method'>): boolean {
  return call.method === 'GET' || call.method === 'DELETE';
}
