import {
  ApiError,
  type CallDeclaration,
  type CallParsedRequest,
  formatMoney,
  ok,
  parseMoney,
  VENDOR_CODE_HEADER,
  VENDOR_MAX_SKEW_MS,
  VENDOR_MERCHANT_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type VendorWalletAnswer,
  vendorWalletBalanceCall,
  vendorWalletBetCall,
  vendorWalletRollbackCall,
  vendorWalletWinCall,
} from '@platform/shared-contracts/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { merchantState } from '../system/merchant-state';
import type { SeamlessWallet, WalletAnswer } from './seamless-wallet';
import { walletOperations } from './seamless-wallet-service';
import { signatureMatches, vendorSecret, vendorSignature } from './vendor-credentials';

// The seamless wallet over HTTP for outside vendors (decision 045). These calls are not registered through
// registerCall: their signature covers the raw body, and they answer during maintenance and region restriction
// (money in flight must settle), with no member session.

/** Who signed a request: the vendor and the region whose secret verified it. */
interface Signer {
  vendor: string;
  merchantCode: string;
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function header(request: FastifyRequest, name: string, pattern: RegExp): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && pattern.test(value) ? value : null;
}

function unsigned(): ApiError {
  return new ApiError('VENDOR_SIGNATURE_INVALID');
}

/** The vendor and region whose secret signed `${timestamp}.${raw body}`, with a timestamp near the server's clock. */
async function verifySigner(deps: Deps, request: FastifyRequest, rawBody: string): Promise<Signer> {
  const vendor = header(request, VENDOR_CODE_HEADER, /^[A-Z0-9_]{2,32}$/);
  const merchantCode = header(request, VENDOR_MERCHANT_HEADER, /^[A-Za-z0-9_-]{1,32}$/);
  const timestamp = header(request, VENDOR_TIMESTAMP_HEADER, /^\d{10,16}$/);
  const signature = header(request, VENDOR_SIGNATURE_HEADER, /^[a-f0-9]{64}$/);
  if (!vendor || !merchantCode || !timestamp || !signature) throw unsigned();
  if (Math.abs(deps.now().getTime() - Number(timestamp)) > VENDOR_MAX_SKEW_MS) throw unsigned();
  const secret = await vendorSecret(deps, merchantCode, vendor);
  if (!secret || !signatureMatches(vendorSignature(secret, timestamp, rawBody), signature)) throw unsigned();
  return { vendor, merchantCode };
}

function parseInput<C extends CallDeclaration>(call: C, payload: unknown): CallParsedRequest<C> {
  const parsed = v.safeParse(call.request, payload);
  if (parsed.success) return parsed.output as CallParsedRequest<C>;
  throw new ApiError('BAD_REQUEST', {
    message: clip(parsed.issues[0]?.message ?? 'The request is invalid'),
    details: parsed.issues.map((issue) => ({
      field: v.getDotPath(issue) ?? '',
      reason: clip(issue.message),
    })),
  });
}

function toWire(answer: WalletAnswer, currency: string): VendorWalletAnswer {
  if (!answer.ok)
    return {
      status: answer.code,
      balance: answer.balance === undefined ? null : formatMoney(answer.balance),
      currency: answer.balance === undefined ? null : currency,
      transactionId: null,
      replayed: false,
    };
  return {
    status: 'OK',
    balance: formatMoney(answer.balance),
    currency,
    transactionId: answer.transactionId || null,
    replayed: answer.replayed,
  };
}

const rawBodies = new WeakMap<FastifyRequest, string>();

export function vendorWalletRoutes(app: FastifyInstance, deps: Deps): void {
  app.register(async (scope) => {
    // Inside this plugin only: JSON bodies are kept as received, for the signature.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(
          new ApiError('BAD_REQUEST', {
            message: 'The body is not JSON',
            details: [{ field: '', reason: 'not JSON' }],
          }),
          undefined,
        );
      }
    });

    const route = <C extends CallDeclaration>(
      call: C,
      run: (wallet: SeamlessWallet, vendor: string, input: CallParsedRequest<C>) => Promise<WalletAnswer>,
    ) => {
      scope.route({
        method: call.method,
        url: call.path,
        handler: async (request, reply) => {
          // The shape is checked first (a 400 says which field), then who signed it; nothing runs unsigned.
          const input = parseInput(call, request.body ?? {});
          const signer = await verifySigner(deps, request, rawBodies.get(request) ?? '');
          const merchant = await merchantState(deps, signer.merchantCode);
          if (merchant.merchantCode !== signer.merchantCode) throw unsigned();
          const wallet = walletOperations(deps, { merchantCode: signer.merchantCode });
          const answer = await run(wallet, signer.vendor, input);
          return reply.send(ok(toWire(answer, merchant.currency)));
        },
      });
    };

    route(vendorWalletBalanceCall, (wallet, vendor, input) => wallet.balance(vendor, input.sessionId));
    route(vendorWalletBetCall, (wallet, vendor, input) =>
      wallet.bet(vendor, { ...input, amount: parseMoney(input.amount) }),
    );
    route(vendorWalletWinCall, (wallet, vendor, input) =>
      wallet.win(vendor, { ...input, amount: parseMoney(input.amount) }),
    );
    route(vendorWalletRollbackCall, (wallet, vendor, input) => wallet.rollback(vendor, input));
  });
}
