import ky, { TimeoutError } from 'ky';
import * as v from 'valibot';
import { type CallDeclaration, type CallRequest, type CallResponse, usesQuery } from '../calls/define-call';
import type { StreamDeclaration, StreamEvent } from '../calls/define-stream';
import { publicKeyCall } from '../calls/system-calls';
import { encryptPayload, importPublicKey } from '../crypto/hybrid-encryption';
import { envelopeSchema } from '../envelope/envelope';
import { ApiError, isErrorCode } from '../errors/catalogue';

export const SESSION_HEADER = 'authorization';
export const MERCHANT_HEADER = 'x-merchant-code';
export const LANGUAGE_HEADER = 'x-language';
/** An in-house game's session token: what a game in its iframe sends instead of the member's token. */
export const GAME_SESSION_HEADER = 'x-game-session';

export interface ApiClientOptions {
  /** Origin of platform-api, e.g. `http://127.0.0.1:8080`; '' means same origin. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  getMerchantCode?: () => string | null | undefined;
  getLanguage?: () => string | null | undefined;
  /** In-house games only: their game session token (header x-game-session), sent with every call. */
  getGameSession?: () => string | null | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ApiClient {
  call<C extends CallDeclaration>(call: C, input: CallRequest<C>): Promise<CallResponse<C>>;
  /**
   * Opens a declared event stream with the same headers as a call (decision 077). Optional: a client without it (an
   * older host, a test) leaves the caller to poll. Answers a function that closes the stream.
   */
  subscribe?<S extends StreamDeclaration>(
    stream: S,
    input: CallRequest<S>,
    handlers: StreamHandlers<S>,
  ): () => void;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The query string of a GET: each defined field as text. */
function queryOf(input: unknown): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) searchParams.set(key, String(value));
  }
  return searchParams;
}

/** The headers every request carries: session token, merchant, language, in-house game session. */
function headersOf(options: ApiClientOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = options.getToken?.();
  if (token) headers[SESSION_HEADER] = `Bearer ${token}`;
  const merchant = options.getMerchantCode?.();
  if (merchant) headers[MERCHANT_HEADER] = merchant;
  const language = options.getLanguage?.();
  if (language) headers[LANGUAGE_HEADER] = language;
  const gameSession = options.getGameSession?.();
  if (gameSession) headers[GAME_SESSION_HEADER] = gameSession;
  return headers;
}

/** The error an answer's envelope names, or what its HTTP status says when it has none. */
async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = v.safeParse(envelopeSchema, body);
  if (!envelope.success) {
    return new ApiError(response.status === 503 ? 'SYSTEM_MAINTENANCE' : 'SYSTEM_ERROR', {
      status: response.status,
    });
  }
  const { code, message, value, details } = envelope.output;
  return new ApiError(isErrorCode(code) ? code : 'SYSTEM_ERROR', {
    status: response.status,
    value,
    details,
    ...(message ? { message } : {}),
  });
}

/** A multipart body: each text field once, each file of an array of Blobs as a part of that field. */
function formDataOf(input: unknown): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) body.append(key, item, item instanceof File ? item.name : key);
      else body.append(key, String(item));
    }
  }
  return body;
}

