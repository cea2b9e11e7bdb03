import {
  lockMemberCall,
  operatorMemberCall,
  operatorMemberLedgerCall,
  operatorMemberRgCall,
  operatorMembersCall,
} from '@platform/shared-contracts/operator';
import { createFakeApi, type FakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console';

const summary = {
  memberId: 7,
  account: 'demo01',
  merchantCode: 'DEMOKH',
  currency: 'KHR',
  mobile: '*****5678',
  email: 'd***@example.com',
  isAgent: false,
  isTrial: false,
  locked: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const detail = {
  ...summary,
  lockedAt: null,
  lockedReason: null,
  lastLoginAt: '2026-11-24T09:00:00.000Z',
  balances: [
    { wallet: 'MAIN', balance: '10000.00' },
    { wallet: 'HOUSE', balance: '25.50' },
  ],
  sessions: [
    {
      id: 1,
      ip: '203.0.113.7',
      createdAt: '2026-11-24T09:00:00.000Z',
      lastSeenAt: '2026-11-24T09:10:00.000Z',
      expiresAt: '2026-11-24T21:00:00.000Z',
      endedAt: null,
    },
  ],
};

let api: FakeApi;
beforeEach(() => {
  api = createFakeApi()
    .on(operatorMembersCall, () => ({ content: [summary], pageNum: 1, totalPages: 1, total: 1 }))
    .on(operatorMemberCall, (input) => (input.memberId === '7' ? detail : refuse('NOT_FOUND')))
    .on(operatorMemberLedgerCall, (input) => ({
      content: [
        {
          at: '2026-11-24T09:05:00.000Z',
          kind: input.pageNo === '2' ? 'GAME_WIN' : 'DEPOSIT',
          wallet: 'MAIN',
          amount: '50.00',
          balanceAfter: '10000.00',
          reference: 'D100',
        },
      ],
      pageNum: Number(input.pageNo ?? '1'),
      totalPages: 2,
      total: 2,
    }));
});

describe('the members screen', () => {
  it('searches with the contract minimum, then opens a member: profile, balances, sessions and paged ledger', async () => {
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/members' });
    type(/Account, mobile or email/, 'd');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(errorOf(/Account, mobile or email/)).toBe('Type 2 to 64 characters');
    expect(api.inputsOf(operatorMembersCall)).toEqual([]);

    type(/Account, mobile or email/, 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('link', { name: 'demo01' }));
    expect(await screen.findByText('10,000.00 KHR')).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(await screen.findByText('DEPOSIT')).toBeTruthy();
    // Amounts are grouped, so an operator does not misread a figure.
    expect(screen.getByText('10,000.00')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    expect(await screen.findByText('GAME_WIN')).toBeTruthy();
    expect(api.inputsOf(operatorMemberLedgerCall).at(-1)).toEqual({ memberId: '7', pageNo: '2' });
    // The last page: Next cannot be pressed, and keeps the keyboard's focus that pressed it there.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
  });

  it('locks a member only with a reason', async () => {
    api.on(lockMemberCall, () => ({
      ...detail,
      locked: true,
      lockedAt: '2026-11-25T00:00:00.000Z',
      lockedReason: 'fraud check',
    }));
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/members/7' });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = screen.getByTestId('action-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(errorOf(/Reason/, dialog)).toBe('This field cannot be empty');
    type(/Reason/, 'fraud check', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    await waitFor(() =>
      expect(api.inputsOf(lockMemberCall)).toEqual([{ memberId: 7, reason: 'fraud check' }]),
    );
  });

  it('shows support the limits and exclusion the member set', async () => {
    api.on(operatorMemberRgCall, () => ({
      currency: 'KHR',
      moneyLimits: [
        {
          kind: 'LOSS' as const,
          period: 'DAY' as const,
          amount: '50.00',
          pending: { amount: '80.00', from: '2026-11-26T00:00:00.000Z' },
          used: '12.00',
        },
        { kind: 'WAGER' as const, period: 'DAY' as const, amount: null, pending: null, used: '0.00' },
      ],
      sessionTime: { minutes: 90, pending: null, usedMinutes: 30 },
      realityCheck: { minutes: 30, pending: null },
      exclusion: null,
      exclusions: [],
      marketingStoppedUntil: null,
    }));
    await renderConsole(api, { roles: ['SUPPORT'], hash: '#/members/7' });
    const limits = await screen.findByTestId('member-limits');
    await waitFor(() => expect(limits.textContent).toContain('LOSS · DAY'));
    expect(limits.textContent).toContain('50.00 KHR · used 12.00 · pending 80.00');
    expect(limits.textContent).not.toContain('WAGER');
  });

  it('lets finance read a member but offers no lock, and a member out of reach reads as not found', async () => {
    await renderConsole(api, { roles: ['FINANCE'], hash: '#/members/7' });
    expect(await screen.findByText('10,000.00 KHR')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock account' })).toBeNull();
    window.location.hash = '#/members/8';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect((await screen.findByRole('alert')).textContent).toContain('Not found');
  });
});
