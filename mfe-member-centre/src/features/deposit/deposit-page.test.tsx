import {
  createDepositCall,
  depositChannelsCall,
  depositOrderCall,
} from '@platform/shared-contracts/payment-calls';
import { createFakeApi, type FakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { centreStore, pendingDepositAtom } from '../../store';
import { depositOrder } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { DepositPage } from './deposit-page';
import { DEPOSIT_POLL_MS } from './deposit-rules';

const CHANNELS = {
  currency: 'KHR',
  channels: [
    { id: 'bank', name: 'Bank transfer', provider: 'sandbox', minAmount: '100.00', maxAmount: '50000.00' },
    { id: 'wallet', name: 'E-wallet', provider: 'sandbox', minAmount: '50.00', maxAmount: '1000.00' },
  ],
};

function paymentWindow() {
  return {
    opener: {} as unknown,
    document: { title: '', body: { textContent: '' } },
    location: { replace: vi.fn() },
    close: vi.fn(),
  };
}

function api(): FakeApi {
  return createFakeApi()
    .on(depositChannelsCall, () => CHANNELS)
    .on(createDepositCall, (input) =>
      depositOrder({ amount: `${input.amount}.00`, channelId: input.channelId }),
    );
}

const submit = () => fireEvent.click(screen.getByTestId('deposit-submit'));

/** The sandbox page the server answers, as the browser resolves it against the site. */
const payPage = new URL(depositOrder().payUrl, window.location.origin).href;

describe('deposit page', () => {
  let opened: ReturnType<typeof paymentWindow> | null;
  beforeEach(() => {
    opened = paymentWindow();
    vi.spyOn(window, 'open').mockImplementation(() => opened as unknown as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the channels with their limits and offers quick amounts', async () => {
    await renderPage(<DepositPage />, { api: api() });
    expect((await screen.findByTestId('channel-bank')).textContent).toContain('Min ៛100.00 · Max ៛50,000.00');
    fireEvent.click(screen.getByRole('button', { name: '1,000' }));
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('1000.00');
    fireEvent.click(screen.getByLabelText(/E-wallet/));
    expect(screen.getAllByText('Min ៛50.00 · Max ៛1,000.00').length).toBeGreaterThan(0);
  });

  it("refuses an amount outside the channel's limits before any window opens", async () => {
    const fake = api();
    await renderPage(<DepositPage />, { api: fake });
    await screen.findByTestId('deposit-form');
    type(/^Amount/, '99');
    submit();
    expect(errorOf(/^Amount/)).toBe('The minimum amount is 100.00');
    expect(window.open).not.toHaveBeenCalled();
    expect(fake.inputsOf(createDepositCall)).toEqual([]);
  });

  it('says popups are blocked, and creates no order, when the window cannot open', async () => {
    opened = null;
    const fake = api();
    await renderPage(<DepositPage />, { api: fake });
    await screen.findByTestId('deposit-form');
    type(/^Amount/, '500');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'A popup was blocked. Please allow popups for this site.',
    );
    expect(fake.inputsOf(createDepositCall)).toEqual([]);
  });

  it('never points the payment window at a script link, and says the deposit could not start', async () => {
    const fake = createFakeApi()
      .on(depositChannelsCall, () => CHANNELS)
      .on(createDepositCall, () => depositOrder({ payUrl: 'javascript:alert(document.cookie)' }));
    await renderPage(<DepositPage />, { api: fake });
    await screen.findByTestId('deposit-form');
    type(/^Amount/, '500');
    submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(opened?.location.replace).not.toHaveBeenCalled();
    expect(opened?.close).toHaveBeenCalled();
    expect(screen.queryByTestId('deposit-waiting')).toBeNull();
  });

  it('opens the payUrl in the new window, waits, and on credit tells the host the wallet changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'PENDING' | 'CREDITED' = 'PENDING';
    const fake = api().on(depositOrderCall, () => depositOrder({ status }));
    const { walletChanges } = await renderPage(<DepositPage />, { api: fake });
    await screen.findByTestId('deposit-form');
    type(/^Amount/, '500');
    submit();
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findByTestId('deposit-waiting')).toBeTruthy();
    expect(opened?.location.replace).toHaveBeenCalledWith(payPage);
    expect(opened?.opener).toBeNull();
    expect(fake.inputsOf(createDepositCall)[0]).toMatchObject({ channelId: 'bank', amount: '500' });

    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    expect(fake.inputsOf(depositOrderCall)).toEqual([{ orderId: 'D100' }]);
    expect(walletChanges).toHaveLength(0);

    status = 'CREDITED';
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    expect((await screen.findByTestId('deposit-result')).textContent).toContain('Deposit credited');
    expect(walletChanges).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(fake.inputsOf(depositOrderCall)).toHaveLength(2);
  });

  it('shows a failed payment, and goes back to the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = api().on(depositOrderCall, () => depositOrder({ status: 'FAILED' }));
    const { walletChanges } = await renderPage(<DepositPage />, { api: fake });
    await screen.findByTestId('deposit-form');
    type(/^Amount/, '500');
    submit();
    await screen.findByTestId('deposit-waiting');
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS));
    expect((await screen.findByTestId('deposit-result')).textContent).toContain(
      'The payment did not go through',
    );
    expect(walletChanges).toHaveLength(0);
    fireEvent.click(screen.getByTestId('deposit-again'));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });

  it('closes the blank window and says why when the order is refused', async () => {
    const fake = api().on(createDepositCall, () => refuse('AMOUNT_OUT_OF_RANGE'));
    await renderPage(<DepositPage />, { api: fake });
    await screen.findByTestId('deposit-form');
    type(/^Amount/, '500');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The amount is outside the allowed range');
    expect(opened?.close).toHaveBeenCalled();
  });

  it('keeps waiting for a deposit sent before the page was closed', async () => {
    centreStore.set(pendingDepositAtom, depositOrder());
    await renderPage(<DepositPage />, { api: api() });
    expect(screen.getByTestId('deposit-waiting').textContent).toContain('D100');
    fireEvent.click(screen.getByTestId('deposit-reopen'));
    expect(opened?.location.replace).toHaveBeenCalledWith(payPage);
  });
});
