import {
  allCalls,
  type CallDeclaration,
  encryptPayload,
  GAME_SESSION_HEADER,
  importPublicKey,
  launchGameCall,
  loginCall,
  publicKeyCall,
  studioOpenCall,
  usesQuery,
} from '@platform/shared-contracts/server';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_OPERATOR, startTestServer, type TestServer } from './harness';

/**
 * A sweep over every declared call: a valid sample per call, and from it the bad variants a careless or hostile
 * client could send. Each must be refused with a 4xx envelope before anything is written.
 */

type Payload = Record<string, unknown>;

const KEY = '5f1c2a9e-0b7d-4c1e-9a55-2d7f8e1b3c40';
/** A 1x1 transparent PNG. */
const PNG_FILE = new File(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  ],
  'proof.png',
  { type: 'image/png' },
);
const CAPTCHA = { captchaId: 'c'.repeat(32), captcha: 'AB23' };
const VENDOR_SESSION = 'S'.repeat(43);
const VENDOR_ROUND = {
  sessionId: VENDOR_SESSION,
  transactionId: 'tx-1',
  roundId: 'round-1',
  gameCode: 'GAME_1',
};
const PHONE = { mobileNum: DEMO_MEMBER.mobile, countryDialingCode: DEMO_MEMBER.dialingCode };
const REGISTRATION: Payload = {
  username: 'sweeper01',
  password: 'secret77',
  confirmPassword: 'secret77',
  payeeName: 'Sweep Player',
  email: 'sweeper01@example.com',
  qqNum: '123456',
  mobileNum: '87654321',
  recommenderId: 'REC1',
  ...CAPTCHA,
  verificationCode: '123456',
  affiliateCode: 'AGENT01',
  paymentPassword: '123456',
  line: 'sweepline',
  whatsapp: '87654321',
  facebook: 'sweep.fb',
  wechat: 'sweepwechat',
  idNumber: 'ID123456',
  referralCode: 'DEMOREF1',
  domain: 'demo.sea-gaming.test',
  countryDialingCode: '855',
  login: true,
  registerUrl: 'https://demo.sea-gaming.test/register',
  registerMethod: 'WEB',
  firebaseChannel: 'web',
  firebaseIdToken: 'token',
};

/**
 * A valid input for every declared call, keyed by call name, naming every field the call declares (so every
 * field gets its bad variants). A call with a variant schema lists one sample per variant.
 */
