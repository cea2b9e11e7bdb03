import { WHITELABEL_SWITCHES, type WhitelabelValues } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';

export interface MerchantState {
  merchantCode: string;
  brandId: number;
  mainDomain: string;
  country: string;
  currency: string;
  currencySymbol: string;
  langList: string[];
  defaultLanguage: string;
  /** IANA zone whose midnight begins each of the region's calendar days. */
  timeZone: string;
  maintenance: boolean;
  maintenanceEnd: Date | null;
  registerCaptcha: boolean;
  smsHumanCheck: boolean;
  smsCodeMinutes: number;
  passwordExpiryDays: number;
  agreementAge: number;
  analytics: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  switches: WhitelabelValues;
  blockedCountries: Set<string>;
  blockedIps: Set<string>;
  /** One wallet for everything (isSingle 1); otherwise each of `walletVendors` has its own wallet. */
  walletSingle: boolean;
  walletVendors: { vendor: string; name: string }[];
}

/**
 * Settings change rarely and are read on every call, so each server copy keeps them a few seconds.
 * A maintenance switch therefore takes effect within CACHE_MS on every copy.
 */
const CACHE_MS = 5_000;
/**
 * The cache is keyed by the merchant code the client sends, and any code is accepted (an unknown one means the
 * default region), so without a bound every distinct header value would stay in memory for good.
 */
export const MERCHANT_CACHE_MAX_ENTRIES = 64;

export type MerchantCache = Map<string, { at: number; state: Promise<MerchantState> }>;

export function createMerchantCache(): MerchantCache {
  return new Map();
}

/** Drops expired entries, then the oldest ones, until there is room for one more. */
function makeRoom(cache: MerchantCache, now: number): void {
  if (cache.size < MERCHANT_CACHE_MAX_ENTRIES) return;
  for (const [key, entry] of cache) if (now - entry.at >= CACHE_MS) cache.delete(key);
  for (const key of cache.keys()) {
    if (cache.size < MERCHANT_CACHE_MAX_ENTRIES) break;
    cache.delete(key);
  }
}

/** The settings of the requested merchant, or of the default region when the code is missing or unknown. */
export async function merchantState(deps: Deps, requested: string | null): Promise<MerchantState> {
  const cache = deps.merchantCache;
  const key = requested ?? '';
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_MS) return hit.state;
  const state = loadMerchantState(deps, requested);
  const entry = { at: now, state };
  cache.delete(key);
  makeRoom(cache, now);
  cache.set(key, entry);
  state.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return state;
}

async function loadMerchantState(deps: Deps, requested: string | null): Promise<MerchantState> {
  const [row] = await deps.db.query<Record<string, unknown>>(
    `select r.*, b.main_domain, s.*
       from regions r join brands b on b.id = r.brand_id join merchant_settings s using (merchant_code)
      where r.merchant_code = $1 or r.is_default
      order by (r.merchant_code = $1) desc, r.sort limit 1`,
    [requested ?? ''],
  );
  if (!row) throw new Error('no region is configured: run the seed');
  const code = row.merchant_code as string;
  const switchRows = await deps.db.query<{ name: string; enabled: boolean }>(
    'select name, enabled from whitelabel_switches where merchant_code = $1',
    [code],
  );
  const switches = Object.fromEntries(WHITELABEL_SWITCHES.map((name) => [name, false])) as WhitelabelValues;
  for (const s of switchRows) if (s.name in switches) switches[s.name as keyof WhitelabelValues] = s.enabled;
  const restrictions = await deps.db.query<{ kind: string; value: string }>(
    'select kind, value from access_restrictions where merchant_code = $1',
    [code],
  );
  const walletVendors = await deps.db.query<{ vendor: string; name: string }>(
    'select vendor, name from wallet_vendors where merchant_code = $1 order by sort, vendor',
    [code],
  );
  return {
    merchantCode: code,
    brandId: row.brand_id as number,
    mainDomain: row.main_domain as string,
    country: row.country as string,
    currency: row.currency as string,
    currencySymbol: row.currency_symbol as string,
    langList: row.lang_list as string[],
    defaultLanguage: row.default_language as string,
    timeZone: row.time_zone as string,
    maintenance: row.maintenance as boolean,
    maintenanceEnd: row.maintenance_end ? new Date(row.maintenance_end as string) : null,
    registerCaptcha: row.register_captcha as boolean,
    smsHumanCheck: row.sms_human_check as boolean,
    smsCodeMinutes: row.sms_code_minutes as number,
    passwordExpiryDays: row.password_expiry_days as number,
    agreementAge: row.agreement_age as number,
    analytics: (row.analytics as string | null) ?? null,
    imageCdns: row.image_cdns as string[],
    launchGameCdns: row.launch_game_cdns as string[],
    switches,
    blockedCountries: new Set(
      restrictions.filter((r) => r.kind === 'COUNTRY').map((r) => r.value.toUpperCase()),
    ),
    blockedIps: new Set(restrictions.filter((r) => r.kind === 'IP').map((r) => r.value)),
    walletSingle: row.wallet_single as boolean,
    walletVendors,
  };
}

/** Maintenance is on until its end time, when one is set. */
export function inMaintenance(state: MerchantState, now: Date): boolean {
  return state.maintenance && (!state.maintenanceEnd || state.maintenanceEnd > now);
}

export function isRestricted(state: MerchantState, ip: string, country: string | null): boolean {
  return state.blockedIps.has(ip) || (country !== null && state.blockedCountries.has(country));
}
