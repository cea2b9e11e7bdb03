import zlib from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { ApiError } from '@platform/shared-contracts/server';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Deps } from './deps';
import { handleError, sendError } from './http/envelope-errors';
import { type BuiltHouseGame, serveHouseGames } from './http/house-games';
import { redactingLogger } from './http/log-redaction';
import { serveMedia } from './http/media';
import { noStoreOnApi } from './http/no-store';
import { serveOpsConsole } from './http/ops-console';
import { registerSecurityHeaders } from './http/security-headers';
import { sendIndex, serveSite, wantsPage } from './http/static-site';
import { announcementsRoutes } from './modules/announcements/announcements-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { betRecordsRoutes } from './modules/bet-records/bet-records-routes';
import { randomCaptchaText } from './modules/captcha/render-captcha-png';
import { depositRoutes } from './modules/deposit/deposit-routes';
import { catalogueImageOrigins } from './modules/games/catalogue-service';
import { gamesRoutes } from './modules/games/games-routes';
import { registerBuiltInAdapters } from './modules/games/vendor-adapters';
import { jackpotRoutes } from './modules/jackpot/jackpot-routes';
import { lotteryEngine } from './modules/lottery/lottery-engine-adapter';
import { lotteryRoutes } from './modules/lottery/lottery-routes';
import { memberRoutes } from './modules/member/member-routes';
import { memberSupportRoutes } from './modules/member/member-support-routes';
import { operatorRoutes } from './modules/operator/operator-routes';
import type { BuiltRemote } from './modules/registry/built-remotes';
import { registryRoutes } from './modules/registry/registry-routes';
import { remoteOrigins } from './modules/registry/registry-service';
import { releasesRoutes } from './modules/releases/releases-routes';
import { responsibleGamingRoutes } from './modules/responsible-gaming/rg-routes';
import { vendorWalletRoutes } from './modules/seamless-wallet/vendor-wallet-routes';
import { loadServerKey } from './modules/security/server-key';
import { studioRoutes } from './modules/studio/studio-routes';
import { createMerchantCache } from './modules/system/merchant-state';
import { regionSettingsRoutes } from './modules/system/region-settings-routes';
import { systemRoutes } from './modules/system/system-routes';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { withdrawalRoutes } from './modules/withdrawal/withdrawal-routes';
import type { FileStore } from './providers/files/file-store';
import { createFolderFileStore } from './providers/files/folder-file-store';
import { createMemoryFileStore } from './providers/files/memory-file-store';
import { createOutboxMailProvider } from './providers/mail/outbox-mail-provider';
import { providersByName } from './providers/payment/payment-provider';
import { createSandboxPaymentProvider } from './providers/payment/sandbox-payment-provider';
import { createFolderReleaseStore } from './providers/release-store/folder-release-store';
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

function fileStoreOf(config: Config): FileStore {
  return config.filesDir === 'memory://' ? createMemoryFileStore() : createFolderFileStore(config.filesDir);
}

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
    files: overrides.files ?? fileStoreOf(config),
    merchantCache: createMerchantCache(),
    lotteryEngine: overrides.lotteryEngine ?? lotteryEngine(),
    releaseStore: overrides.releaseStore ?? createFolderReleaseStore(config.releaseStore),
  };
}

export interface SiteOptions {
  siteDir: string;
  remotes: BuiltRemote[];
  /** The built in-house games' front ends (house-games/<folder>/dist), served at /house-games/<folder>/. */
  houseGames?: BuiltHouseGame[];
  /** The built operators' console (ops-console/dist), served at /ops/ (decision 100). */
  opsConsoleDir?: string | null;
}

export async function buildApp(
  deps: Deps,
  logger: boolean | object = false,
  site?: SiteOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(logger),
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
  await registerSecurityHeaders(app, {
    siteDir: site?.siteDir,
    remoteOrigins: () => remoteOrigins(deps),
    imageOrigins: () => catalogueImageOrigins(deps),
  });
  await app.register(formbody);
  // Multipart bodies are read only by the calls that declare an upload, with that upload's limits (register-call).
  await app.register(multipart);
  // Players are on mobile networks: every answer of 1 KB or more travels compressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default (quality 11) costs more CPU per answer than it saves on the wire.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.setErrorHandler(handleError);
  noStoreOnApi(app);
  systemRoutes(app, deps);
  authRoutes(app, deps);
  memberRoutes(app, deps);
  walletRoutes(app, deps);
  depositRoutes(app, deps);
  withdrawalRoutes(app, deps);
  registerBuiltInAdapters();
  gamesRoutes(app, deps);
  operatorRoutes(app, deps);
  registryRoutes(app, deps, site?.remotes ?? []);
  releasesRoutes(app, deps);
  betRecordsRoutes(app, deps);
  vendorWalletRoutes(app, deps);
  studioRoutes(app, deps);
  lotteryRoutes(app, deps);
  jackpotRoutes(app, deps);
  announcementsRoutes(app, deps);
  memberSupportRoutes(app, deps);
  regionSettingsRoutes(app, deps);
  responsibleGamingRoutes(app, deps);
  await serveMedia(app);
  await serveHouseGames(app, site?.houseGames ?? []);
  if (site?.opsConsoleDir) await serveOpsConsole(app, site.opsConsoleDir);
  const serving = site ? await serveSite(app, deps, site.siteDir, site.remotes) : false;
  app.setNotFoundHandler((request, reply) =>
    serving && wantsPage(request) ? sendIndex(reply) : sendError(reply, new ApiError('NOT_FOUND')),
  );
  return app;
}
