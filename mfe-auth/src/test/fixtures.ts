import type { FieldRule, LoginSuccess, Permission } from '@platform/shared-contracts/client';

const rule = (
  field: string,
  enabled: boolean,
  required: boolean,
  minLength: number | null,
  maxLength: number | null,
  patternId: number | null,
  type = 'text',
): FieldRule => ({ field, enabled, required, minLength, maxLength, patternId, acceptedPattern: null, type });

/** The demo merchant's field rules, as platform-api seeds them. */
export const demoFields: FieldRule[] = [
  rule('username', true, true, 4, 16, 1),
  rule('password', true, true, 6, 20, 9, 'password'),
  rule('mobileNum', true, false, 8, 11, 11, 'mobile'),
  rule('email', true, false, 6, 254, 8, 'email'),
  rule('payeeName', true, false, 2, 50, 13),
  rule('affiliateCode', true, false, 4, 16, 9),
  rule('whatsapp', true, false, 6, 15, 11),
  rule('line', false, false, 2, 50, 14),
  rule('qqNum', false, false, 5, 12, 11),
];

export const allSwitchesOn: Record<string, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILEVERCODELOGIN3: true,
  COMM3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  CHNGPASSVERIF3: true,
  DIRECTREG3: true,
  AGENTPOLICY3: true,
  FREEPLAY3: true,
  PASSEXPIRY3: false,
};

export function permissionWith(
  overrides: {
    switches?: Record<string, boolean>;
    fields?: FieldRule[];
    captchaRequired?: boolean;
    agreementAge?: number;
  } = {},
): Permission {
  return {
    domainRoute: [],
    resources: [],
    whitelabelVal: { ...allSwitchesOn, ...overrides.switches },
    register: {
      fields: overrides.fields ?? demoFields,
      captchaRequired: overrides.captchaRequired ?? false,
      smsVerification: (overrides.switches?.REGMOBVERF3 ?? true) === true,
      agreementAge: overrides.agreementAge ?? 18,
    },
    mainDomain: 'demo.sea-gaming.test',
    analytics: null,
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [],
    location: { ip: '127.0.0.1', country: null },
    maintenance: false,
    regionRestriction: false,
    timeZone: 'Asia/Phnom_Penh',
  };
}

export { rule as fieldRule };

export function loginSuccess(overrides: Partial<LoginSuccess> = {}): LoginSuccess {
  return {
    status: 'OK',
    token: 'token-1',
    firstTimeLogin: false,
    passwordExpired: false,
    weakPassword: false,
    user: {
      id: 7,
      account: 'demo01',
      nickname: null,
      type: 0,
      isAgent: false,
      isTrial: false,
      currency: 'KHR',
      merchantCode: 'DEMOKH',
    },
    ...overrides,
  };
}