const SAMPLES: Record<string, Payload | Payload[]> = {
  systemStatus: {},
  whitelabel: {},
  registerSettings: {},
  regValidata: {},
  permission: {},
  domainRoute: {},
  getCountryCode: {},
  publicKey: {},
  remoteRegistry: { bucket: '42', screen: 'mfe_lobby:./HomePage' },
  captcha: {},
  devOutbox: { channel: 'sms', to: '85512345678' },
  login: {
    username: DEMO_MEMBER.account,
    password: DEMO_MEMBER.password,
    ...CAPTCHA,
    portal: 'MEMBER',
    type: 'username',
  },
  loginV2: [
    {
      type: 'username',
      username: DEMO_MEMBER.account,
      password: DEMO_MEMBER.password,
      ...CAPTCHA,
      portal: 'MEMBER',
    },
    { type: 'sms', ...PHONE, verificationCode: '123456', portal: 'MEMBER' },
  ],
  loginCode: { ...PHONE, ...CAPTCHA },
  freePlay: { os: 'Windows', platform: 'W', random: 'r'.repeat(32), gatewayVersion: 3 },
  verifyLogin: { challengeId: 'a'.repeat(32), method: 'EMAIL', answer: '123456' },
  verifyLoginCode: { challengeId: 'a'.repeat(32), method: 'SMS_CODE' },
  logout: {},
  firstLogin: {},
  smsNoLogin: { ...PHONE, ...CAPTCHA },
  sendRegPhoneCode: { mobileNo: '87654321', countryDialingCode: '855', regType: 'MOBILE', ...CAPTCHA },
  register: REGISTRATION,
  registerMobile: REGISTRATION,
  affiliate: { code: 'AGENT01', domain: 'demo.sea-gaming.test' },
  memberInfo: {},
  memberIcon: {},
  updateMemberIcon: { icon: 'avatar-2' },
  updateLanguage: { language: 'EN' },
  changePassword: {
    oldPassword: DEMO_MEMBER.password,
    newPassword: 'newpass99',
    confirmNewPassword: 'newpass99',
  },
  forgotPasswordByEmail: { username: DEMO_MEMBER.account, email: 'demo01@example.com' },
  setPasswordByEmail: {
    username: DEMO_MEMBER.account,
    email: 'demo01@example.com',
    verificationCode: '123456',
    newPassword: 'newpass99',
  },
  setPasswordByPhone: { newPassword: 'newpass99', ...PHONE, verificationCode: '123456' },
  walletBalance: {},
  getBalanceV2: {},
  merchantWallet: { merchantCode: 'DEMOKH' },
  walletTransfer: { from: 'MAIN', to: 'EVO', amount: '10.00', idempotencyKey: KEY },
  fundsConsolidated: {},
  transactionHistory: {
    type: 'ALL',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    pageNo: '1',
    pageSize: '20',
  },
  depositChannels: {},
  createDeposit: { channelId: 'sandbox-bank', amount: '100.00', idempotencyKey: KEY },
  depositOrder: { orderId: 'D0000000001' },
  paymentCallback: {
    provider: 'sandbox',
    orderId: 'D0000000001',
    providerRef: 'SBX0000001',
    amount: '100.00',
    currency: 'KHR',
    status: 'SUCCESS',
    timestamp: '1790000000000',
    sign: 'a'.repeat(64),
  },
  securityCode: {},
  setPaymentPassword: {
    password: DEMO_MEMBER.password,
    securityCode: '123456',
    paymentPassword: '123456',
    confirmPaymentPassword: '123456',
  },
  bankAccounts: {},
  bindBankAccount: {
    bankName: 'ABA Bank',
    accountName: 'Demo Player',
    accountNumber: '000123456789',
    paymentPassword: '123456',
    password: DEMO_MEMBER.password,
    securityCode: '123456',
  },
  bindMobile: {
    mobileNum: '87654321',
    countryDialingCode: '855',
    verificationCode: '123456',
    password: DEMO_MEMBER.password,
    securityCode: '123456',
  },
  bindEmail: { email: 'new@example.com', password: DEMO_MEMBER.password, securityCode: '123456' },
  withdrawSettings: {},
  createWithdrawal: { bankAccountId: '1', amount: '50.00', paymentPassword: '123456', idempotencyKey: KEY },
  withdrawalRecords: { pageNo: '1', pageSize: '20' },
  confirmWithdrawal: {
    withdrawalId: '1',
    result: 'NONE',
    amountReceived: '10.00',
    proofImages: [PNG_FILE],
    remark: 'nothing arrived',
  },
  operatorLogin: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password, code: '123456' },
  operatorLogout: {},
  operatorSession: {},
  operatorDeposits: { status: 'PENDING', pageNo: '1', pageSize: '20' },
  operatorWithdrawals: { status: 'PENDING', pageNo: '1', pageSize: '20' },
  operatorWithdrawalProof: { withdrawalId: '1', index: '1' },
  approveWithdrawal: { withdrawalId: '1' },
  rejectWithdrawal: { withdrawalId: '1', reason: 'bank details wrong', idempotencyKey: KEY },
  payWithdrawal: { withdrawalId: '1', payoutReference: 'BANK-REF-1', idempotencyKey: KEY },
  refundWithdrawal: { withdrawalId: '1', amount: '5.00', remark: 'reviewed', idempotencyKey: KEY },
  approveRefund: { withdrawalId: '1', refundId: '1' },
  declineRefund: { withdrawalId: '1', refundId: '1' },
  ledgerCheck: {},
  gamesList: {
    clientType: '3',
    platform: 'html5-desktop',
    merchant: 'DEMOKH',
    gameType: 'RNG',
    vassalage: 'HOUSE',
    gameClassify: 'JP',
    gameName: 'temple',
    minBet: '1.00',
    minLineNum: '1',
    pageNo: '1',
    pageSize: '20',
    language: 'EN',
  },
  gcsGameList: {
    gameType: 'RNG',
    vassalage: 'HOUSE',
    gameClassify: 'JP',
    gameName: 'temple',
    language: 'EN',
    pageNo: '1',
    pageSize: '20',
  },
  hotGamesV2: { merchantCode: 'DEMOKH', isPlatform: '2', platform: 'flash,html5-desktop', language: 'EN' },
  getVassGameType: {},
  gameVendor: { platform: 'html5-desktop', flush: 'true', language: 'EN' },
  gameLaunchFB: {
    nodeId: '1',
    gameCode: 'HOUSE_SLOT_TEMPLE',
    vendor: 'HOUSE',
    language: 'EN',
    returnUrl: '/rng',
  },
  launchGame: {
    nodeId: 1,
    gameCode: 'HOUSE_SLOT_TEMPLE',
    vendor: 'HOUSE',
    language: 'EN',
    returnUrl: '/rng',
    demo: false,
  },
  favouriteGames: {},
  favouriteList: { pageNo: '1', pageSize: '13', gameType: 'RNG', vendor: 'HOUSE', language: 'EN' },
  addFavGame: { nodeId: 1, vendor: 'HOUSE', gameType: 'RNG' },
  removeFavGame: { nodeId: '1', vendor: 'HOUSE', gameType: 'RNG' },
  GCS_recentGame: { nodeId: 1, language: 'EN' },
  recentGameList: { language: 'EN', pageNo: '1', pageSize: '20' },
  GLS2_roomList: { vendor: 'HOUSE', language: 'EN' },
  gameMenus: { language: 'EN' },
  popularGames: { gameType: 'RNG', limit: '12', language: 'EN' },
  operatorGameVendors: { merchantCode: 'DEMOKH' },
  vendorMaintenance: { merchantCode: 'DEMOKH', vendor: 'HOUSE', maintenance: true, reason: 'vendor upgrade' },
  notice: { types: 'B,PL,PU,PR', platform: 'W', groupName: 'w_home', language: 'EN', execution: 'B' },
  getAnnouncementContentV2: { types: 'B,PL,PU,PR,H', platform: 'W', groupName: 'w_home', language: 'EN' },
  MCSFE_getListAnnouncements: { pageNo: '1', pageSize: '6', language: 'EN' },
  createAnnouncement: [
    {
      kind: 'NOTICE',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Notice', CN: '通知', KM: 'សេចក្តីជូនដំណឹង' },
      contents: { EN: '<p>x</p>', CN: '<p>x</p>', KM: '<p>x</p>' },
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2027-01-01T00:00:00Z',
      sort: 1,
      reason: 'operator test',
    },
    {
      kind: 'POPUP',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Popup', CN: '弹窗', KM: 'ផុបអាប់' },
      contents: { EN: '<p>x</p>', CN: '<p>x</p>', KM: '<p>x</p>' },
      execution: 'A',
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2027-01-01T00:00:00Z',
      sort: 1,
      reason: 'operator test',
    },
    {
      kind: 'BANNER',
      merchantCode: 'DEMOKH',
      titles: { EN: 'Banner', CN: '横幅', KM: 'បដា' },
      groupName: 'w_home',
      imageUrls: {
        EN: '/media/banners/welcome-en.svg',
        CN: '/media/banners/welcome-cn.svg',
        KM: '/media/banners/welcome-km.svg',
      },
      linkageType: 'INTERNAL',
      linkUrl: '/hot',
      width: 1200,
      height: 400,
      startAt: '2026-01-01T00:00:00Z',
      endAt: '2027-01-01T00:00:00Z',
      sort: 1,
      reason: 'operator test',
    },
  ],
  updateAnnouncement: {
    id: 1,
    titles: { EN: 'Banner', CN: '横幅', KM: 'បដា' },
    contents: { EN: '<p>x</p>', CN: '<p>x</p>', KM: '<p>x</p>' },
    startAt: '2026-01-01T00:00:00Z',
    endAt: '2027-01-01T00:00:00Z',
    sort: 1,
    execution: 'A',
    groupName: 'w_home',
    imageUrls: {
      EN: '/media/banners/welcome-en.svg',
      CN: '/media/banners/welcome-cn.svg',
      KM: '/media/banners/welcome-km.svg',
    },
    linkageType: 'INTERNAL',
    linkUrl: '/hot',
    width: 1200,
    height: 400,
    reason: 'operator test',
  },
  endAnnouncement: { id: 1, reason: 'operator test' },
  operatorAnnouncements: { merchantCode: 'DEMOKH' },
  operatorMembers: { query: 'demo', merchantCode: 'DEMOKH', pageNo: '1', pageSize: '20' },
  operatorMember: { memberId: '1' },
  operatorMemberLedger: { memberId: '1', pageNo: '1', pageSize: '20' },
  lockMember: { memberId: 1, reason: 'sample' },
  unlockMember: { memberId: 1, reason: 'sample' },
  operatorRegions: {},
  operatorRegionSettings: { merchantCode: 'DEMOKH' },
  updateRegionSwitches: { merchantCode: 'DEMOKH', switches: { FREEPLAY3: true }, reason: 'sample' },
  updateRegisterSettings: {
    merchantCode: 'DEMOKH',
    fields: [{ field: 'email', enabled: true, required: false }],
    registerCaptcha: false,
    smsHumanCheck: false,
    agreementAge: 18,
    reason: 'sample',
  },
  betRecords: {
    category: 'RNG',
    vendor: 'HOUSE',
    dateFrom: '2026-01-01',
    dateTo: '2026-12-31',
    pageNo: '1',
    pageSize: '20',
  },
  personalProfit: { category: 'ALL', vendor: 'HOUSE', dateFrom: '2026-01-01', dateTo: '2026-12-31' },
  getWinnerBoard: { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
  GCSGAME_getRankList: { period: 'WEEK', type: 'WIN', gameCategory: 'RNG', language: 'EN', limitNum: '10' },
  vendorWalletBalance: { sessionId: VENDOR_SESSION },
  vendorWalletBet: { ...VENDOR_ROUND, amount: '10.00', closeRound: false },
  vendorWalletWin: { ...VENDOR_ROUND, amount: '10.00', betTransactionId: 'bet-1', closeRound: true },
  vendorWalletRollback: { ...VENDOR_ROUND, betTransactionId: 'bet-1' },
  studioOpen: { launchToken: 'L'.repeat(43) },
  studioSpin: { betLevel: 0, requestId: KEY },
  studioSeeds: {},
  studioClientSeed: { clientSeed: 'seed-1' },
  studioRotateSeed: {},
  studioRecall: {},
  studioVerifyInfo: { gameCode: 'HOUSE_SLOT_TEMPLE' },
  crashState: {},
  crashBet: { roundId: '1', stake: '10.00', autoCashOut: '2.50', requestId: KEY },
  crashCashOut: { roundId: '1' },
  crashMyBets: {},
  crashHistory: { gameCode: 'HOUSE_CRASH', before: '10', limit: '20' },
  crashChain: { gameCode: 'HOUSE_CRASH' },
  baccaratDeal: { bets: [{ kind: 'banker', stake: '1.00' }], requestId: KEY },
  baccaratShoe: {},
  baccaratHands: {},
  baccaratRules: {},
  minesStart: { betLevel: 0, mines: 3, requestId: KEY },
  minesReveal: { roundId: 'round-1', tile: 0 },
  minesCashOut: { roundId: 'round-1' },
  minesOpenRound: {},
  minesRecall: {},
  studioPlinkoRules: { gameCode: 'HOUSE_PLINKO' },
  studioPlinkoDrop: { stake: '1.00', rows: 12, risk: 'medium', requestId: KEY },
  studioPlinkoRounds: {},
  lotteryGameMenus: { prizeMode: 'LOTT', _: '1764000000000' },
  openedNumero: { gameCode: 'SSC1', prizeMode: 'LOTT', pageNo: '1', pageSize: '20', _: '1' },
  lotteryResultsStream: { prizeMode: 'LOTT' },
  jackpotPool: { _: '1764000000000' },
  jackpotStream: {},
  lotteryPlaceBet: {
    gameCode: 'SSC1',
    issueNumber: '202601010001',
    requestId: KEY,
    unitStake: '1',
    multiplier: 1,
    bets: [{ betType: 'ssc.position_digit', selection: { position: 0, digits: [1] } }],
    total: '1',
  },
  lotteryCancelBet: { slipId: '1' },
  lotteryMyBets: { gameCode: 'SSC1', pageNo: '1', pageSize: '20', _: '1' },
  lotteryChase: {
    gameCode: 'SSC1',
    firstIssueNumber: '202601010001',
    requestId: KEY,
    unitStake: '1',
    multipliers: [1, 2],
    bets: [{ betType: 'ssc.position_digit', selection: { position: 0, digits: [1] } }],
    stopOnWin: true,
    total: '3',
  },
  lotteryChases: { gameCode: 'SSC1', pageNo: '1', pageSize: '20', _: '1' },
  lotteryStopChase: { chaseId: '1' },
  lotteryCancelIssue: {
    merchantCode: 'DEMOKH',
    gameCode: 'SSC1',
    issueNumber: '202601010001',
    reason: 'result feed down',
  },
  vnGameMenu: { prizeMode: 'LOTT', lottoArea: 'VN', language: 'EN', _: '1' },
  vnGameMenuRecent: { prizeMode: 'LOTT', language: 'EN', limit: '10', _: '1' },
  vnNumero: { gameCode: 'VN5', prizeMode: 'LOTT', pageNo: '1', pageSize: '20', _: '1' },
  getLabby: {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    prizeMode: 'LOTT',
    gameCode: 'VN_NORTH',
    view: 'betting',
    device: 'WEB',
    backUrl: '/',
    language: 'EN',
  },
  lotteryRecentResults: { prizeMode: 'LOTT', lottoArea: 'VN', language: 'EN', _: '1' },
  lotteryGameList: { prizeMode: 'LOTT', language: 'EN', _: '1' },
  reportRemoteOutcome: { remote: 'mfe_auth', version: '1.0.0', outcome: 'LOADED', bucket: '7' },
  operatorReleases: { remote: 'mfe_auth', merchantCode: 'DEMOKH' },
  publishRelease: {
    remote: 'mfe_auth',
    version: '2.0.0',
    integrity: `sha384-${'A'.repeat(64)}`,
    reason: 'sweep',
  },
  setReleaseTraffic: {
    remote: 'mfe_auth',
    version: '2.0.0',
    merchantCode: 'DEMOKH',
    trafficShare: 10,
    reason: 'sweep',
  },
  promoteRelease: { remote: 'mfe_auth', version: '2.0.0', merchantCode: 'DEMOKH', reason: 'sweep' },
  rollbackRelease: { remote: 'mfe_auth', merchantCode: 'DEMOKH', reason: 'sweep' },
  pinRelease: { remote: 'mfe_auth', version: '2.0.0', merchantCode: 'DEMOKH', reason: 'sweep' },
  unpinRelease: { remote: 'mfe_auth', merchantCode: 'DEMOKH', reason: 'sweep' },
  releaseAudit: { remote: 'mfe_auth', merchantCode: 'DEMOKH', pageNo: '1', pageSize: '20' },
  rgOverview: {},
  setRgMoneyLimit: { kind: 'LOSS', period: 'DAY', amount: '10.00' },
  setRgSessionTime: { minutes: 60 },
  setRgRealityCheck: { minutes: 30 },
  startCoolingOff: { days: 7, confirm: true },
  selfExclude: { months: 6, confirm: true },
  rgRealityCheck: {},
  operatorMemberRg: { memberId: '1' },
};

