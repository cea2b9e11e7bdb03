import { findBetType, LOTTERY_GAMES, lotteryGame, type Odds, resolveOdds } from '@platform/lottery-engine';
import {
  amountSchema,
  GAME_ACCOUNT_TYPES,
  GAME_TYPES,
  PATTERN,
  parseMoney,
  SUB_CATEGORIES,
  VENDOR_CARD_KINDS,
  WHITELABEL_SWITCHES,
} from '@platform/shared-contracts/server';
import * as v from 'valibot';

/**
 * The provisioning file: brands and their regions (what the spec calls merchants) with every setting a region has.
 * The file is the truth for what it names: applying it again updates, never duplicates. Money is in major units as
 * on the wire ("100.00"), checked by the same rule as every amount a call takes.
 */

const name = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));
const code = (pattern: RegExp, what: string) => v.pipe(v.string(), v.regex(pattern, `must be ${what}`));
const url = v.pipe(v.string(), v.url('must be a URL'));

/** Whether the runtime (Node's or the browser's ICU) knows the zone, e.g. Asia/Phnom_Penh. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(zone);
  } catch {
    return false;
  }
}

const timeZoneSchema = v.pipe(
  v.string(),
  v.check(
    isTimeZone,
    (issue) => `${JSON.stringify(issue.input)} is not an IANA time zone (e.g. Asia/Phnom_Penh)`,
  ),
);

const country = code(/^[A-Z]{2}$/, 'an ISO country code such as KH');
const language = code(/^[A-Z]{2,3}$/, 'a language code such as EN');
const dialingCode = code(/^\d{1,4}$/, 'a dialing code of 1-4 digits such as 855');
const amounts = { minAmount: amountSchema, maxAmount: amountSchema };
/** Valibot checks the object even when a field failed; a bad amount is reported on its own field. */
const inOrder = (range: { minAmount: string; maxAmount: string }) => {
  try {
    return parseMoney(range.maxAmount) >= parseMoney(range.minAmount);
  } catch {
    return true;
  }
};
const NOT_IN_ORDER = 'maxAmount must not be below minAmount';

const patternName = v.picklist(
  Object.keys(PATTERN) as (keyof typeof PATTERN)[],
  `must be one of ${Object.keys(PATTERN).join(', ')}`,
);

const registerFieldSchema = v.strictObject({
  field: name(32),
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  maxLength: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  pattern: v.nullable(patternName),
  type: v.picklist(['text', 'password', 'mobile', 'email']),
});

const vendorCode = code(/^[A-Z0-9_]{2,32}$/, '2-32 upper-case letters, digits or _');
/** Names per language; English is the fallback for every other language, so it must be there. */
const names = v.pipe(
  v.record(language, name(128)),
  v.check((n) => typeof n.EN === 'string', 'must have an EN name (the fallback for other languages)'),
);
/** An image: a path served by this site (e.g. /house-games/slot/icon.svg) or an https address. */
const imageUrl = v.pipe(
  v.string(),
  v.maxLength(512),
  v.regex(/^(\/(?![/\\])|https:\/\/)[^\s"'<>]+$/, 'must be a path on this site (/...) or an https URL'),
);

/** A game vendor of the region; only vendors this server has an adapter for may be listed. */
const gameVendorSchema = v.strictObject({
  vendor: vendorCode,
  category: v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')}`),
  /**
   * Its wallet when the region has one wallet per vendor: one of the region's walletVendors, or MAIN for a vendor whose
   * money never leaves our ledger (the in-house studio), which plays from the main wallet everywhere (decision 057).
   */
  walletCode: vendorCode,
  names,
  logoUrl: imageUrl,
  /** VASSALAGE: its card opens its game list; GAME: its card starts its one game. */
  cardKind: v.optional(v.picklist(VENDOR_CARD_KINDS), 'VASSALAGE'),
  /** A SPORTS vendor whose games are cockfights (listed under COCKFIGHT). */
  cockfight: v.optional(v.boolean(), false),
  /** Named: sets the maintenance flag; left out: it stays as the operators set it. */
  maintenance: v.optional(v.boolean()),
  enabled: v.optional(v.boolean(), true),
});

const catalogueGameSchema = v.strictObject({
  vendor: vendorCode,
  gameCode: code(/^[A-Za-z0-9_.-]{1,64}$/, '1-64 letters, digits, _, . or -'),
  names,
  iconUrl: imageUrl,
  /** Its lobby category when not its vendor's: the studio's baccarat is PVP though the studio is RNG (decision 112). */
  category: v.optional(v.picklist(GAME_TYPES, `must be one of ${GAME_TYPES.join(', ')}`)),
  subCategory: v.optional(v.picklist(SUB_CATEGORIES, `must be one of ${SUB_CATEGORIES.join(', ')}`)),
  isTop: v.optional(v.boolean(), false),
  /** Its place in the hot list (1 first); left out: not hot. */
  hotRank: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** A free demo may be played (supportPlay 0). */
  demo: v.optional(v.boolean(), false),
  accountTypes: v.optional(
    v.pipe(v.array(v.picklist(GAME_ACCOUNT_TYPES)), v.minLength(1, 'must name at least one account type')),
    ['REAL'],
  ),
  minBet: v.optional(amountSchema),
  lines: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
  enabled: v.optional(v.boolean(), true),
});

/** A lottery game the region runs: a game of @platform/lottery-engine, with the region's own settings. */
const lotteryGameSchema = v.pipe(
  v.strictObject({
    gameCode: v.picklist(
      LOTTERY_GAMES.map((g) => g.code),
      `must be one of ${LOTTERY_GAMES.map((g) => g.code).join(', ')}`,
    ),
    enabled: v.optional(v.boolean(), true),
    /** Seconds before the draw that betting closes; the game's own when left out. */
    closeSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400))),
    /** One bet's stake (unit stake x multiplier x units). */
    minAmount: v.optional(amountSchema, '1.00'),
    maxAmount: v.optional(amountSchema, '100000.00'),
    /** A draw missed while no server ran: drawn late or cancelled and refunded; the game's own rule when left out. */
    missedDraw: v.optional(v.picklist(['DRAW_LATE', 'CANCEL'])),
    /** Odds per bet type and odds key, in hundredths of the unit stake returned: { "ssc.position_digit": { "win": 980 } }. */
    odds: v.optional(
      v.record(v.string(), v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)))),
      {},
    ),
  }),
  v.check((range) => inOrder(range), NOT_IN_ORDER),
  v.check(
    (game) => Object.entries(game.odds).every(([id, odds]) => oddsFit(game.gameCode, id, odds)),
    'odds must name bet types of the game and their odds keys, with whole hundredths of 1 or more',
  ),
);

