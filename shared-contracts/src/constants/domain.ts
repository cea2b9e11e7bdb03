/** Domain constants of spec sections 3, 4 and 9, defined once for every remote and the server. */

export const GAME_CATEGORIES = [
  'HOME',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'PROMO',
  'BLOG',
  'INVITE',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Header categories in display order. COCKFIGHT is not listed: it is split out of SPORTS at run time and
 * placed right after SPORTS (spec section 2).
 */
export const HEADER_CATEGORIES = [
  'HOME',
  'PROMO',
  'LOTT',
  'ELOTT',
  'PVP',
  'FISH',
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'DOWN',
] as const;
export type HeaderCategory = (typeof HEADER_CATEGORIES)[number];

/** Slot sub-categories: scratch/music, video poker, jackpot, table games, arcade, bingo. */
export const SUB_CATEGORIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type SubCategory = (typeof SUB_CATEGORIES)[number];

/** The sub-categories to offer; bingo only where the TY language is supported. */
export function subCategoriesFor(languages: readonly string[]): readonly SubCategory[] {
  return languages.includes('TY') ? SUB_CATEGORIES : SUB_CATEGORIES.filter((code) => code !== 'BG');
}

export const LOTTERY_GAME_ICONS = ['ssc', 'pk10', '11x5', 'k3', 'lhc', 'lf'] as const;
export type LotteryGameIcon = (typeof LOTTERY_GAME_ICONS)[number];

/** The lottery vendors (vassalage values) that decide which lottery page a game opens. */
export const VASSALAGE_CODES = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
export type VassalageCode = (typeof VASSALAGE_CODES)[number];

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const TRIAL_TYPE = 4;
// Decision: the spec names agent and trial member types only; ordinary members are type 0.
export const MEMBER_TYPE = 0;

export function isAgentType(type: number): type is AgentType {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

export function isTrialType(type: number): type is typeof TRIAL_TYPE {
  return type === TRIAL_TYPE;
}

/** Which audience a popup is shown to. */
export const POPUP_EXECUTION = { LOGGED_IN: 'A', ANONYMOUS: 'B', FIRST_LOGIN: 'F' } as const;
export type PopupExecution = (typeof POPUP_EXECUTION)[keyof typeof POPUP_EXECUTION];

/**
 * The 34 interface languages. The spec names 27; decision: the last seven (DE, IT, NL, PL, UK, HE, FIL)
 * complete the count of 34.
 */
export const LANGUAGES = [
  'KM',
  'EN',
  'CN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
  'DE',
  'IT',
  'NL',
  'PL',
  'UK',
  'HE',
  'FIL',
] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'KM';

/** Languages that have their own translation file. */
export const FULLY_TRANSLATED_LANGUAGES = ['EN', 'CN', 'KM'] as const satisfies readonly LanguageCode[];
export type FullyTranslatedLanguage = (typeof FULLY_TRANSLATED_LANGUAGES)[number];

/** Whether `code` has its own translation file; any other language reads English where its file has no text. */
export function isFullyTranslated(code: string): code is FullyTranslatedLanguage {
  return (FULLY_TRANSLATED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The language a visitor who chose `code` reads: their own where it has its own texts, else English (decision 180).
 * The page's lang and direction, and the names it shows (countries), follow it.
 */
export function textLanguageOf(code: string): FullyTranslatedLanguage {
  return isFullyTranslated(code) ? code : 'EN';
}

export const RTL_LANGUAGES = ['AR', 'FA', 'UR', 'HE'] as const satisfies readonly LanguageCode[];

export function isLanguageCode(code: string): code is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(code);
}

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return (RTL_LANGUAGES as readonly string[]).includes(code) ? 'rtl' : 'ltr';
}

/** Agent contract periods. Decision: H is half-month; hourly salary is its own feature, not a period. */
export const CONTRACT_PERIOD = { DAILY: 'D', WEEKLY: 'W', HALF_MONTH: 'H', MONTHLY: 'M' } as const;
export type ContractPeriod = (typeof CONTRACT_PERIOD)[keyof typeof CONTRACT_PERIOD];

export const ACTIVITY_STATUS = {
  JOIN: 'JOIN',
  CLAIM: 'CLAIM',
  APPLYING: 'APPLYING',
  CLOSED: 'CLOSED',
  REJECTED: 'REJECTED',
  ISSUED: 'ISSUED',
  CLAIMED: 'CLAIMED',
  PROCESSING: 'PROCESSING',
  SIGNED: 'SIGNED',
  COMING_SOON: 'COMING_SOON',
} as const;
export type ActivityStatus = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS];

/** Points-mall redemption statuses; "applying" and "processing" are one state. */
export const REDEEM_STATUS = {
  PROCESSING: 'PROCESSING',
  REJECTED: 'REJECTED',
  APPROVED: 'APPROVED',
} as const;
export type RedeemStatus = (typeof REDEEM_STATUS)[keyof typeof REDEEM_STATUS];

export const WITHDRAWAL_DISPLAY_STATUS = {
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  IN_PROCESS: 'IN_PROCESS',
  ARRIVED: 'ARRIVED',
  FAILED: 'FAILED',
} as const;
export type WithdrawalDisplayStatus =
  (typeof WITHDRAWAL_DISPLAY_STATUS)[keyof typeof WITHDRAWAL_DISPLAY_STATUS];

/** Business limits of spec section 9 (and the timings of section 4), each named for what it limits. */
export const LIMITS = {
  smsTooManyRequestsWaitMinutes: 5,
  smsCountdownSecondsPerExpiryMinute: 60,
  thirdPartyCountdownMinutes: 1,
  realtimeSalarySettlementMinutes: 5,
  feedbackMaxLength: 140,
  uploadTypes: ['png', 'jpg'],
  uploadMimeTypes: ['image/png', 'image/jpeg'],
  // Decision: "5MB" read as 5 MiB.
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxImages: 3,
  agreementAge: 18,
  birthdayAge: 21,
  favouriteThrottleMs: 1000,
  captchaRefreshThrottleMs: 1000,
  smsRequestThrottleMs: 1000,
  verificationCodeMaxLength: 255,
  announcementPageSize: 6,
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 1000,
  rememberMeHours: 24,
  weakDefaultPassword: '{secret}',
  winnerBoardLimit: 20,
  homeGamesPageSize: 50,
  homeRecommendedMax: 12,
  homeRngMax: 12,
  favouritesPageSize: 13,
  hotCarouselSlides: 5,
  hotCarouselStep: 4,
  lazyImageRetries: 1,
  lazyImageThreshold: 0.1,
  lazyChunkTimeoutMs: 120_000,
  jackpotStartMin: 10_000_000,
  jackpotStartMax: 25_000_000,
  jackpotStepMin: 100,
  jackpotStepMax: 500,
  jackpotStepIntervalsSeconds: [3, 4, 5],
  winnerCarouselMs: 3000,
} as const;

/** Rebate percent shown in the drop menu per category; `null` means no rebate is shown. */
export const REBATE_DISPLAY_PERCENT = {
  LOTT: 1,
  ELOTT: 1,
  PVP: null,
  FISH: 1,
  RNG: 1.2,
  LIVE: 0.8,
  SPORTS: 1,
  ESPORTS: 1,
} as const satisfies Partial<Record<GameCategory, number | null>>;

/** Fixed site configuration; the merchant code is per deployment and so is not here. */
export const SITE_CONFIG = {
  platform: 'WEB',
  lotteryType: 'SEA',
  lotteryArea: 'VN',
  defaultLanguage: DEFAULT_LANGUAGE,
  supportedLanguages: LANGUAGES,
  esportGames: [],
  cockfightGames: [],
  inHouseGames: [''],
  prizeModes: PRIZE_MODES,
} as const;

// Kept verbatim from the spec: 'hh' is the 12-hour clock in Unicode date patterns.
export const TIMESTAMP_FORMAT = 'yyyy-MM-dd hh:mm:ss';

/**
 * Formats a balance held in integer minor units: '1,234.56', or asterisks of the same length when hidden.
 * All arithmetic is on bigint so no amount loses precision.
 */
export function formatBalance(minorUnits: bigint | number, hidden: boolean, fractionDigits = 2): string {
  if (typeof minorUnits === 'number' && !Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`formatBalance needs a safe integer of minor units, got ${minorUnits}`);
  }
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0) {
    throw new RangeError(`formatBalance needs a non-negative integer fractionDigits, got ${fractionDigits}`);
  }
  const units = BigInt(minorUnits);
  const magnitude = units < 0n ? -units : units;
  const scale = 10n ** BigInt(fractionDigits);
  const whole = (magnitude / scale).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction =
    fractionDigits > 0 ? `.${(magnitude % scale).toString().padStart(fractionDigits, '0')}` : '';
  const formatted = `${units < 0n ? '-' : ''}${whole}${fraction}`;
  return hidden ? '*'.repeat(formatted.length) : formatted;
}
