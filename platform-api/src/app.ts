import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { ApiError } from '@platform/shared-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Deps } from './deps';
import { handleError, sendError } from './http/envelope-errors';
import { sendIndex, serveSite, wantsPage } from './http/static-site';
import { authRoutes } from './modules/auth/auth-routes';
import { randomCaptchaText } from './modules/captcha/render-captcha-png';
import { depositRoutes } from './modules/deposit/deposit-routes';
import { memberRoutes } from './modules/member/member-routes';
import { operatorRoutes } from './modules/operator/operator-routes';
import type { BuiltRemote } from './modules/registry/built-remotes';
import { registryRoutes } from './modules/registry/registry-routes';
import { loadServerKey } from './modules/security/server-key';
import { createMerchantCache } from './modules/system/merchant-state';
import { systemRoutes } from './modules/system/system-routes';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { withdrawalRoutes } from './modules/withdrawal/withdrawal-routes';
import { createOutboxMailProvider } from './providers/mail/outbox-mail-provider';
import { providersByName } from './providers/payment/payment-provider';
import { createSandboxPaymentProvider } from './providers/payment/sandbox-payment-provider';
import { createOutboxSmsProvider } from './providers/sms/outbox-sms-provider';

export interface AppOptions {
  db: Database;
  config: Config;
  overrides?: Partial<Omit<Deps, 'db' | 'config' | 'merchantCache'>>;
  /** Daily messages per channel the built-in SMS and mail providers accept. */
  outboxDailyQuota?: number;
}

/** Large enough for any encrypted registration payload; anything bigger is refused with 413. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function createDeps({
  db,
  config,
  overrides = {},
  outboxDailyQuota = 10_000,
}: AppOptions): Promise<Deps> {
  const now = overrides.now ?? (() => new Date());
  return {
    db,
    config,
    now,
    captchaText: overrides.captchaText ?? (() => randomCaptchaText()),
    sms: overrides.sms ?? createOutboxSmsProvider(db, { dailyQuota: outboxDailyQuota, now }),
    mail: overrides.mail ?? createOutboxMailProvider(db, { dailyQuota: outboxDailyQuota, now }),
    payments:
      overrides.payments ??
      providersByName(...(config.paymentSandbox ? [createSandboxPaymentProvider()] : [])),
    serverKey: overrides.serverKey ?? (await loadServerKey(db)),
    merchantCache: createMerchantCache(),
  };
}

export interface SiteOptions {
  siteDir: string;
  remotes: BuiltRemote[];
}

export async function buildApp(
  deps: Deps,
  logger: boolean | object = false,
  site?: SiteOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A HEAD would draw a captcha and count against limits without showing anything.
    exposeHeadRoutes: false,
    // Malformed URLs and the like answer with the envelope too, not Fastify's own body.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    clientErrorHandler: (error, socket) => {
      const body = JSON.stringify({ success: false, code: 'BAD_REQUEST', message: error.message });
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      if (socket.writable) {
        socket.end(
          `HTTP/1.1 ${status} Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
    },
  });
  await app.register(formbody);
  // Players are on mobile networks: every answer of 1 KB or more travels compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) costs more CPU per answer than it saves on the wire.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.setErrorHandler(handleError);
  systemRoutes(app, deps);
  authRoutes(app, deps);
  memberRoutes(app, deps);
  walletRoutes(app, deps);
  depositRoutes(app, deps);
  withdrawalRoutes(app, deps);
  operatorRoutes(app, deps);
  registryRoutes(app, deps);
  const serving = site ? await serveSite(app, site.siteDir, site.remotes) : false;
  app.setNotFoundHandler((request, reply) =>
    serving && wantsPage(request) ? sendIndex(reply) : sendError(reply, new ApiError('NOT_FOUND')),
  );
  return app;
}
