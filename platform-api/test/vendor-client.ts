import { createHmac } from 'node:crypto';
import {
  type CallDeclaration,
  type CallRequest,
  VENDOR_CODE_HEADER,
  VENDOR_MERCHANT_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type VendorWalletAnswer,
} from '@platform/shared-contracts/server';
import type { TestServer } from './harness';

/**
 * A simulated outside game vendor: it signs each wallet call as decision 045 says, gives up on an answer after its
 * timeout and sends the same request again (same transaction id), as real vendors do.
 */
export interface VendorClient {
  /** One delivery; `tamper` changes what is sent after signing, to test refusals. */
  send<C extends CallDeclaration>(
    call: C,
    body: CallRequest<C>,
    tamper?: { timestamp?: number; signature?: string; headers?: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; body: { success: boolean; code?: string; value?: VendorWalletAnswer } }>;
  /** Delivers until an answer comes, waiting at most `timeoutMs` for each attempt; the answer and the attempts made. */
  deliver<C extends CallDeclaration>(
    call: C,
    body: CallRequest<C>,
    options?: { timeoutMs?: number; attempts?: number },
  ): Promise<{ answer: VendorWalletAnswer; attempts: number }>;
}

export function vendorClient(
  server: TestServer,
  vendor: { code: string; merchantCode: string; secret: string },
): VendorClient {
  const post = async (
    call: CallDeclaration,
    rawBody: string,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ) => {
    const response = await fetch(`${server.baseUrl}${call.path}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', ...headers },
      body: rawBody,
      ...(signal ? { signal } : {}),
    });
    return { status: response.status, body: await response.json() };
  };
  const signed = (rawBody: string, timestamp = server.deps.now().getTime()) => ({
    [VENDOR_CODE_HEADER]: vendor.code,
    [VENDOR_MERCHANT_HEADER]: vendor.merchantCode,
    [VENDOR_TIMESTAMP_HEADER]: String(timestamp),
    [VENDOR_SIGNATURE_HEADER]: createHmac('sha256', vendor.secret)
      .update(`${timestamp}.${rawBody}`)
      .digest('hex'),
  });
  return {
    async send(call, body, tamper = {}) {
      const rawBody = JSON.stringify(body);
      const headers = signed(rawBody, tamper.timestamp);
      if (tamper.signature !== undefined) headers[VENDOR_SIGNATURE_HEADER] = tamper.signature;
      return post(call, tamper.rawBody ?? rawBody, { ...headers, ...tamper.headers });
    },
    async deliver(call, body, { timeoutMs = 5_000, attempts = 5 } = {}) {
      const rawBody = JSON.stringify(body);
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          // Each attempt is signed afresh, as a vendor's retry is; the body (and its transaction id) is the same.
          const answer = await post(call, rawBody, signed(rawBody), AbortSignal.timeout(timeoutMs));
          if (answer.status === 200)
            return { answer: answer.body.value as VendorWalletAnswer, attempts: attempt };
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'TimeoutError')) throw error;
        }
        // Later attempts give the server time enough.
        timeoutMs = 5_000;
      }
      throw new Error(`${call.name}: no answer after ${attempts} attempts`);
    },
  };
}
