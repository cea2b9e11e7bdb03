import { PATTERN, WHITELABEL_SWITCHES, type WhitelabelSwitch } from '@platform/shared-contracts';
import { hashPassword } from '../modules/security/password-hash';
import { grantOpeningBalance } from '../modules/wallet/opening-balance';
import type { Database, Queryable } from './database';

export const DEMO_MEMBER = {
  account: 'demo01',
  password: 'demo1234',
  mobile: '12345678',
  dialingCode: '855',
};
export const DEMO_AGENT = { account: 'agent01', password: 'agent1234', affiliateCode: 'AGENT01' };
export const DEMO_OPERATOR = { username: 'ops01', password: 'ops-demo-1234' };
/** The demo member starts with this much in the main wallet (minor units), so the site can be tried at once. */
export const DEMO_OPENING_BALANCE_MINOR = 1_000_000n;

/** Game vendors with their own wallet where the merchant's wallet is not single. */
const WALLET_VENDORS: [vendor: string, name: string][] = [
  ['TCG_SEA', 'SEA Lottery'],
  ['EVO', 'Evolution Live'],
  ['PG', 'PG Soft'],
];

interface RegionSeed {
  code: string;
  country: string;
  countryName: string;
  currency: string;
  symbol: string;
  langs: string[];
  dialingCode: string;
  registerCaptcha: boolean;
  smsHumanCheck: boolean;
  switchesOff: WhitelabelSwitch[];
  /** One wallet for everything (isSingle 1) or one per game vendor. */
  walletSingle: boolean;
}

/** Three regions that differ on purpose, so every switch and setting is exercised by the demo. */
const REGIONS: RegionSeed[] = [
  {
    code: 'DEMOKH',
    country: 'KH',
    countryName: 'Cambodia',
    currency: 'KHR',
    symbol: '៛',
    langs: ['KM', 'EN', 'CN'],
    dialingCode: '855',
    registerCaptcha: false,
    smsHumanCheck: false,
    switchesOff: ['PASSEXPIRY3'],
    walletSingle: false,
  },
  {
    code: 'DEMOVN',
    country: 'VN',
    countryName: 'Vietnam',
    currency: 'VND',
    symbol: '₫',
    langs: ['VI', 'EN', 'CN'],
    dialingCode: '84',
    registerCaptcha: true,
    smsHumanCheck: false,
    switchesOff: ['DIRECTREG3', 'MOBILEVERCODELOGIN3'],
    walletSingle: true,
  },
  {
    code: 'DEMOTH',
    country: 'TH',
    countryName: 'Thailand',
    currency: 'THB',
    symbol: '฿',
    langs: ['TH', 'EN', 'CN'],
    dialingCode: '66',
    registerCaptcha: false,
    smsHumanCheck: true,
    switchesOff: ['FREEPLAY3'],
    walletSingle: false,
  },
];

/** Withdrawal limits (minor units) and the banks a member may bind, by region. */
const WITHDRAWALS: Record<string, { min: bigint; max: bigint; banks: string[] }> = {
  DEMOKH: { min: 10_000n, max: 5_000_000n, banks: ['ABA Bank', 'ACLEDA Bank', 'Canadia Bank', 'Wing Bank'] },
  DEMOVN: {
    min: 5_000_000n,
    max: 10_000_000_000n,
    banks: ['Vietcombank', 'Techcombank', 'BIDV', 'VietinBank'],
  },
  DEMOTH: {
    min: 10_000n,
    max: 5_000_000n,
    banks: ['Bangkok Bank', 'Kasikornbank', 'Siam Commercial Bank', 'Krungthai Bank'],
  },
};

/** The sandbox payment channels every demo region offers (minor units); the sandbox credits without real money. */
const DEPOSIT_CHANNELS: [id: string, name: string, min: bigint, max: bigint][] = [
  ['sandbox-bank', 'Sandbox bank transfer', 1_000n, 10_000_000n],
  ['sandbox-qr', 'Sandbox QR payment', 500n, 2_000_000n],
];

type FieldSeed = [
  field: string,
  enabled: boolean,
  required: boolean,
  min: number | null,
  max: number | null,
  pattern: number | null,
  type: string,
];