/** Whether a region's odds of a bet type are ones the engine takes for that game. */
function oddsFit(gameCode: string, betTypeId: string, odds: Odds): boolean {
  const betType = findBetType(betTypeId);
  if (!betType || betType.family !== lotteryGame(gameCode)?.family) return false;
  try {
    resolveOdds(betType, odds);
    return true;
  } catch {
    return false;
  }
}

const regionSchema = v.strictObject({
  merchantCode: code(/^[A-Za-z0-9_-]{1,32}$/, '1-32 letters, digits, _ or -'),
  country,
  countryName: name(64),
  currency: code(/^[A-Z]{3}$/, 'an ISO currency code such as KHR'),
  currencySymbol: name(8),
  /** The first is the default language. */
  languages: v.pipe(v.array(language), v.minLength(1, 'must name at least one language')),
  /** Every calendar day of the region (account record, daily limits) is a day in this zone. */
  timeZone: timeZoneSchema,
  /** The region a caller gets when it names none (one per file at most). */
  isDefault: v.optional(v.boolean(), false),
  registerCaptcha: v.boolean(),
  smsHumanCheck: v.boolean(),
  imageCdns: v.array(url),
  launchGameCdns: v.array(url),
  /** One wallet for everything (isSingle 1), or one per wallet vendor. */
  walletSingle: v.boolean(),
  walletVendors: v.array(
    v.strictObject({ vendor: code(/^[A-Z0-9_]{1,32}$/, 'upper-case letters, digits or _'), name: name(64) }),
  ),
  /** Switches not named here are on. */
  switchesOff: v.array(v.picklist(WHITELABEL_SWITCHES, `must be one of ${WHITELABEL_SWITCHES.join(', ')}`)),
  withdrawals: v.pipe(
    v.strictObject({ ...amounts, banks: v.array(name(64)) }),
    v.check((range) => inOrder(range), NOT_IN_ORDER),
  ),
  depositChannels: v.array(
    v.pipe(
      v.strictObject({
        ...amounts,
        id: code(/^[A-Za-z0-9_-]{1,64}$/, '1-64 letters, digits, _ or -'),
        name: name(64),
        /** The payment provider that serves it; a provider this server does not run is simply not offered. */
        provider: name(32),
      }),
      v.check((range) => inOrder(range), NOT_IN_ORDER),
    ),
  ),
  registerFields: v.array(registerFieldSchema),
  countryCodes: v.array(v.strictObject({ country, dialingCode })),
  resources: v.array(v.strictObject({ type: name(32), name: name(64), url })),
  customerService: v.array(
    v.strictObject({
      type: name(32),
      position: v.picklist(['RIGHT', 'FOOTER']),
      title: name(64),
      url: name(512),
    }),
  ),
  accessRestrictions: v.strictObject({
    countries: v.array(country),
    ips: v.array(name(64)),
  }),
  /** The game catalogue of the region, in display order (see catalogue-provisioning.ts for the rules across lists). */
  gameVendors: v.optional(v.array(gameVendorSchema), []),
  games: v.optional(v.array(catalogueGameSchema), []),
  /** The lottery games the region runs; a game left out keeps its row (and issues) as it was. */
  lotteryGames: v.optional(v.array(lotteryGameSchema), []),
});

const brandSchema = v.strictObject({
  name: name(64),
  /** Identifies the brand: applying a file again updates the brand with this domain. */
  mainDomain: code(/^[a-z0-9.-]{3,253}$/, 'a lower-case domain name'),
  regions: v.pipe(v.array(regionSchema), v.minLength(1, 'must have at least one region')),
});

export const provisioningSchema = v.pipe(
  v.strictObject({ brands: v.pipe(v.array(brandSchema), v.minLength(1, 'must have at least one brand')) }),
  v.check(
    (file) => file.brands.flatMap((b) => b.regions).filter((r) => r.isDefault).length <= 1,
    'at most one region may be the default (isDefault)',
  ),
  v.check((file) => {
    const codes = file.brands.flatMap((b) => b.regions.map((r) => r.merchantCode.toUpperCase()));
    return new Set(codes).size === codes.length;
  }, 'each merchantCode must be named once'),
);

export type Provisioning = v.InferOutput<typeof provisioningSchema>;
export type RegionProvisioning = Provisioning['brands'][number]['regions'][number];
export type BrandProvisioning = Provisioning['brands'][number];
export type GameVendorProvisioning = RegionProvisioning['gameVendors'][number];
export type CatalogueGameProvisioning = RegionProvisioning['games'][number];
export type LotteryGameProvisioning = RegionProvisioning['lotteryGames'][number];