function samplesFor(call: CallDeclaration): Payload[] {
  const sample = SAMPLES[call.name];
  return sample === undefined ? [] : Array.isArray(sample) ? sample : [sample];
}

interface ObjectLikeSchema {
  type: string;
  entries?: Record<string, { type: string }>;
  options?: v.GenericSchema[];
}

/** The declared fields of the request object the sample is an instance of (the matching variant, if any). */
function declaredFields(schema: v.GenericSchema, sample: Payload): Record<string, { type: string }> {
  const shape = schema as unknown as ObjectLikeSchema;
  if (shape.options) {
    const option = shape.options.find((o) => v.is(o, sample));
    if (!option) throw new Error('the sample matches no variant of the request schema');
    return declaredFields(option, sample);
  }
  if (!shape.entries) throw new Error(`request schema of type ${shape.type} is not an object`);
  return shape.entries;
}

const OPTIONAL_TYPES = ['optional', 'exact_optional', 'nullish'];

type Transport = 'query' | 'form' | 'multipart' | 'json' | 'encrypted';

function transportOf(call: CallDeclaration): Transport {
  if (usesQuery(call)) return 'query';
  if (call.encrypted) return 'encrypted';
  return call.bodyFormat === 'form' || call.bodyFormat === 'multipart' ? call.bodyFormat : 'json';
}

