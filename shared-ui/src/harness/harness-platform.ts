import {
  type ApiClient,
  createApiClient,
  createEventBus,
  type EventBus,
  type Theme,
} from '@platform/shared-contracts/client';
import type { i18n as I18n } from 'i18next';
import { createHostLikeI18n } from '../i18n/host-like-i18n';

/** What the host would give a remote, made by a remote's stand-alone harness against the real platform-api. */
export interface HarnessPlatform {
  merchant: string;
  language: string;
  theme: Theme;
  i18n: I18n;
  api: ApiClient;
  bus: EventBus;
  /** Where the harness keeps the member's token (sessionStorage), as the host does. */
  tokenKey: string;
}

export const HARNESS_KEYS = {
  token: 'harness.token',
  merchant: 'harness.merchant',
  language: 'harness.language',
  theme: 'harness.theme',
} as const;

/**
 * The harness's platform: region, language and theme from the address (`?merchant=DEMOVN&lang=KM&theme=dark`) or
 * the last choice, an i18next like the host's (our language codes, EN fallback, each remote adds its own bundle),
 * an API client on the same origin (the dev server proxies `/wps` to the API) and a real event bus.
 */
export function createHarnessPlatform({ defaultLanguage = 'EN' } = {}): HarnessPlatform {
  const params = new URLSearchParams(location.search);
  const merchant = params.get('merchant') ?? localStorage.getItem(HARNESS_KEYS.merchant) ?? 'DEMOKH';
  const language = params.get('lang') ?? localStorage.getItem(HARNESS_KEYS.language) ?? defaultLanguage;
  const theme: Theme =
    (params.get('theme') ?? localStorage.getItem(HARNESS_KEYS.theme)) === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = language.toLowerCase();

  const i18n = createHostLikeI18n(language);
  const api = createApiClient({
    baseUrl: '',
    getToken: () => sessionStorage.getItem(HARNESS_KEYS.token),
    getMerchantCode: () => merchant,
    getLanguage: () => i18n.language,
  });
  return { merchant, language, theme, i18n, api, bus: createEventBus(), tokenKey: HARNESS_KEYS.token };
}

/** Keeps a harness choice (region, language, theme) and loads the page again with it. */
export function reloadHarnessWith(change: Partial<Record<'merchant' | 'language' | 'theme', string>>): void {
  for (const [key, value] of Object.entries(change))
    localStorage.setItem(HARNESS_KEYS[key as keyof typeof change], value as string);
  location.reload();
}
