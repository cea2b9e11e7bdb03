import { ApiError } from '@platform/shared-contracts/client';
import {
  approveRefundCall,
  approveWithdrawalCall,
  type OperatorWithdrawal,
  operatorWithdrawalsCall,
  payWithdrawalCall,
  rejectWithdrawalCall,
} from '@platform/shared-contracts/operator';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render-console';

const base: OperatorWithdrawal = {
  id: 'W1',
  amount: '120.00',
  currency: 'KHR',
  bankName: 'ABA Bank',
  accountNumberMasked: '****4321',
  status: 'PENDING' as const,
  displayStatus: 'IN_PROCESS' as const,
  amountReceived: null,
  amountRemaining: null,
  amountRefunded: '0.00',
  rejectReason: null,
  confirmBy: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  memberId: 7,
  memberAccount: 'demo01',
  merchantCode: 'DEMOKH',
  accountName: 'Demo Player',
  accountNumber: '000123454321',
  payoutReference: null,
  remark: null,
  proofImageCount: 0,
  operatorSteps: [],
  refundRequests: [],
};

let api: FakeApi;
let byStatus: Record<string, OperatorWithdrawal[]>;
beforeEach(() => {
  byStatus = {
    PENDING: [base],
    APPROVED: [{ ...base, id: 'W2', status: 'APPROVED' as const, displayStatus: 'APPROVED' as const }],
    NOT_RECEIVED: [
      {
        ...base,
        id: 'W3',
        status: 'NOT_RECEIVED' as const,
        displayStatus: 'FAILED' as const,
        amountReceived: '0.00',
        amountRemaining: '120.00',
        refundRequests: [
          {
            id: 'R1',
            amount: '120.00',
            remark: 'bank returned it',
            requestedBy: 'ops01',
            requestedAt: '2026-11-24T12:00:00.000Z',
            approvedBy: null,
            approvedAt: null,
            declinedBy: null,
            declinedAt: null,
          },
        ],
      },
    ],
  };
  api = createFakeApi().on(operatorWithdrawalsCall, (input) => {
    const content = byStatus[input.status ?? 'PENDING'] ?? [];
    return { content, pageNum: 1, totalPages: 1, total: content.length };
  });
});

const dialog = () => screen.getByTestId('action-dialog');
const confirm = (label: string) => fireEvent.click(within(dialog()).getByRole('button', { name: label }));

describe('the withdrawals screen', () => {
  it('lists waiting withdrawals with the full account to pay to, and approves one after confirming', async () => {
    api.on(approveWithdrawalCall, () => ({
      ...base,
      status: 'APPROVED' as const,
      displayStatus: 'APPROVED' as const,
    }));
    await renderConsole(api, { roles: ['FINANCE'], hash: '#/withdrawals' });
    const card = await screen.findByTestId('withdrawal-W1');
    expect(card.textContent).toContain('000123454321');
    expect(card.textContent).toContain('demo01');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(api.inputsOf(approveWithdrawalCall)).toEqual([]);
    confirm('Approve');
    await waitFor(() => expect(api.inputsOf(approveWithdrawalCall)).toEqual([{ withdrawalId: 'W1' }]));
  });

  it('rejects only with a reason, sending an idempotency key', async () => {
    api.on(rejectWithdrawalCall, () => ({
      ...base,
      status: 'REJECTED' as const,
      displayStatus: 'REJECTED' as const,
    }));
    await renderConsole(api, { roles: ['FINANCE'], hash: '#/withdrawals' });
    fireEvent.click(
      within(await screen.findByTestId('withdrawal-W1')).getByRole('button', { name: 'Reject' }),
    );
    confirm('Reject');
    expect(errorOf(/Reason/, dialog())).toBe('This field cannot be empty');
    type(/Reason/, 'name does not match the account', dialog());
    confirm('Reject');
    await waitFor(() => expect(api.inputsOf(rejectWithdrawalCall)).toHaveLength(1));
    const [sent] = api.inputsOf(rejectWithdrawalCall);
    expect(sent).toMatchObject({ withdrawalId: 'W1', reason: 'name does not match the account' });
    expect(sent?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('pays an approved one with its payout reference, and a retry after a failure keeps the same key', async () => {
    let attempts = 0;
    api.on(payWithdrawalCall, () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError('NETWORK_ABNORMAL', { status: 0 });
      return {
        ...base,
        id: 'W2',
        status: 'PAID' as const,
        displayStatus: 'APPROVED' as const,
        payoutReference: 'TX-9',
      };
    });
    await renderConsole(api, { roles: ['FINANCE'], hash: '#/withdrawals' });
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'APPROVED' } });
    fireEvent.click(
      within(await screen.findByTestId('withdrawal-W2')).getByRole('button', { name: 'Mark paid' }),
    );
    confirm('Mark paid');
    expect(errorOf(/Payout reference/, dialog())).toBe('This field cannot be empty');
    type(/Payout reference/, 'TX-9', dialog());
    confirm('Mark paid');
    await within(dialog()).findByRole('alert');
    confirm('Mark paid');
    await waitFor(() => expect(screen.queryByTestId('action-dialog')).toBeNull());
    const [first, second] = api.inputsOf(payWithdrawalCall);
    expect(first).toMatchObject({ withdrawalId: 'W2', payoutReference: 'TX-9' });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('shows a refund waiting for a second operator, and the refusal when its requester approves it', async () => {
    api.on(approveRefundCall, () => {
      throw new ApiError('SECOND_OPERATOR_REQUIRED', { status: 403 });
    });
    await renderConsole(api, { roles: ['FINANCE'], hash: '#/withdrawals' });
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'NOT_RECEIVED' } });
    const refund = await screen.findByTestId('refund-R1');
    expect(refund.textContent).toContain('bank returned it');
    fireEvent.click(within(refund).getByRole('button', { name: 'Approve refund' }));
    confirm('Approve refund');
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'Another operator must approve this',
    );
    expect(api.inputsOf(approveRefundCall)).toEqual([{ withdrawalId: 'W3', refundId: 'R1' }]);
  });
});
