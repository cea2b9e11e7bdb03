import {
  lotteryChaseCall,
  lotteryMyBetsCall,
  lotteryPlaceBetCall,
} from '@platform/shared-contracts/lottery-calls';
import { refuse } from '@platform/shared-contracts/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LotteryLobby from '../../expose/lottery-lobby';
import { bet, betsPage } from '../../test/fixtures';
import { lotteryApi } from '../../test/lottery-api';
import { renderExposed } from '../../test/render-lottery';

/** Opens SSC 1 minute and waits for its open draw (no bet can be placed before it is known). */
async function openSsc(api = lotteryApi()) {
  const rendered = await renderExposed(LotteryLobby, {
    basePath: '/lottery',
    query: { gameCode: 'SSC1' },
    api,
  });
  await screen.findByText('Draw 202611250481');
  return rendered;
}

async function pickOddDigitsOnTheThirdPosition() {
  fireEvent.click(await screen.findByRole('radio', { name: '3rd' }));
  const picker = screen.getByTestId('number-picker');
  fireEvent.click(within(picker).getByRole('button', { name: 'Odd' }));
}

describe('number picker', () => {
  it('quick-picks a row (odd, big, clear) and counts the bets as the engine does', async () => {
    await openSsc();
    await pickOddDigitsOnTheThirdPosition();
    const pressed = () =>
      within(screen.getByTestId('number-picker'))
        .queryAllByRole('button', { pressed: true })
        .map((ball) => ball.textContent)
        .join(',');
    expect(pressed()).toBe('1,3,5,7,9');
    expect(screen.getByText('5 bets')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Big' }));
    expect(pressed()).toBe('5,6,7,8,9');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(pressed()).toBe('2,5,6,7,8,9');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(pressed()).toBe('');
    expect(screen.getByText('Pick your numbers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to slip' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('asks for a choice on two-sided bets: big on the sum of five', async () => {
    const api = lotteryApi();
    await openSsc(api);
    fireEvent.click(await screen.findByRole('tab', { name: 'Big, small, odd, even' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sum' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Big' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByTestId('bet-slip');
    expect(within(slip).getByText('sum · big')).toBeTruthy();
    expect(within(slip).getByTestId('slip-total').textContent).toBe('1.00');
  });
});

describe('bet slip', () => {
  it('totals units × unit stake × multiplier, places one slip, refreshes the balance and shows my bets', async () => {
    const api = lotteryApi()
      .on(lotteryPlaceBetCall, (input) => ({
        slipId: '7',
        issueNumber: input.issueNumber,
        total: input.total,
        wallet: 'MAIN' as const,
        balance: '9970.00',
        bets: [{ betId: '11', betType: 'ssc.position_digit', units: 5, stake: '30.00' }],
      }))
      .on(lotteryMyBetsCall, () =>
        betsPage([bet({ betId: '11', selection: { position: 2, digits: [1, 3, 5, 7, 9] }, units: 5 })]),
      );
    const { events } = await openSsc(api);
    await pickOddDigitsOnTheThirdPosition();
    // Added and placed from the keyboard: each button keeps the focus once its press has made it unavailable.
    const add = screen.getByRole('button', { name: 'Add to slip' });
    add.focus();
    fireEvent.click(add);
    expect([add.getAttribute('aria-disabled'), document.activeElement]).toEqual(['true', add]);
    fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Multiplier'), { target: { value: '3' } });
    expect(screen.getByTestId('slip-total').textContent).toBe('30.00');
    const place = screen.getByRole('button', { name: 'Place bets' });
    place.focus();
    fireEvent.click(place);
    expect(await screen.findByText('Bets placed on draw 202611250481')).toBeTruthy();
    expect(document.activeElement).toBe(place);
    const [sent] = api.inputsOf(lotteryPlaceBetCall);
    expect(sent).toMatchObject({
      gameCode: 'SSC1',
      issueNumber: '202611250481',
      unitStake: '2.00',
      multiplier: 3,
      total: '30.00',
      bets: [{ betType: 'ssc.position_digit', selection: { position: 2, digits: [1, 3, 5, 7, 9] } }],
    });
    expect(sent?.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(events).toContainEqual({ name: 'wallet:changed', payload: {} });
    expect(screen.getByText('Add bets from the picker above.')).toBeTruthy();
    const mine = await screen.findByTestId('my-bets');
    expect(within(mine).getByText('Placed')).toBeTruthy();
    expect(within(mine).getByText('3rd digit · 1,3,5,7,9')).toBeTruthy();
  });

  it('sets up a chase: the total covers every issue and one chase call carries a multiplier per issue', async () => {
    const api = lotteryApi().on(lotteryChaseCall, (input) => ({
      chaseId: '3',
      total: input.total,
      wallet: 'MAIN' as const,
      balance: '9900.00',
      issues: input.multipliers.map((m, n) => ({
        issueNumber: `20261125048${n}`,
        slipId: String(n),
        multiplier: m,
        total: '10.00',
      })),
    }));
    await openSsc(api);
    await pickOddDigitsOnTheThirdPosition();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(screen.getByLabelText('Chase the next issues'));
    fireEvent.change(screen.getByLabelText('Issues to chase'), { target: { value: '121' } });
    expect(screen.getByText('1 to 120 issues')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Issues to chase'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Multiplier'), { target: { value: '2' } });
    // 5 units × 1.00 × 2 on each of 3 issues.
    expect(screen.getByTestId('slip-total').textContent).toContain('30.00');
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText('Chase of 3 issues placed from issue 202611250481')).toBeTruthy();
    const [sent] = api.inputsOf(lotteryChaseCall);
    expect(sent).toMatchObject({
      firstIssueNumber: '202611250481',
      multipliers: [2, 2, 2],
      stopOnWin: true,
      total: '30.00',
    });
    expect(api.inputsOf(lotteryPlaceBetCall)).toEqual([]);
  });

  it('refreshes the header balance once an open bet comes back won', async () => {
    let settled = false;
    const api = lotteryApi()
      .on(lotteryPlaceBetCall, (input) => ({
        slipId: '7',
        issueNumber: input.issueNumber,
        total: input.total,
        wallet: 'MAIN' as const,
        balance: '9995.00',
        bets: [{ betId: '11', betType: 'ssc.position_digit', units: 5, stake: '5.00' }],
      }))
      .on(lotteryMyBetsCall, () =>
        betsPage([bet({ betId: '11', ...(settled ? { state: 'WON', payout: '9.70' } : {}) })]),
      );
    const { events } = await openSsc(api);
    await pickOddDigitsOnTheThirdPosition();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    const mine = await screen.findByTestId('my-bets');
    expect(within(mine).getByText('Placed')).toBeTruthy();
    const refreshes = () => events.filter((event) => event.name === 'wallet:changed').length;
    expect(refreshes()).toBe(1);
    settled = true;
    // My bets are asked for again every few seconds; the draw settled the bet in between.
    expect(await within(mine).findByText('Won', {}, { timeout: 8_000 })).toBeTruthy();
    expect(refreshes()).toBe(2);
  }, 15_000);

  it('refuses a bad stake or multiplier before any request', async () => {
    const api = lotteryApi();
    await openSsc(api);
    await pickOddDigitsOnTheThirdPosition();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '0' } });
    expect(screen.getByText('Enter an amount above zero')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stake per bet'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Multiplier'), { target: { value: '0' } });
    expect(screen.getByText('A whole number from 1 to 10000')).toBeTruthy();
    expect(screen.getByTestId('slip-total').textContent).toBe('-');
    const place = screen.getByRole('button', { name: 'Place bets' });
    expect(place.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(place);
    expect(api.inputsOf(lotteryPlaceBetCall)).toEqual([]);
  });

  it('says why the server refused, keeps the slip and sends the same request id again', async () => {
    let calls = 0;
    const api = lotteryApi().on(lotteryPlaceBetCall, () => {
      calls += 1;
      return refuse('LOTTERY_ISSUE_CLOSED');
    });
    const { events } = await openSsc(api);
    await pickOddDigitsOnTheThirdPosition();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The bets were not placed: .+/);
    expect(alert.textContent).not.toContain('err_lottery_issue_closed');
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await screen.findByRole('alert');
    await waitUntil(() => calls === 2);
    const [first, second] = api.inputsOf(lotteryPlaceBetCall);
    expect(second?.requestId).toBe(first?.requestId);
    expect(events.filter((event) => event.name === 'wallet:changed')).toEqual([]);
  });
  it("says a trial account's bets were refused for it (the shell adds its prompt to register)", async () => {
    const api = lotteryApi().on(lotteryPlaceBetCall, () => refuse('TRIAL_ACCOUNT_NOT_ALLOWED'));
    await openSsc(api);
    await pickOddDigitsOnTheThirdPosition();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please register a real account first');
  });

  it('sends a changed slip as a new request: one the server placed while its answer was lost does not refuse it', async () => {
    const placed = new Map<string, string>();
    const api = lotteryApi().on(lotteryPlaceBetCall, (input) => {
      // The server keeps each request id with what it placed; the first answer never reaches the page.
      const earlier = placed.get(input.requestId);
      if (earlier !== undefined && earlier !== input.total) return refuse('IDEMPOTENCY_CONFLICT');
      placed.set(input.requestId, input.total);
      if (placed.size === 1) return refuse('NETWORK_ABNORMAL');
      return {
        slipId: String(placed.size),
        issueNumber: input.issueNumber,
        total: input.total,
        wallet: 'MAIN' as const,
        balance: '9970.00',
        bets: [{ betId: '11', betType: 'ssc.position_digit', units: 5, stake: input.total }],
      };
    });
    const { events } = await openSsc(api);
    await pickOddDigitsOnTheThirdPosition();
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The connection dropped before the answer came, so the bets may be placed. Press Place bets again with the same slip: it is placed only once.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Multiplier' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    await waitUntil(() => events.some((event) => event.name === 'wallet:changed'));
    const [first, second] = api.inputsOf(lotteryPlaceBetCall);
    expect(second?.multiplier).toBe(2);
    expect(second?.requestId).not.toBe(first?.requestId);
  });
});

async function waitUntil(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}