const isFileList = (value: unknown) => Array.isArray(value) && value.every((item) => item instanceof Blob);

interface Variant {
  label: string;
  payload: unknown;
  /** The field the refusal's details must name. */
  field: string;
}

const OVERLONG = 'x'.repeat(10_000);

/**
 * Values of the wrong type for a field; a query string or form body can only carry text, or text repeated; a
 * multipart body text where files go, too.
 */
function wrongTypes(transport: Transport, value: unknown): { label: string; value: unknown }[] {
  const repeated = { label: 'a repeated key (array)', value: [String(value), String(value)] };
  if (transport === 'query') return [repeated];
  if (transport === 'multipart') return isFileList(value) ? [{ label: 'text', value: 'x' }] : [repeated];
  const swapped =
    typeof value === 'string'
      ? { label: 'a number', value: 12345 }
      : { label: 'a string', value: String(value) };
  const asJson = [swapped, { label: 'an object', value: { nested: 'x' } }, { label: 'null', value: null }];
  return transport === 'form' ? [repeated, ...asJson] : asJson;
}

function variantsOf(call: CallDeclaration) {
  const transport = transportOf(call);
  const extra: Variant[] = [];
  const missing: Variant[] = [];
  const wrongType: Variant[] = [];
  const overlong: Variant[] = [];
  const outOfRange: Variant[] = [];
  for (const sample of samplesFor(call)) {
    const fields = declaredFields(call.request, sample);
    const prefix = typeof sample.type === 'string' ? `[type ${sample.type}] ` : '';
    extra.push({
      label: `${prefix}an unknown extra field`,
      payload: { ...sample, unexpectedField: 'x' },
      field: 'unexpectedField',
    });
    for (const [field, schema] of Object.entries(fields)) {
      if (!OPTIONAL_TYPES.includes(schema.type)) {
        const { [field]: _dropped, ...rest } = sample;
        missing.push({ label: `${prefix}${field} missing`, payload: rest, field });
      }
      for (const wrong of wrongTypes(transport, sample[field])) {
        // A field that takes null (an end to take away) is given the others.
        if (wrong.value === null && v.is(schema as v.GenericSchema, null)) continue;
        wrongType.push({
          label: `${prefix}${field} as ${wrong.label}`,
          payload: { ...sample, [field]: wrong.value },
          field,
        });
      }
      for (const bad of outOfRangeValues(sample[field])) {
        outOfRange.push({
          label: `${prefix}${field} as ${JSON.stringify(bad)}`,
          payload: { ...sample, [field]: transport === 'query' ? String(bad) : bad },
          field,
        });
      }
      if (typeof sample[field] === 'string') {
        overlong.push({
          label: `${prefix}${field} of 10 000 characters`,
          payload: { ...sample, [field]: OVERLONG },
          field,
        });
      }
    }
  }
  return { transport, extra, missing, wrongType, overlong, outOfRange };
}

