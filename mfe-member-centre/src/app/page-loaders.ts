import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ReadyPage } from './pages';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Each page is its own chunk, fetched when the member opens it: the centre's first paint carries only the menu
 * and the page asked for. A chunk that failed to load is asked again on retry (React.lazy keeps a failure).
 */
const LOADERS: Record<ReadyPage, Loader> = {
  securityCenter: () =>
    import('../features/security-center/security-center-page').then((m) => ({
      default: m.SecurityCenterPage,
    })),
  transferFund: () =>
    import('../features/transfer-fund/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
  depositv2: () => import('../features/deposit/deposit-page').then((m) => ({ default: m.DepositPage })),
  withdraw: () => import('../features/withdraw/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  personalHistoryCopy: () =>
    import('../features/betting-record/betting-record-page').then((m) => ({ default: m.BettingRecordPage })),
  transactionHistory: () =>
    import('../features/transaction-history/transaction-history-page').then((m) => ({
      default: m.TransactionHistoryPage,
    })),
  personalProfit: () =>
    import('../features/personal-profit/personal-profit-page').then((m) => ({
      default: m.PersonalProfitPage,
    })),
  responsibleGaming: () =>
    import('../features/responsible-gaming/responsible-gaming-page').then((m) => ({
      default: m.ResponsibleGamingPage,
    })),
};

const pages = new Map<ReadyPage, LazyExoticComponent<ComponentType>>();

export function lazyPage(page: ReadyPage): LazyExoticComponent<ComponentType> {
  let component = pages.get(page);
  if (!component) {
    component = lazy(LOADERS[page]);
    pages.set(page, component);
  }
  return component;
}

/** Forgets a page's failed load so the next render fetches its chunk again. */
export function forgetPage(page: ReadyPage): void {
  pages.delete(page);
}
