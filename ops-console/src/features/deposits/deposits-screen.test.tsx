import { operatorDepositsCall } from '@platform/shared-contracts/operator';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console';

const deposit = {
  orderId: 'D100',
  channelId: 'SANDBOX',
  amount: '50.00',
  currency: 'KHR',
  status: 'CREDITED' as const,
  payUrl: 'https://pay.example/D100',
  createdAt: '2026-11-24T23:30:00.000Z',
  creditedAt: '2026-11-24T23:31:00.000Z',
  memberId: 7,
  memberAccount: 'demo01',
  merchantCode: 'DEMOKH',
  providerRef: 'SBX-1',
};

describe('the deposits screen', () => {
  it('lists deposits with member, amount, provider reference and UTC times, and filters by status', async () => {
    const api = createFakeApi().on(operatorDepositsCall, (input) => {
      const content = !input.status || input.status === 'CREDITED' ? [deposit] : [];
      return { content, pageNum: 1, totalPages: 1, total: content.length };
    });
    await renderConsole(api, { roles: ['FINANCE'], hash: '#/deposits' });
    const row = await screen.findByTestId('deposit-D100');
    expect(row.textContent).toContain('demo01');
    expect(row.textContent).toContain('50.00 KHR');
    expect(row.textContent).toContain('SBX-1');
    expect(row.textContent).toContain('24/11/2026, 23:31:00 UTC');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'FAILED' } });
    expect(await screen.findByText('Nothing in this list.')).toBeTruthy();
    await waitFor(() =>
      expect(api.inputsOf(operatorDepositsCall).at(-1)).toMatchObject({ status: 'FAILED' }),
    );
  });
});