/**
 * Values past what a field of the sample's kind can mean: a number past a 32-bit integer (what the tables' ids and
 * counts hold), a day outside the years records have, a negative amount of money.
 */
function outOfRangeValues(sampleValue: unknown): unknown[] {
  if (typeof sampleValue === 'number') return [2_147_483_648, -2_147_483_649];
  if (typeof sampleValue !== 'string') return [];
  if (/^\d{4}-\d{2}-\d{2}$/.test(sampleValue)) return ['9999-12-31', '0000-01-01'];
  if (/^\d+\.\d{2}$/.test(sampleValue)) return [`-${sampleValue}`];
  return [];
}

let server: TestServer;
let token: string;
let operatorToken: string;
let gameSession: string;
let serverKey: { kid: string; key: CryptoKey };
let before: Record<string, unknown>;

/** What a row-level write would change; sessions leave out last_seen_at, which a valid session refreshes. */
const TABLE_ROWS: Record<string, string> = {
  members: 'select t::text as row from members t',
  sessions:
    'select concat_ws($$|$$, id, member_id, token_hash, portal, revoked_at, expires_at) as row from sessions',
  verification_codes: 'select t::text as row from verification_codes t',
  outbox: 'select t::text as row from outbox t',
  captchas: 'select t::text as row from captchas t',
  rate_counters: 'select t::text as row from rate_counters t',
  login_challenges: 'select t::text as row from login_challenges t',
  member_known_ips: 'select t::text as row from member_known_ips t',
  ledger_accounts: 'select t::text as row from ledger_accounts t',
  ledger_postings: 'select t::text as row from ledger_postings t',
  ledger_entries: 'select t::text as row from ledger_entries t',
  operator_sessions:
    'select concat_ws($$|$$, id, operator_id, token_hash, revoked_at, expires_at) as row from operator_sessions',
  operators: 'select t::text as row from operators t',
  bank_accounts: 'select t::text as row from bank_accounts t',
  withdrawals: 'select t::text as row from withdrawals t',
  withdrawal_proofs: 'select t::text as row from withdrawal_proofs t',
  withdrawal_refund_requests: 'select t::text as row from withdrawal_refund_requests t',
  withdrawal_operator_steps: 'select t::text as row from withdrawal_operator_steps t',
  deposit_orders: 'select t::text as row from deposit_orders t',
  favourite_games: 'select t::text as row from favourite_games t',
  recent_games: 'select t::text as row from recent_games t',
  game_vendors: 'select t::text as row from game_vendors t',
  vendor_sessions: 'select t::text as row from vendor_sessions t',
  vendor_transactions: 'select t::text as row from vendor_transactions t',
  game_rounds: 'select t::text as row from game_rounds t',
  member_turnover: 'select t::text as row from member_turnover t',
  studio_seed_pairs: 'select t::text as row from studio_seed_pairs t',
  studio_launch_tokens: 'select t::text as row from studio_launch_tokens t',
  studio_game_sessions: 'select t::text as row from studio_game_sessions t',
  studio_rounds: 'select t::text as row from studio_rounds t',
  crash_chains: 'select t::text as row from crash_chains t',
  crash_rounds: 'select t::text as row from crash_rounds t',
  crash_bets: 'select t::text as row from crash_bets t',
  studio_baccarat_shoes: 'select t::text as row from studio_baccarat_shoes t',
  rg_limits: 'select t::text as row from rg_limits t',
  rg_exclusions: 'select t::text as row from rg_exclusions t',
  marketing_opt_outs: 'select t::text as row from marketing_opt_outs t',
  studio_mines_rounds: 'select t::text as row from studio_mines_rounds t',
};