/**
 * Calls a declared API by its declaration: validates the input, attaches the session token and merchant,
 * encrypts where the declaration says so, validates the answer, and turns every failure into an ApiError
 * with a catalogue code.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(headersOf(options))) request.headers.set(name, value);
        },
      ],
    },
  });

  let serverKey: Promise<{ kid: string; key: CryptoKey }> | undefined;
  const loadServerKey = () => {
    serverKey ??= call(publicKeyCall, {}).then(async ({ kid, spki }) => ({
      kid,
      key: await importPublicKey(spki),
    }));
    serverKey.catch(() => {
      serverKey = undefined;
    });
    return serverKey;
  };

  async function send(declaration: CallDeclaration, input: unknown): Promise<Response> {
    const url = `${options.baseUrl}${declaration.path}`;
    const method = declaration.method.toLowerCase();
    if (usesQuery(declaration)) return http(url, { method, searchParams: queryOf(input) });
    if (declaration.encrypted) {
      const { kid, key } = await loadServerKey();
      return http(url, { method, json: await encryptPayload(input, key, kid) });
    }
    if (declaration.bodyFormat === 'multipart') {
      const timeout = declaration.timeoutMs ? { timeout: declaration.timeoutMs } : {};
      return http(url, { method, body: formDataOf(input), ...timeout });
    }
    if (declaration.bodyFormat === 'form') {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
        if (value !== undefined && value !== null) body.set(key, String(value));
      }
      return http(url, { method, body });
    }
    return http(url, { method, json: input ?? {} });
  }

  async function call<C extends CallDeclaration>(
    declaration: C,
    input: CallRequest<C>,
  ): Promise<CallResponse<C>> {
    const checked = v.safeParse(declaration.request, input);
    if (!checked.success) {
      throw new ApiError('BAD_REQUEST', {
        details: checked.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', reason: issue.message })),
      });
    }

    let response: Response;
    try {
      response = await send(declaration, input);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(error instanceof TimeoutError ? 'TIMEOUT' : 'NETWORK_ABNORMAL', { status: 0 });
    }

    const body: unknown = await response.json().catch(() => undefined);
    const envelope = v.safeParse(envelopeSchema, body);
    if (!envelope.success) {
      throw new ApiError(response.status === 503 ? 'SYSTEM_MAINTENANCE' : 'SYSTEM_ERROR', {
        status: response.status,
      });
    }
    const { success, code, message, value, details } = envelope.output;
    if (!success) {
      throw new ApiError(isErrorCode(code) ? code : 'SYSTEM_ERROR', {
        status: response.status,
        value,
        details,
        ...(message ? { message } : {}),
      });
    }
    const parsed = v.safeParse(declaration.response, value ?? null);
    if (!parsed.success) throw new ApiError('SYSTEM_ERROR', { status: response.status });
    return parsed.output as CallResponse<C>;
  }

  function subscribe<S extends StreamDeclaration>(
    stream: S,
    input: CallRequest<S>,
    handlers: StreamHandlers<S>,
  ): () => void {
    const abort = new AbortController();
    let closed = false;
    const fail = (error: ApiError) => {
      if (closed) return;
      closed = true;
      abort.abort();
      handlers.onError(error);
    };
    readStream(stream, input, handlers.onEvent, abort.signal).then(
      () => fail(new ApiError('NETWORK_ABNORMAL', { status: 0, message: 'The stream ended' })),
      (error: unknown) =>
        fail(error instanceof ApiError ? error : new ApiError('NETWORK_ABNORMAL', { status: 0 })),
    );
    return () => {
      closed = true;
      abort.abort();
    };
  }

  async function readStream<S extends StreamDeclaration>(
    stream: S,
    input: unknown,
    onEvent: StreamHandlers<S>['onEvent'],
    signal: AbortSignal,
  ): Promise<void> {
    if (!v.safeParse(stream.request, input).success) throw new ApiError('BAD_REQUEST');
    const query = queryOf(input).toString();
    // The parser is fetched with the first stream, in parallel with it: no first paint opens a stream.
    const parserModule = import('eventsource-parser');
    parserModule.catch(() => undefined); // awaited below unless the stream is refused first
    const response = await (options.fetch ?? fetch)(
      `${options.baseUrl}${stream.path}${query ? `?${query}` : ''}`,
      { headers: { ...headersOf(options), accept: 'text/event-stream' }, signal },
    );
    if (!response.ok) throw await errorOf(response);
    if (!response.body) throw new ApiError('NETWORK_ABNORMAL', { status: response.status });
    const { createParser } = await parserModule;
    const parser = createParser({
      onEvent: ({ event = 'message', data }) => {
        const schema = stream.events[event];
        if (!schema) return;
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          return;
        }
        const parsed = v.safeParse(schema, json);
        if (parsed.success) onEvent({ name: event, data: parsed.output } as StreamEvent<S>);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  }

  return { call, subscribe };
}

export interface StreamHandlers<S extends StreamDeclaration> {
  /** Each event whose data matches its declared schema; others are dropped. */
  onEvent(event: StreamEvent<S>): void;
  /** Once, when the stream is refused, breaks or ends; not after the caller closed it. */
  onError(error: ApiError): void;
}
