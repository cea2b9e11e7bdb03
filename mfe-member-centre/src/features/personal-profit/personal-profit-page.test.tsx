import { gameVendorsCall, personalProfitCall } from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betFiltersAtom, centreStore } from '../../store';
import { betTotals, categoryProfit, vendorCatalogue } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { PersonalProfitPage } from './personal-profit-page';

const deviceZone = process.env.TZ;

/** 02:00 UTC on 1 March 2025: 09:00 that day in Phnom Penh, still 28 February in New York. */
beforeEach(() => {
  process.env.TZ = 'America/New_York';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-01T02:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = deviceZone;
});

const twoCategories = () => ({
  rows: [
    categoryProfit(),
    categoryProfit({
      category: 'LIVE',
      stake: '3000.00',
      win: '1200.00',
      turnover: '2800.00',
      profit: '-1800.00',
      count: 4,
    }),
  ],
  totals: betTotals({ stake: '3100.00', win: '1450.00', turnover: '2900.00', profit: '-1650.00', count: 5 }),
});

function api(answer: () => ReturnType<typeof twoCategories> = twoCategories) {
  return createFakeApi()
    .on(gameVendorsCall, () => vendorCatalogue())
    .on(personalProfitCall, answer);
}

const figure = (element: HTMLElement, name: string) =>
  element.querySelector<HTMLElement>(`[data-figure="${name}"] dd, [data-figure="${name}"] .mc-amount`);

describe('personal profit page', () => {
  it('asks for the region’s last seven days and shows each category’s figures, coloured profit and totals', async () => {
    const fake = api();
    await renderPage(<PersonalProfitPage />, { api: fake });
    const rows = await screen.findAllByTestId('profit-row');

    expect(fake.inputsOf(personalProfitCall)[0]).toEqual({ dateFrom: '2025-02-23', dateTo: '2025-03-01' });
    expect(rows.map((row) => row.dataset.category)).toEqual(['RNG', 'LIVE']);
    expect(rows[0]?.textContent).toContain('Slots');
    expect(rows[0]?.textContent).toContain('Bets: 1');
    const slotProfit = rows[0]!.querySelector('.mc-profit__amount')!;
    expect(slotProfit.textContent).toBe('+៛150.00');
    expect(slotProfit.className).toContain('mc-amount--credit');
    const live = within(rows[1]!);
    expect(live.getByText('Live casino')).toBeTruthy();
    expect(rows[1]?.textContent).toContain('៛2,800.00');
    expect(rows[1]!.querySelector('.mc-profit__amount')?.className).toContain('mc-amount--debit');

    const totals = screen.getByTestId('bet-totals');
    expect(figure(totals, 'stake')?.textContent).toBe('៛3,100.00');
    expect(figure(totals, 'turnover')?.textContent).toBe('៛2,900.00');
    expect(figure(totals, 'win')?.textContent).toBe('៛1,450.00');
    expect(totals.querySelector('[data-figure="profit"] .mc-amount')?.textContent).toBe('-៛1,650.00');
  });

  it('asks again for a category, a vendor and another period', async () => {
    const fake = api();
    await renderPage(<PersonalProfitPage />, { api: fake });
    await screen.findAllByTestId('profit-row');
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(3));

    fireEvent.change(category, { target: { value: 'LIVE' } });
    await waitFor(() => expect(fake.inputsOf(personalProfitCall)).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'EVO' } });
    fireEvent.click(screen.getByLabelText('Today'));
    await waitFor(() =>
      expect(fake.inputsOf(personalProfitCall).at(-1)).toEqual({
        category: 'LIVE',
        vendor: 'EVO',
        dateFrom: '2025-03-01',
        dateTo: '2025-03-01',
      }),
    );
  });

  it('opens with the filters the betting record was left with', async () => {
    centreStore.set(betFiltersAtom, {
      category: 'RNG',
      vendor: 'HOUSE',
      range: 'yesterday',
      customFrom: '2025-02-01',
      customTo: '2025-02-03',
    });
    const fake = api();
    await renderPage(<PersonalProfitPage />, { api: fake });
    await screen.findAllByTestId('profit-row');
    expect(fake.inputsOf(personalProfitCall)[0]).toEqual({
      category: 'RNG',
      vendor: 'HOUSE',
      dateFrom: '2025-02-28',
      dateTo: '2025-02-28',
    });
    expect((screen.getByLabelText('Yesterday') as HTMLInputElement).checked).toBe(true);
  });

  it('says so when nothing was played, and offers a retry when the call fails', async () => {
    let answer: () => ReturnType<typeof twoCategories> = () => refuse('SYSTEM_ERROR');
    await renderPage(<PersonalProfitPage />, { api: api(() => answer()) });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    answer = () => ({
      rows: [],
      totals: betTotals({ stake: '0.00', win: '0.00', turnover: '0.00', profit: '0.00', count: 0 }),
    });
    fireEvent.click(retry);
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
    expect(screen.queryByTestId('bet-totals')).toBeNull();
  });
});
