import type {
  BankAccount,
  CallResponse,
  DepositOrder,
  getBalanceV2Call,
  MemberInfo,
  Permission,
  TransactionRecord,
  Withdrawal,
  withdrawSettingsCall,
} from '@platform/shared-contracts';

/** The demo member of DEMOKH as the server describes it. */
export function member(overrides: Partial<MemberInfo> = {}): MemberInfo {
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

export function permission(): Permission {
  return {
    domainRoute: [],
    resources: [],
    whitelabelVal: {},
    register: {
      fields: [
        {
          field: 'password',
          enabled: true,
          required: true,
          minLength: 6,
          maxLength: 20,
          patternId: 9,
          acceptedPattern: null,
          type: 'password',
        },
      ],
      captchaRequired: false,
      smsVerification: false,
      agreementAge: 18,
    },
    mainDomain: 'demo.sea-gaming.test',
    analytics: null,
    imageCDNs: [],
    launchGameCDNs: [],
    customerService: [],
    location: { ip: '127.0.0.1', country: 'KH' },
    maintenance: false,
    regionRestriction: false,
  };
}

export function balances(overrides: Partial<CallResponse<typeof getBalanceV2Call>> = {}) {
  return {
    currency: 'KHR',
    currencySymbol: '៛',
    balance: '10000.00',
    total: '10500.00',
    isSingle: 0 as const,
    vendors: [
      { vendor: 'TCG_SEA', name: 'TCG SEA', balance: '0.00' },
      { vendor: 'EVO', name: 'Evolution', balance: '500.00' },
      { vendor: 'PG', name: 'PG Soft', balance: '0.00' },
    ],
    ...overrides,
  };
}

export function bankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: '11',
    bankName: 'ABA Bank',
    accountName: 'Demo Player',
    accountNumberMasked: '****6789',
    createdAt: '2025-01-02T03:04:05Z',
    ...overrides,
  };
}

export function withdrawSettings(
  overrides: Partial<CallResponse<typeof withdrawSettingsCall>> = {},
): CallResponse<typeof withdrawSettingsCall> {
  return {
    currency: 'KHR',
    minAmount: '100.00',
    maxAmount: '50000.00',
    available: '10000.00',
    hasPaymentPassword: true,
    bankAccounts: [bankAccount()],
    confirmMinutes: 60,
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'w1',
    amount: '1000.00',
    currency: 'KHR',
    bankName: 'ABA Bank',
    accountNumberMasked: '****6789',
    status: 'PENDING',
    displayStatus: 'IN_PROCESS',
    amountReceived: null,
    amountRemaining: null,
    amountRefunded: '0.00',
    rejectReason: null,
    confirmBy: null,
    createdAt: '2025-01-02T03:04:05Z',
    updatedAt: '2025-01-02T03:04:05Z',
    ...overrides,
  };
}

export function depositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderId: 'D100',
    channelId: 'sandbox-bank',
    amount: '500.00',
    currency: 'KHR',
    status: 'PENDING',
    payUrl: 'http://127.0.0.1/wps/payment/sandbox/pay?orderId=D100',
    createdAt: '2025-01-02T03:04:05Z',
    creditedAt: null,
    ...overrides,
  };
}

export function record(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: 'p1',
    type: 'DEPOSIT',
    kind: 'DEPOSIT',
    amount: '500.00',
    grossAmount: '500.00',
    balanceAfter: '10500.00',
    reference: 'D100',
    createdAt: '2025-01-02T03:04:05Z',
    ...overrides,
  };
}

export const page = <T>(content: T[], pageNum = 1, totalPages = 1) => ({
  content,
  pageNum,
  totalPages,
  total: content.length,
});