const FIELDS: FieldSeed[] = [
  ['username', true, true, 4, 16, PATTERN.LETTER_FIRST_ALNUM, 'text'],
  ['password', true, true, 6, 20, PATTERN.LETTERS_OR_DIGITS, 'password'],
  ['mobileNum', true, false, 8, 11, PATTERN.DIGITS, 'mobile'],
  ['email', true, false, 6, 254, PATTERN.EMAIL, 'email'],
  ['payeeName', true, false, 2, 50, PATTERN.ENGLISH_LETTERS_SPACES, 'text'],
  ['affiliateCode', true, false, 4, 16, PATTERN.LETTERS_OR_DIGITS, 'text'],
  ['whatsapp', true, false, 6, 15, PATTERN.DIGITS, 'text'],
  ['line', false, false, 2, 50, PATTERN.NO_SPACES, 'text'],
  ['telegram', false, false, 2, 50, PATTERN.NO_SPACES, 'text'],
  ['facebook', false, false, 2, 50, PATTERN.ANY, 'text'],
  ['wechat', false, false, 2, 50, PATTERN.NO_SPACES, 'text'],
  ['qqNum', false, false, 5, 12, PATTERN.DIGITS, 'text'],
  ['idNumber', false, false, 6, 20, PATTERN.LETTERS_OR_DIGITS, 'text'],
  ['recommenderId', false, false, 4, 16, PATTERN.LETTERS_OR_DIGITS, 'text'],
  ['paymentPassword', false, false, 6, 6, PATTERN.DIGITS, 'password'],
];

const COUNTRY_CODES: [string, string][] = [
  ['KH', '855'],
  ['VN', '84'],
  ['TH', '66'],
];

async function seedRegion(tx: Queryable, brandId: number, region: RegionSeed, index: number) {
  await tx.query(
    `insert into regions (merchant_code, brand_id, country, country_name, currency, currency_symbol, lang_list,
       default_language, sort, is_default) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      region.code,
      brandId,
      region.country,
      region.countryName,
      region.currency,
      region.symbol,
      region.langs,
      region.langs[0],
      index,
      index === 0,
    ],
  );
  await tx.query(
    `insert into merchant_settings (merchant_code, register_captcha, sms_human_check, image_cdns, launch_game_cdns,
       wallet_single) values ($1, $2, $3, $4, $5, $6)`,
    [
      region.code,
      region.registerCaptcha,
      region.smsHumanCheck,
      ['https://img1.cdn.example', 'https://img2.cdn.example'],
      ['https://launch.cdn.example'],
      region.walletSingle,
    ],
  );
  const withdrawals = WITHDRAWALS[region.code]!;
  await tx.query(
    'insert into withdrawal_settings (merchant_code, min_amount, max_amount, banks) values ($1, $2, $3, $4)',
    [region.code, withdrawals.min.toString(), withdrawals.max.toString(), withdrawals.banks],
  );
  for (const [sort, [vendor, name]] of WALLET_VENDORS.entries()) {
    await tx.query('insert into wallet_vendors (merchant_code, vendor, name, sort) values ($1, $2, $3, $4)', [
      region.code,
      vendor,
      name,
      sort,
    ]);
  }
  for (const [sort, [id, name, min, max]] of DEPOSIT_CHANNELS.entries()) {
    await tx.query(
      `insert into deposit_channels (merchant_code, id, name, provider, min_amount, max_amount, sort)
       values ($1, $2, $3, 'sandbox', $4, $5, $6)`,
      [region.code, id, name, min.toString(), max.toString(), sort],
    );
  }
  for (const name of WHITELABEL_SWITCHES) {
    await tx.query('insert into whitelabel_switches (merchant_code, name, enabled) values ($1, $2, $3)', [
      region.code,
      name,
      !region.switchesOff.includes(name),
    ]);
  }
  for (const [sort, [field, enabled, required, min, max, pattern, type]] of FIELDS.entries()) {
    const mustHave = region.code === 'DEMOTH' && field === 'payeeName';
    await tx.query(
      `insert into register_fields (merchant_code, field, enabled, required, min_length, max_length, pattern_id, type, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [region.code, field, enabled, required || mustHave, min, max, pattern, type, sort],
    );
  }
  const own = COUNTRY_CODES.find(([c]) => c === region.country)!;
  const ordered = [own, ...COUNTRY_CODES.filter((c) => c !== own)];
  for (const [sort, [country, dialing]] of ordered.entries()) {
    await tx.query(
      'insert into country_codes (merchant_code, country_code, dialing_code, sort) values ($1, $2, $3, $4)',
      [region.code, country, dialing, sort],
    );
  }
  await tx.query(
    `insert into resources (merchant_code, resource_type, name, url) values
       ($1, 'MOBILECONFIG', 'iOS app', 'https://download.example/ios.mobileconfig'),
       ($1, 'Android', 'Android app', 'https://download.example/app.apk')`,
    [region.code],
  );
  await tx.query(
    // RIGHT: the right side bar (live chat, LINE, up to three Telegram slots, Facebook, Twitter, Viber);
    // FOOTER: the footer's social links. What is not configured is simply absent.
    `insert into customer_service (merchant_code, cs_type, cs_position, title, url) values
       ($1, 'LIVECHAT', 'RIGHT', 'Live chat', 'https://chat.example/' || lower($1)),
       ($1, 'TELEGRAM', 'RIGHT', 'Telegram', 'https://t.me/sea_demo_support'),
       ($1, 'LINE', 'RIGHT', 'LINE', 'https://line.me/ti/p/sea_demo'),
       ($1, 'TELEGRAM', 'RIGHT', 'Telegram VIP', 'https://t.me/sea_demo_vip'),
       ($1, 'FACEBOOK', 'RIGHT', 'Facebook', 'https://facebook.com/seademo'),
       ($1, 'VIBER', 'RIGHT', 'Viber', 'viber://chat?number=85512000000'),
       ($1, 'FACEBOOK', 'FOOTER', 'Facebook', 'https://facebook.com/seademo'),
       ($1, 'YOUTUBE', 'FOOTER', 'YouTube', 'https://youtube.com/@seademo'),
       ($1, 'TIKTOK', 'FOOTER', 'TikTok', 'https://tiktok.com/@seademo'),
       ($1, 'TELEGRAM', 'FOOTER', 'Telegram', 'https://t.me/sea_demo')`,
    [region.code],
  );
  await tx.query(
    `insert into access_restrictions (merchant_code, kind, value) values ($1, 'COUNTRY', 'US'), ($1, 'COUNTRY', 'GB')`,
    [region.code],
  );
}

