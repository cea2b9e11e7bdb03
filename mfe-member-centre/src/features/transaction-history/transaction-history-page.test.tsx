import { transactionHistoryCall } from '@platform/shared-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastDays } from '../../lib/format-time';
import { errorOf } from '../../test/dom';
import { createFakeApi } from '../../test/fake-api';
import { page, record } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { TransactionHistoryPage } from './transaction-history-page';

const time = new Date(2025, 0, 2, 21, 5, 9).toISOString();

describe('account record page', () => {
  it('asks for the last seven days first and lists each step', async () => {
    const fake = createFakeApi().on(transactionHistoryCall, () =>
      page([
        record({
          id: '3',
          type: 'TRANSFER',
          kind: 'TRANSFER_TO_VENDOR',
          amount: '-2500.00',
          reference: 'PG',
          createdAt: time,
        }),
        record({ id: '2', createdAt: time }),
        record({
          id: '1',
          type: 'WITHDRAWAL',
          kind: 'WITHDRAWAL_PAID',
          amount: '0.00',
          grossAmount: '700.00',
          balanceAfter: null,
        }),
      ]),
    );
    await renderPage(<TransactionHistoryPage />, { api: fake });
    const rows = await screen.findAllByTestId('history-row');
    expect(fake.inputsOf(transactionHistoryCall)[0]).toEqual({
      type: 'ALL',
      ...lastDays(7),
      pageNo: '1',
      pageSize: '20',
    });
    expect(rows[0]?.textContent).toContain('Transfer to PG');
    expect(rows[0]?.textContent).toContain('-៛2,500.00');
    expect(rows[0]?.textContent).toContain('2025-01-02 21:05:09');
    expect(rows[1]?.textContent).toContain('+៛500.00');
    expect(rows[1]?.textContent).toContain('Balance ៛10,500.00');
    expect(within(rows[2]!).getByText(/700\.00/).textContent).not.toContain('+');
    expect(screen.getByText('No more records')).toBeTruthy();
  });

  it('filters by type and days, and waits while the range runs backwards', async () => {
    const fake = createFakeApi().on(transactionHistoryCall, () => page([]));
    await renderPage(<TransactionHistoryPage />, { api: fake });
    expect(await screen.findByText('No records in this period')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'DEPOSIT' } });
    await waitFor(() => expect(fake.inputsOf(transactionHistoryCall)).toHaveLength(2));
    expect(fake.inputsOf(transactionHistoryCall)[1]?.type).toBe('DEPOSIT');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(errorOf('From')).toBe('The start day must not be after the end day');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(fake.inputsOf(transactionHistoryCall)).toHaveLength(3));
    expect(fake.inputsOf(transactionHistoryCall)[2]).toMatchObject({
      type: 'DEPOSIT',
      startDate: '2025-01-01',
    });
  });

  it('loads more pages on request', async () => {
    const fake = createFakeApi().on(transactionHistoryCall, (input) =>
      input.pageNo === '1' ? page([record({ id: 'a' })], 1, 2) : page([record({ id: 'b' })], 2, 2),
    );
    await renderPage(<TransactionHistoryPage />, { api: fake });
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
