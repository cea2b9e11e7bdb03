import type { MemberInfo, Permission } from '../client';

/** The demo member of DEMOKH as the server describes it; type 4 with isTrial for a trial account. */
export function memberFixture(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'demo01',
    nickname: 'Demo Player',
    type: 0,
    isAgent: false,
    isTrial: false,
    currency: 'KHR',
    merchantCode: 'DEMOKH',
    currencySymbol: '៛',
    language: 'KM',
    icon: 'avatar-1',
    mobileNum: null,
    email: null,
    referralCode: null,
    firstTimeLogin: false,
    passwordExpired: false,
    registeredAt: '2025-01-02T03:04:05Z',
    ...overrides,
  };
}

/** DEMOKH's permission answer (no registration fields unless given), for remotes' component tests. */
export function permissionFixture(overrides: Partial<Permission> = {}): Permission {
  return {
    domainRoute: [],
    resources: [],
    whitelabelVal: {},
    register: { fields: [], captchaRequired: false, smsVerification: false, agreementAge: 18 },
    mainDomain: 'demo.sea-gaming.test',
    analytics: null,
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [],
    location: { ip: '127.0.0.1', country: 'KH' },
    maintenance: false,
    regionRestriction: false,
    timeZone: 'Asia/Phnom_Penh',
    ...overrides,
  };
}