/**
 * Creates the demo brand, its regions, settings, a member and an agent, once. Answers the credentials when it
 * seeded now, or null when the data was already there.
 */
export async function seedDemoData(db: Database) {
  const memberHash = await hashPassword(DEMO_MEMBER.password);
  const agentHash = await hashPassword(DEMO_AGENT.password);
  const operatorHash = await hashPassword(DEMO_OPERATOR.password);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7204003)');
    const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from brands');
    if ((existing?.n ?? 0) > 0) return null;
    const [brand] = await tx.query<{ id: number }>(
      `insert into brands (name, main_domain) values ('SEA Demo', 'demo.sea-gaming.test') returning id`,
    );
    for (const [index, region] of REGIONS.entries()) await seedRegion(tx, brand!.id, region, index);

    const [agent] = await tx.query<{ id: number }>(
      `insert into members (merchant_code, account, password_hash, type, nickname, affiliate_code, referral_code,
         first_time_login, email) values ('DEMOKH', $1, $2, 1, 'Demo Agent', $3, 'AGREF001', false, 'agent01@example.com')
       returning id`,
      [DEMO_AGENT.account, agentHash, DEMO_AGENT.affiliateCode],
    );
    const [member] = await tx.query<{ id: number }>(
      `insert into members (merchant_code, account, password_hash, type, nickname, dialing_code, mobile_num, email,
         payee_name, parent_id, referral_code, first_time_login)
       values ('DEMOKH', $1, $2, 0, 'Demo Player', $3, $4, 'demo01@example.com', 'Demo Player', $5, 'DEMOREF1', true)
       returning id`,
      [DEMO_MEMBER.account, memberHash, DEMO_MEMBER.dialingCode, DEMO_MEMBER.mobile, agent!.id],
    );
    await grantOpeningBalance(tx, {
      merchantCode: 'DEMOKH',
      memberId: member!.id,
      currency: 'KHR',
      amount: DEMO_OPENING_BALANCE_MINOR,
      createdAt: new Date(),
    });
    await tx.query('insert into operators (username, password_hash) values ($1, $2)', [
      DEMO_OPERATOR.username,
      operatorHash,
    ]);
    return { member: DEMO_MEMBER, agent: DEMO_AGENT, operator: DEMO_OPERATOR };
  });
}
