import ky, { TimeoutError } from 'ky';
import * as v from 'valibot';
import { type CallDeclaration, type CallRequest, type CallResponse, usesQuery } from '../calls/define-call';
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
}

const DEFAULT_TIMEOUT_MS = 15_000;

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
          const token = options.getToken?.();
          if (token) request.headers.set(SESSION_HEADER, `Bearer ${token}`);
          const merchant = options.getMerchantCode?.();
          if (merchant) request.headers.set(MERCHANT_HEADER, merchant);
          const language = options.getLanguage?.();
          if (language) request.headers.set(LANGUAGE_HEADER, language);
          const gameSession = options.getGameSession?.();
          if (gameSession) request.headers.set(GAME_SESSION_HEADER, gameSession);
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
    if (usesQuery(declaration)) {
      const searchParams = new URLSearchParams();
      for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
        if (value !== undefined && value !== null) searchParams.set(key, String(value));
      }
      return http(url, { method, searchParams });
    }
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

  return { call };
}
