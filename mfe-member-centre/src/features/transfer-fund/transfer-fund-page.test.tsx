import {
  AMOUNT_REASON,
  ApiError,
  getBalanceV2Call,
  walletTransferCall,
} from '@platform/shared-contracts/client';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { balances } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { TransferFundPage } from './transfer-fund-page';

function api() {
  return createFakeApi().on(getBalanceV2Call, () => balances());
}

const submit = () => fireEvent.click(screen.getByTestId('transfer-submit'));

describe('wallet transfer page', () => {
  it('shows the total, the main wallet and every vendor wallet', async () => {
    await renderPage(<TransferFundPage />, { api: api() });
    expect((await screen.findByTestId('wallet-MAIN')).textContent).toContain('៛10,000.00');
    expect(screen.getByTestId('wallet-EVO').textContent).toContain('Evolution');
    expect(screen.getByTestId('wallet-EVO').textContent).toContain('៛500.00');
    expect(screen.getByText('Total balance').parentElement?.textContent).toContain('៛10,500.00');
  });

  it('says one wallet serves all games, and offers no transfer, when the wallet is single', async () => {
    const single = createFakeApi().on(getBalanceV2Call, () => balances({ isSingle: 1, vendors: [] }));
    await renderPage(<TransferFundPage />, { api: single });
    expect((await screen.findByTestId('single-wallet')).textContent).toContain('One wallet serves all games');
    expect(screen.queryByTestId('transfer-form')).toBeNull();
  });

  it('checks the amount before asking the server', async () => {
    const fake = api();
    await renderPage(<TransferFundPage />, { api: fake });
    await screen.findByTestId('transfer-form');
    submit();
    expect(errorOf(/^Amount/)).toBe('This field cannot be empty');
    type(/^Amount/, '10000.01');
    submit();
    expect(errorOf(/^Amount/)).toBe('Insufficient balance: at most 10,000.00');
    expect(fake.inputsOf(walletTransferCall)).toEqual([]);
  });

  it('refuses "0100" before sending, with the words for the reason the server would give', async () => {
    const fake = api();
    await renderPage(<TransferFundPage />, { api: fake });
    await screen.findByTestId('transfer-form');
    type(/^Amount/, '0100');
    submit();
    // The contract's amountSchema refuses "0100" with AMOUNT_REASON.format (shared-contracts amount-rules test).
    expect(errorOf(/^Amount/)).toBe(en[AMOUNT_REASON.format]);
    expect(errorOf(/^Amount/)).toBe('Enter the amount in digits, e.g. 100.50');
    expect(fake.inputsOf(walletTransferCall)).toEqual([]);
  });

  it('fills the whole source balance with All, and the source follows the direction', async () => {
    await renderPage(<TransferFundPage />, { api: api() });
    await screen.findByTestId('transfer-form');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'EVO' } });
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('MAIN');
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('500.00');
  });

  it('transfers, shows the new balances and tells the host the wallet changed', async () => {
    const fake = api().on(walletTransferCall, (input) => ({
      transactionId: 't1',
      amount: '2500.00',
      balance: '7500.00',
      vendors: balances().vendors.map((v) => (v.vendor === input.to ? { ...v, balance: '2500.00' } : v)),
    }));
    const { walletChanges } = await renderPage(<TransferFundPage />, { api: fake });
    await screen.findByTestId('transfer-form');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'PG' } });
    type(/^Amount/, '2500');
    submit();
    expect(await screen.findByText('៛2,500.00 moved to PG Soft')).toBeTruthy();
    expect(screen.getByTestId('wallet-MAIN').textContent).toContain('៛7,500.00');
    expect(screen.getByTestId('wallet-PG').textContent).toContain('៛2,500.00');
    expect(walletChanges).toHaveLength(1);
    const [sent] = fake.inputsOf(walletTransferCall);
    expect(sent).toMatchObject({ from: 'MAIN', to: 'PG', amount: '2500' });
    expect(sent?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
  });

  it('retries a failed attempt with the same key, and a new transfer with a new one', async () => {
    let calls = 0;
    const fake = api().on(walletTransferCall, () => {
      calls += 1;
      if (calls === 1) throw new ApiError('NETWORK_ABNORMAL');
      return {
        transactionId: `t${calls}`,
        amount: '100.00',
        balance: '9900.00',
        vendors: balances().vendors,
      };
    });
    await renderPage(<TransferFundPage />, { api: fake });
    await screen.findByTestId('transfer-form');
    type(/^Amount/, '100');
    submit();
    expect(await screen.findByText('Network connection problem, please try again')).toBeTruthy();
    submit();
    await screen.findByText(/moved to TCG SEA/);
    type(/^Amount/, '100');
    submit();
    await waitFor(() => expect(fake.inputsOf(walletTransferCall)).toHaveLength(3));
    const [first, retry, next] = fake.inputsOf(walletTransferCall).map((input) => input.idempotencyKey);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('reads the balances again when the server says the source is short', async () => {
    let reads = 0;
    const fake = createFakeApi()
      .on(getBalanceV2Call, () => {
        reads += 1;
        return balances(reads > 1 ? { balance: '50.00' } : {});
      })
      .on(walletTransferCall, () => refuse('INSUFFICIENT_BALANCE'));
    await renderPage(<TransferFundPage />, { api: fake });
    await screen.findByTestId('transfer-form');
    type(/^Amount/, '100');
    submit();
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN').textContent).toContain('៛50.00'));
    // The message quotes the balance as read again.
    await waitFor(() => expect(errorOf(/^Amount/)).toContain('50.00'));
    expect(errorOf(/^Amount/)).toContain('Insufficient balance');
  });
});