async function snapshotTables() {
  const snapshot: Record<string, unknown> = {};
  for (const [table, rows] of Object.entries(TABLE_ROWS)) {
    const [result] = await server.sql(
      `select count(*)::int as count, md5(coalesce(string_agg(x.row, ',' order by x.row), '')) as checksum
         from (${rows}) x`,
    );
    snapshot[table] = result;
  }
  return snapshot;
}

beforeAll(async () => {
  server = await startTestServer();
  const login = await server
    .client()
    .call(loginCall, { username: DEMO_MEMBER.account, password: DEMO_MEMBER.password });
  if (login.status !== 'OK') throw new Error('the demo member should log in without a challenge');
  token = login.token;
  operatorToken = (await server.operatorClient()).token ?? '';
  const { kid, spki } = await server.client().call(publicKeyCall, {});
  serverKey = { kid, key: await importPublicKey(spki) };
  const launch = await server
    .client({ token })
    .call(launchGameCall, { gameCode: 'HOUSE_SLOT_TEMPLE', vendor: 'HOUSE' });
  const launchToken = new URL(launch.url, server.baseUrl).searchParams.get('launch') ?? '';
  gameSession = (await server.client().call(studioOpenCall, { launchToken })).gameSession;
  before = await snapshotTables();
});
afterAll(() => server.close());

