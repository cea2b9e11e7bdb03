import { lastDaysInZone, transactionHistoryCall } from '@platform/shared-contracts/client';
import { createFakeApi } from '@platform/shared-contracts/testing';
import { errorOf } from '@platform/shared-ui/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, record } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { TransactionHistoryPage } from './transaction-history-page';

const time = new Date(2025, 0, 2, 21, 5, 9).toISOString();

async function renderCentrePage(language: string, api: ReturnType<typeof createFakeApi>) {
  await renderPage(<TransactionHistoryPage />, { api, language });
  return { unmount: cleanup };
}

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
      ...lastDaysInZone(7, new Date(), 'Asia/Phnom_Penh'),
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

  it('names a game step by its game and round, in the page language, and offers the Games type', async () => {
    const spin = (language: string) =>
      record({
        id: '9',
        type: 'GAME',
        kind: 'GAME_SPIN',
        amount: '-1.00',
        reference: 'HOUSE:r-77',
        game: {
          vendor: 'HOUSE',
          roundId: 'r-77',
          gameCode: 'TEMPLE',
          gameName: language === 'KM' ? 'ប្រាសាទនៃសំណាង' : 'Temple of Fortune',
        },
      });
    const unknown = record({ id: '8', type: 'GAME', kind: 'GAME_BET', amount: '-2.00', reference: 'X:r1' });
    for (const [language, label, round] of [
      ['EN', 'Spin · Temple of Fortune', 'Round r-77'],
      ['KM', 'បង្វិល · ប្រាសាទនៃសំណាង', 'ជុំ r-77'],
      ['CN', '旋转 · Temple of Fortune', '局号 r-77'],
    ] as const) {
      const fake = createFakeApi().on(transactionHistoryCall, () => page([spin(language), unknown]));
      const { unmount } = await renderCentrePage(language, fake);
      const rows = await screen.findAllByTestId('history-row');
      expect(rows[0]?.textContent).toContain(label);
      expect(within(rows[0]!).getByTestId('history-round').textContent).toBe(round);
      expect(within(rows[1]!).queryByTestId('history-round')).toBeNull();
      expect(rows[1]?.textContent).not.toContain('X:r1');
      unmount();
    }
    const fake = createFakeApi().on(transactionHistoryCall, () => page([]));
    await renderPage(<TransactionHistoryPage />, { api: fake });
    await screen.findByText('No records in this period');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'GAME' } });
    await waitFor(() => expect(fake.inputsOf(transactionHistoryCall).at(-1)?.type).toBe('GAME'));
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

describe('the default range on a device outside the region’s time zone', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = deviceZone;
  });

  /** The first range asked for when the page opens at `utc` on a phone set to New York time. */
  async function firstRangeAt(utc: string) {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(utc));
    const fake = createFakeApi().on(transactionHistoryCall, () => page([]));
    await renderPage(<TransactionHistoryPage />, { api: fake });
    await screen.findByText('No records in this period');
    const { startDate, endDate } = fake.inputsOf(transactionHistoryCall)[0]!;
    return { startDate, endDate };
  }

  it('ends today in Phnom Penh at 18:30 UTC, when New York is still on the day before', async () => {
    expect(await firstRangeAt('2025-01-02T18:30:00Z')).toEqual({
      startDate: '2024-12-28',
      endDate: '2025-01-03',
    });
  });

  it('ends today in Phnom Penh at 02:00 UTC, when New York is still on the evening before', async () => {
    expect(await firstRangeAt('2025-03-01T02:00:00Z')).toEqual({
      startDate: '2025-02-23',
      endDate: '2025-03-01',
    });
  });
});
