import {
  betRecordsCall,
  gameVendorsCall,
  getBalanceV2Call,
  memberInfoCall,
  merchantWalletCall,
  personalProfitCall,
} from '@platform/shared-contracts/client';
import { bankAccountsCall, depositChannelsCall } from '@platform/shared-contracts/payment-calls';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { centreStore, claimCentreStore, pendingDepositAtom } from '../store';
import {
  balances,
  bankAccount,
  betPage,
  betRecord,
  betTotals,
  categoryProfit,
  depositOrder,
  member,
  vendorCatalogue,
} from '../test/fixtures';
import { renderCentre } from '../test/render-centre';
import MemberCentre from './member-centre';

function apiWithPages() {
  return createFakeApi()
    .on(memberInfoCall, () => ({
      member: member(),
      loginInfo: {
        loginTime: '2025-02-01T10:00:00Z',
        loginIp: '203.0.113.9',
        lastLoginTime: null,
        lastLoginIp: null,
      },
    }))
    .on(bankAccountsCall, () => ({
      banks: ['ABA Bank'],
      accounts: [bankAccount()],
      hasPaymentPassword: true,
      maxAccounts: 3,
    }))
    .on(getBalanceV2Call, () => balances());
}

const menu = () => screen.getByRole('navigation', { name: 'Member centre pages' });

describe('MemberCentre', () => {
  it('opens on the security centre by default, with a menu of every page', async () => {
    renderCentre({ api: apiWithPages() });
    expect(await screen.findByRole('heading', { name: 'Security centre' })).toBeTruthy();
    expect(await screen.findByTestId('profile-account')).toBeTruthy();
    await within(menu()).findByRole('button', { name: /Wallet transfer/ });
    const current = within(menu()).getByRole('button', { current: 'page' });
    expect(current.textContent).toContain('Security centre');
    const labels = within(menu())
      .getAllByRole('button')
      .map((button) => button.dataset.page);
    expect(labels).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'responsibleGaming',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
    ]);
  });

  it('shows no balance read in an earlier opening: the next opening waits for a fresh one', async () => {
    let answer = balances();
    let release: (() => void) | null = null;
    const api = apiWithPages().on(getBalanceV2Call, () =>
      release === null ? answer : new Promise<typeof answer>((resolve) => (release = () => resolve(answer))),
    );
    const first = renderCentre({ api, page: 'transferFund' });
    expect((await screen.findByTestId('wallet-MAIN')).textContent).toContain('៛10,000.00');
    first.unmount();

    // Money moved while the centre was closed; its next balance read is slow.
    answer = balances({ balance: '4000.00', total: '4500.00' });
    release = () => undefined;
    renderCentre({ api, page: 'transferFund' });
    await screen.findByRole('heading', { name: 'Wallet transfer' });
    expect(screen.queryByTestId('wallet-MAIN')).toBeNull();
    act(() => release?.());
    expect((await screen.findByTestId('wallet-MAIN')).textContent).toContain('៛4,000.00');
  });

  it('opens the page the host asks for, and follows a new request', async () => {
    const { rerender } = renderCentre({ api: apiWithPages(), page: 'transferFund' });
    expect(await screen.findByTestId('wallet-MAIN')).toBeTruthy();
    act(() => rerender({ page: 'bonusDetails' }));
    expect(await screen.findByRole('heading', { name: 'Bonus details' })).toBeTruthy();
    expect(screen.getByText('Bonus details is not available yet. We are working on it.')).toBeTruthy();
  });

  it('opens the betting record, and personal profit from the menu', async () => {
    const api = apiWithPages()
      .on(gameVendorsCall, () => vendorCatalogue())
      .on(betRecordsCall, () => betPage([betRecord()]))
      .on(personalProfitCall, () => ({ rows: [categoryProfit()], totals: betTotals() }));
    renderCentre({ api, page: 'personalHistoryCopy' });
    expect(await screen.findByRole('heading', { name: 'Betting record' })).toBeTruthy();
    expect(await screen.findAllByTestId('bet-row')).toHaveLength(1);
    fireEvent.click(within(menu()).getByRole('button', { name: /Profit and loss/ }));
    expect(await screen.findAllByTestId('profit-row')).toHaveLength(1);
  });

  it('switches pages from the menu', async () => {
    renderCentre({ api: apiWithPages() });
    await screen.findByRole('heading', { name: 'Security centre' });
    fireEvent.click(await within(menu()).findByRole('button', { name: /Wallet transfer/ }));
    expect(await screen.findByTestId('wallet-EVO')).toBeTruthy();
    expect(within(menu()).getByRole('button', { current: 'page' }).textContent).toContain('Wallet transfer');
  });

  it('lists no wallet transfer where one wallet serves everything; asked for, the page says so', async () => {
    const single = { isSingle: 1 as const, vendors: [] };
    const api = apiWithPages().on(getBalanceV2Call, () => balances({ isSingle: 1, vendors: [] }));
    renderCentre({ api, wallet: single, page: 'transferFund' });
    expect(await screen.findByTestId('single-wallet')).toBeTruthy();
    await waitFor(() => expect(api.inputsOf(merchantWalletCall)).toHaveLength(1));
    await act(() => Promise.resolve());
    const pages = within(menu())
      .getAllByRole('button')
      .map((button) => button.dataset.page);
    expect(pages).not.toContain('transferFund');
    expect(pages).toContain('depositv2');
  });

  it('answers an unknown page, and the agents-only page for a member, with the default page', async () => {
    const { rerender } = renderCentre({ api: apiWithPages(), page: 'nonsense' });
    expect(await screen.findByRole('heading', { name: 'Security centre' })).toBeTruthy();
    act(() => rerender({ page: 'transferUpline' }));
    expect(screen.getByRole('heading', { name: 'Security centre' })).toBeTruthy();
  });

  it('offers transfer to upline to agents, as coming soon', async () => {
    renderCentre({ api: apiWithPages(), page: 'transferUpline', isAgent: true });
    expect(await screen.findByRole('heading', { name: 'Transfer to upline' })).toBeTruthy();
    expect(within(menu()).getByRole('button', { name: /Transfer to upline/ })).toBeTruthy();
  });

  it('speaks Khmer when the host language is KM, and Chinese for CN', async () => {
    renderCentre({ api: apiWithPages(), language: 'KM' });
    expect(await screen.findByRole('heading', { name: 'មជ្ឈមណ្ឌលសុវត្ថិភាព' })).toBeTruthy();
  });

  it('falls back to English for a language without its own file', async () => {
    renderCentre({ api: apiWithPages(), language: 'JA', page: 'messageV2' });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
  });

  it("forgets another member's waiting deposit", async () => {
    centreStore.set(pendingDepositAtom, depositOrder());
    claimCentreStore(99);
    renderCentre({
      api: apiWithPages().on(depositChannelsCall, () => ({ currency: 'KHR', channels: [] })),
      page: 'depositv2',
    });
    expect(await screen.findByText('No payment method is available right now')).toBeTruthy();
    expect(centreStore.get(pendingDepositAtom)).toBeNull();
  });

  it('stays quiet when mounted without RemoteProps', () => {
    render(<MemberCentre />);
    expect(screen.getByTestId('member-centre-remote').childElementCount).toBe(0);
  });
});
