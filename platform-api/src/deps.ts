import type { Config } from './config';
import type { Database } from './db/database';
import type { LotteryEngine } from './modules/lottery/lottery-engine-port';
import type { ServerKey } from './modules/security/server-key';
import type { MerchantCache } from './modules/system/merchant-state';
import type { FileStore } from './providers/files/file-store';
import type { MailProvider } from './providers/mail/mail-provider';
import type { PaymentProviders } from './providers/payment/payment-provider';
import type { ReleaseStore } from './providers/release-store/release-store';
import type { SmsProvider } from './providers/sms/sms-provider';

/** What every service needs, built once at start-up and passed down explicitly. */
export interface Deps {
  db: Database;
  config: Config;
  sms: SmsProvider;
  mail: MailProvider;
  /** Payment providers by name; a deposit channel names the one that serves it. */
  payments: PaymentProviders;
  serverKey: ServerKey;
  /** Uploaded files; the database keeps only their keys and hashes. */
  files: FileStore;
  /** Produces captcha answers; the built-in one is random, tests wrap it to read the answer. */
  captchaText: () => string;
  /** The one clock for every expiry, so tests can move time. */
  now: () => Date;
  /** Merchant settings kept a few seconds per server copy; `clear()` makes a change visible at once. */
  merchantCache: MerchantCache;
  /** The lottery's games, draws and bet types (@platform/lottery-engine); tests may run a small one of their own. */
  lotteryEngine: LotteryEngine;
  /** Published remote releases (read only here; `pnpm release` writes them). */
  releaseStore: ReleaseStore;
}
