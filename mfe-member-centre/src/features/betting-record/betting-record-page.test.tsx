import {
  betRecordsCall,
  type CallRequest,
  type CallResponse,
  gameVendorsCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betPage, betRecord, betTotals, vendorCatalogue } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { BettingRecordPage } from './betting-record-page';

const deviceZone = process.env.TZ;

/** The page opened at 18:30 UTC on 2 January 2025: already 3 January in Phnom Penh, still the 2nd in New York. */
beforeEach(() => {
  process.env.TZ = 'America/New_York';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-02T18:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = deviceZone;
});

type Answer = (
  input: CallRequest<typeof betRecordsCall>,
) => CallResponse<typeof betRecordsCall> | Promise<CallResponse<typeof betRecordsCall>>;

function api(answer: Answer = () => betPage([betRecord()])) {
  return createFakeApi()
    .on(gameVendorsCall, () => vendorCatalogue())
    .on(betRecordsCall, answer);
}

/** The coloured profit amount of a round or of the totals. */
const profitOf = (element: HTMLElement) =>
  element.querySelector<HTMLElement>('[data-figure="profit"] .mc-amount') ?? element;

const lastAsked = (fake: ReturnType<typeof createFakeApi>) => fake.inputsOf(betRecordsCall).at(-1);

describe('betting record page', () => {
  it('asks for the last seven days of the region first and lists each round with its totals', async () => {
    const fake = api(() =>
      betPage(
        [
          betRecord(),
          betRecord({
            roundId: 'R-1000',
            vendor: 'EVO',
            vendorName: 'Evolution',
            gameCode: 'EVO_BACCARAT',
            gameName: 'Speed Baccarat',
            category: 'LIVE',
            stake: '2500.00',
            win: '0.00',
            turnover: '2500.00',
            profit: '-2500.00',
            time: '2025-01-02T13:00:00Z',
          }),
          betRecord({ roundId: 'R-0999', state: 'OPEN', win: '0.00', profit: '-100.00', turnover: '0.00' }),
        ],
        betTotals({ stake: '2700.00', win: '250.00', turnover: '2600.00', profit: '-2450.00', count: 3 }),
      ),
    );
    await renderPage(<BettingRecordPage />, { api: fake });
    const rows = await screen.findAllByTestId('bet-row');

    expect(fake.inputsOf(betRecordsCall)[0]).toEqual({
      dateFrom: '2024-12-28',
      dateTo: '2025-01-03',
      pageNo: '1',
      pageSize: '20',
    });
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Temple of Fortune');
    expect(rows[0]?.textContent).toContain('House Studio');
    expect(rows[0]?.textContent).toContain('Settled');
    const won = profitOf(rows[0]!);
    expect(won.textContent).toBe('+៛150.00');
    expect(won.className).toContain('mc-amount--credit');
    const lost = profitOf(rows[1]!);
    expect(lost.textContent).toBe('-៛2,500.00');
    expect(lost.className).toContain('mc-amount--debit');
    expect(rows[2]?.textContent).toContain('In play');

    const totals = screen.getByTestId('bet-totals');
    expect(totals.querySelector('[data-figure="count"] dd')?.textContent).toBe('3');
    expect(totals.querySelector('[data-figure="stake"] dd')?.textContent).toBe('៛2,700.00');
    expect(totals.querySelector('[data-figure="win"] dd')?.textContent).toBe('៛250.00');
    const profit = profitOf(totals);
    expect(profit.textContent).toBe('-៛2,450.00');
    expect(profit.className).toContain('mc-amount--debit');
    expect(screen.getByText('No more records')).toBeTruthy();
  });

  it('sends the period as days of the region: today, yesterday, and a custom range once it is in order', async () => {
    const fake = api();
    await renderPage(<BettingRecordPage />, { api: fake });
    await screen.findAllByTestId('bet-row');

    fireEvent.click(screen.getByLabelText('Today'));
    await waitFor(() => expect(fake.inputsOf(betRecordsCall)).toHaveLength(2));
    expect(lastAsked(fake)).toMatchObject({ dateFrom: '2025-01-03', dateTo: '2025-01-03' });

    fireEvent.click(screen.getByLabelText('Yesterday'));
    await waitFor(() => expect(fake.inputsOf(betRecordsCall)).toHaveLength(3));
    expect(lastAsked(fake)).toMatchObject({ dateFrom: '2025-01-02', dateTo: '2025-01-02' });

    fireEvent.click(screen.getByLabelText('Custom'));
    await waitFor(() => expect(fake.inputsOf(betRecordsCall)).toHaveLength(4));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-10' } });
    expect(errorOf('From')).toBe('The start day must not be after the end day');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-12-01' } });
    await waitFor(() => expect(fake.inputsOf(betRecordsCall)).toHaveLength(5));
    expect(lastAsked(fake)).toMatchObject({ dateFrom: '2024-12-01', dateTo: '2025-01-03' });
  });

  it('filters by the region’s categories and their vendors, and drops a vendor the new category lacks', async () => {
    const fake = api();
    await renderPage(<BettingRecordPage />, { api: fake });
    await screen.findAllByTestId('bet-row');
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    const vendor = () => screen.getByLabelText('Provider') as HTMLSelectElement;
    const labels = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

    await waitFor(() => expect(labels(category)).toEqual(['All', 'Slots', 'Live casino']));
    expect(labels(vendor())).toEqual(['All', 'House Studio', 'PG Soft', 'Evolution']);

    fireEvent.change(category, { target: { value: 'RNG' } });
    await waitFor(() => expect(lastAsked(fake)).toMatchObject({ category: 'RNG' }));
    expect(labels(vendor())).toEqual(['All', 'House Studio', 'PG Soft']);

    fireEvent.change(vendor(), { target: { value: 'PG' } });
    await waitFor(() => expect(lastAsked(fake)).toMatchObject({ category: 'RNG', vendor: 'PG' }));

    fireEvent.change(category, { target: { value: 'LIVE' } });
    await waitFor(() => expect(lastAsked(fake)?.category).toBe('LIVE'));
    expect(lastAsked(fake)).not.toHaveProperty('vendor');
    expect(vendor().value).toBe('ALL');
  });

  it('loads more rounds on request and keeps the totals of the whole period', async () => {
    const fake = api((input) =>
      input.pageNo === '1'
        ? betPage([betRecord({ roundId: 'R-2' })], betTotals({ count: 2, stake: '200.00' }), 1, 2)
        : betPage([betRecord({ roundId: 'R-1' })], betTotals({ count: 2, stake: '200.00' }), 2, 2),
    );
    await renderPage(<BettingRecordPage />, { api: fake });
    expect(await screen.findAllByTestId('bet-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('bet-row')).toHaveLength(2));
    expect(lastAsked(fake)).toMatchObject({ pageNo: '2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('bet-totals').textContent).toContain('៛200.00');
  });

  it('says so when the period has no bets, without totals', async () => {
    await renderPage(<BettingRecordPage />, {
      api: api(() =>
        betPage([], betTotals({ stake: '0.00', win: '0.00', turnover: '0.00', profit: '0.00', count: 0 })),
      ),
    });
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
    expect(screen.queryByTestId('bet-totals')).toBeNull();
  });

  it('shows why the list did not load and loads it again on retry', async () => {
    let fail = true;
    const fake = api(() => (fail ? refuse('SYSTEM_ERROR') : betPage([betRecord()])));
    await renderPage(<BettingRecordPage />, { api: fake });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryAllByTestId('bet-row')).toHaveLength(0);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('bet-row')).toHaveLength(1);
  });

  it('opens a round to its details and copies its round id', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(<BettingRecordPage />, { api: api() });
    const [row] = await screen.findAllByTestId('bet-row');
    const summary = within(row!).getByRole('button', { expanded: false });
    expect(within(row!).queryByTestId('bet-details')).toBeNull();

    fireEvent.click(summary);
    const details = within(row!).getByTestId('bet-details');
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    expect(details.textContent).toContain('R-1001');
    expect(details.textContent).toContain('HOUSE_SLOT_TEMPLE');
    fireEvent.click(within(details).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('R-1001');
    expect(await within(details).findByText('Copied')).toBeTruthy();
  });
});
