import type {
  BetRecord,
  betRecordsCall,
  CallResponse,
  getBalanceV2Call,
  Permission,
  ProfitRow,
  TransactionRecord,
  VendorCategory,
} from '@platform/shared-contracts/client';
import type {
  BankAccount,
  DepositOrder,
  Withdrawal,
  withdrawSettingsCall,
} from '@platform/shared-contracts/payment-calls';

import { permissionFixture } from '@platform/shared-contracts/testing';

export { memberFixture as member } from '@platform/shared-contracts/testing';

/** DEMOKH's permission answer with the password rule the member centre's forms read. */
export function permission(): Permission {
  return permissionFixture({
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
  });
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
    heldUntil: null,
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
    payUrl: '/sandbox-pay/D100',
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

/** A settled slot round of the in-house vendor: staked 100, won 250. */
export function betRecord(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    roundId: 'R-1001',
    vendor: 'HOUSE',
    vendorName: 'House Studio',
    gameCode: 'HOUSE_SLOT_TEMPLE',
    gameName: 'Temple of Fortune',
    category: 'RNG',
    stake: '100.00',
    win: '250.00',
    turnover: '100.00',
    profit: '150.00',
    state: 'SETTLED',
    time: '2025-01-02T14:05:09Z',
    ...overrides,
  };
}

export function betTotals(overrides: Partial<CallResponse<typeof betRecordsCall>['totals']> = {}) {
  return { stake: '100.00', win: '250.00', turnover: '100.00', profit: '150.00', count: 1, ...overrides };
}

/** A page of rounds with the totals of every round under the filters. */
export function betPage(
  content: BetRecord[],
  totals = betTotals(),
  pageNum = 1,
  totalPages = 1,
): CallResponse<typeof betRecordsCall> {
  return { ...page(content, pageNum, totalPages), totals };
}

export function categoryProfit(overrides: Partial<ProfitRow> = {}): ProfitRow {
  return {
    category: 'RNG',
    stake: '100.00',
    win: '250.00',
    turnover: '100.00',
    profit: '150.00',
    count: 1,
    ...overrides,
  };
}

/** A region's catalogue: two slot vendors (the in-house studio and PG) and one live vendor (EVO). */
export function vendorCatalogue(): VendorCategory[] {
  const card = (vassalage: string, name: string, gameType: VendorCategory['title']) => ({
    vassalage,
    gameType,
    name,
    logoUrl: `/images/vendors/${vassalage}.png`,
    maintenance: false,
    walletCode: vassalage,
    isGame: 'VASSALAGE' as const,
    cockfight: false,
    sort: 1,
  });
  return [
    { title: 'RNG', cards: [card('HOUSE', 'House Studio', 'RNG'), card('PG', 'PG Soft', 'RNG')] },
    { title: 'LIVE', cards: [card('EVO', 'Evolution', 'LIVE')] },
    { title: 'FISH', cards: [] },
  ];
}