function toSearchParams(payload: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload as Payload)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

const isFormEncodable = (payload: unknown) =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  Object.values(payload).every(
    (x) => typeof x === 'string' || (Array.isArray(x) && x.every((i) => typeof i === 'string')),
  );

/**
 * Sends a payload the way the declaration says it travels: query string, form body, encrypted JSON or plain
 * JSON. A form call also reads JSON, which carries the values a form body cannot (numbers, objects, null).
 */
async function send(
  call: CallDeclaration,
  payload: unknown,
  options: { headers?: Record<string, string>; plaintext?: boolean } = {},
) {
  const bearer = call.auth === 'operator' ? operatorToken : token;
  const headers = {
    authorization: `Bearer ${bearer}`,
    ...(call.auth === 'game' ? { [GAME_SESSION_HEADER]: gameSession } : {}),
    ...options.headers,
  };
  const transport = options.plaintext ? 'json' : transportOf(call);
  if (transport === 'query') {
    const query = toSearchParams(payload).toString();
    return server.raw(call.method, `${call.path}${query ? `?${query}` : ''}`, { headers });
  }
  if (transport === 'form' && isFormEncodable(payload)) {
    return server.raw(call.method, call.path, {
      rawBody: toSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  }
  if (
    transport === 'multipart' &&
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload)
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(payload as Payload)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item instanceof File) form.append(key, item, item.name);
        else form.append(key, String(item));
      }
    }
    const response = await fetch(`${server.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }
  if (transport === 'encrypted') {
    const body = await encryptPayload(payload, serverKey.key, serverKey.kid);
    return server.raw(call.method, call.path, { body, headers });
  }
  return server.raw(call.method, call.path, { body: payload, headers });
}

type RawResponse = Awaited<ReturnType<TestServer['raw']>>;

/** A refusal: 4xx, never 500, in the envelope every answer uses. */
function expectRefusal(response: RawResponse, status: number, code: string, label: string) {
  expect(response.status, label).toBe(status);
  expect(response.body, label).toMatchObject({
    success: false,
    code,
    message: expect.any(String),
  });
}

/** A validation refusal also says which field was refused, and why. */
function expectValidationRefusal(response: RawResponse, variant: Variant, callName: string) {
  const label = `${callName}: ${variant.label}`;
  expectRefusal(response, 400, 'BAD_REQUEST', label);
  const details: unknown = response.body.details;
  expect(Array.isArray(details) && details.length > 0, `${label}: details`).toBe(true);
  for (const detail of details as unknown[]) {
    expect(detail, label).toEqual({ field: expect.any(String), reason: expect.stringMatching(/\S/) });
  }
  // A field that is itself an object (per-language texts) is refused at a path inside it.
  const fields = (details as { field: string }[]).map((d) => d.field);
  expect(
    fields.some((field) => field === variant.field || field.startsWith(`${variant.field}.`)),
    `${label}: ${fields.join(', ')} names ${variant.field}`,
  ).toBe(true);
}

async function expectAllRefused(call: CallDeclaration, variants: Variant[]) {
  expect(variants.length).toBeGreaterThan(0);
  for (const variant of variants) {
    expectValidationRefusal(await send(call, variant.payload), variant, call.name);
  }
}

describe('the sample table', () => {
  it('has a sample for every declared call and none for calls that do not exist', () => {
    const declared = allCalls.map((call) => call.name).sort();
    expect(declared.filter((name) => !(name in SAMPLES))).toEqual([]);
    expect(Object.keys(SAMPLES).sort()).toEqual(declared);
  });
});

for (const call of allCalls) {
  const { transport, extra, missing, wrongType, overlong, outOfRange } = variantsOf(call);

  describe(`${call.name} (${call.method} ${call.path})`, () => {
    it('has a valid sample input that names every declared field', () => {
      const samples = samplesFor(call);
      expect(samples.length, `add a sample for ${call.name} to SAMPLES`).toBeGreaterThan(0);
      for (const sample of samples) {
        expect(v.safeParse(call.request, sample).issues, JSON.stringify(sample)).toBeUndefined();
        expect(Object.keys(sample).sort()).toEqual(Object.keys(declaredFields(call.request, sample)).sort());
      }
    });

    it('refuses an unknown extra field', () => expectAllRefused(call, extra));

    if (missing.length > 0) {
      it('refuses each required field when it is missing', () => expectAllRefused(call, missing));
    }

    if (wrongType.length > 0) {
      it('refuses each field with a value of the wrong type', () => expectAllRefused(call, wrongType));
    }

    if (overlong.length > 0) {
      it('refuses each text field of 10 000 characters', () => expectAllRefused(call, overlong));
    }

    if (outOfRange.length > 0) {
      it('refuses each number past a 32-bit integer, day outside 2000-2099 and negative amount', () =>
        expectAllRefused(call, outOfRange));
    }

    if (transport !== 'query') {
      it('refuses a body that is not an object', async () => {
        for (const [label, payload] of [
          ['an array', [samplesFor(call)[0]]],
          ['a string', 'hello'],
          ['a number', 42],
        ] as const) {
          const response = await send(call, payload);
          expectRefusal(response, 400, 'BAD_REQUEST', `${call.name}: ${label}`);
          expect(response.body.details?.length, `${call.name}: ${label}`).toBeGreaterThan(0);
        }
      });
    }

    if (call.encrypted) {
      it('refuses a plaintext body with 400 ENCRYPTION_REQUIRED', async () => {
        for (const sample of samplesFor(call)) {
          const response = await send(call, sample, { plaintext: true });
          expectRefusal(response, 400, 'ENCRYPTION_REQUIRED', `${call.name}: plaintext`);
        }
      });

      it('refuses a body encrypted for another key, or altered, with 400 ENCRYPTION_REQUIRED', async () => {
        const sample = samplesFor(call)[0];
        const otherKid = await encryptPayload(sample, serverKey.key, 'some-other-key');
        expectRefusal(
          await send(call, otherKid, { plaintext: true }),
          400,
          'ENCRYPTION_REQUIRED',
          `${call.name}: other kid`,
        );
        const altered = await encryptPayload(sample, serverKey.key, serverKey.kid);
        const flipped = altered.data.startsWith('A')
          ? `B${altered.data.slice(1)}`
          : `A${altered.data.slice(1)}`;
        expectRefusal(
          await send(call, { ...altered, data: flipped }, { plaintext: true }),
          400,
          'ENCRYPTION_REQUIRED',
          `${call.name}: altered`,
        );
      });
    }

    if (call.auth === 'session' || call.auth === 'operator') {
      it('refuses without a token, or with a garbage token, with 401 NOT_LOGGED_IN', async () => {
        const sample = samplesFor(call)[0];
        const randomToken = 'Q'.repeat(43);
        const own = call.auth === 'operator' ? operatorToken : token;
        const other = call.auth === 'operator' ? token : operatorToken;
        for (const [label, authorization] of [
          ['no token', ''],
          ['garbage', 'Bearer garbage'],
          ['an unknown well-formed token', `Bearer ${randomToken}`],
          ['another scheme', `Basic ${own}`],
          [call.auth === 'operator' ? "a member's token" : "an operator's token", `Bearer ${other}`],
        ] as const) {
          const response = await send(call, sample, { headers: { authorization } });
          expectRefusal(response, 401, 'NOT_LOGGED_IN', `${call.name}: ${label}`);
        }
      });
    }
  });
}

describe('in-house game calls', () => {
  const gameCalls = allCalls.filter((call) => call.auth === 'game');
  it.each(gameCalls.map((call) => [call.name, call] as const))(
    '%s refuses without a live game session with 401 GAME_SESSION_EXPIRED, the member token too',
    async (name, call) => {
      const sample = samplesFor(call)[0];
      for (const [label, value] of [
        ['no session', ''],
        ['garbage', 'garbage'],
        ['an unknown well-formed session', 'Q'.repeat(43)],
        ["the member's token", token],
      ] as const) {
        const response = await send(call, sample, { headers: { [GAME_SESSION_HEADER]: value } });
        expectRefusal(response, 401, 'GAME_SESSION_EXPIRED', `${name}: ${label}`);
      }
    },
  );
});

describe('after the sweep', () => {
  it('nothing was written to any table', async () => {
    expect(await snapshotTables()).toEqual(before);
  });
});
