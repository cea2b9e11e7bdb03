import {
  confirmWithdrawalCall,
  createWithdrawalCall,
  withdrawalRecordsCall,
  withdrawSettingsCall,
} from '@platform/shared-contracts/payment-calls';
import { createFakeApi, refuse } from '@platform/shared-contracts/testing';
import { errorOf, type } from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { centreStore, mcPageAtom, securityFocusAtom } from '../../store';
import { page, withdrawal, withdrawSettings } from '../../test/fixtures';
import { renderPage } from '../../test/render-centre';
import { WithdrawPage } from './withdraw-page';

const paid = withdrawal({
  id: 'w9',
  status: 'PAID',
  displayStatus: 'APPROVED',
  confirmBy: new Date(2025, 0, 2, 16, 30, 0).toISOString(),
});

function api(settings = withdrawSettings(), records = [withdrawal(), paid]) {
  return createFakeApi()
    .on(withdrawSettingsCall, () => settings)
    .on(withdrawalRecordsCall, () => page(records));
}

describe('withdraw page', () => {
  it('asks for a payment password first and sends the member to set it', async () => {
    await renderPage(<WithdrawPage />, { api: api(withdrawSettings({ hasPaymentPassword: false })) });
    const prompt = await screen.findByTestId('withdraw-needs-paymentPassword');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set payment password' }));
    expect(centreStore.get(mcPageAtom)).toBe('securityCenter');
    expect(centreStore.get(securityFocusAtom)).toBe('paymentPassword');
  });

  it('asks for a bank account when none is bound', async () => {
    await renderPage(<WithdrawPage />, { api: api(withdrawSettings({ bankAccounts: [] })) });
    const prompt = await screen.findByTestId('withdraw-needs-bankAccounts');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Bind bank account' }));
    expect(centreStore.get(securityFocusAtom)).toBe('bankAccounts');
  });

  it('checks amount and payment password, then sends the request once and refreshes', async () => {
    let settingsReads = 0;
    const fake = api()
      .on(withdrawSettingsCall, () => {
        settingsReads += 1;
        return withdrawSettings(settingsReads > 1 ? { available: '8800.00' } : {});
      })
      .on(createWithdrawalCall, (input) => withdrawal({ id: 'w2', amount: `${input.amount}.00` }));
    const { walletChanges } = await renderPage(<WithdrawPage />, { api: fake });
    expect((await screen.findByText('Available to withdraw')).parentElement?.textContent).toContain(
      '៛10,000.00',
    );
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(errorOf(/^Amount/)).toBe('This field cannot be empty');
    expect(errorOf(/^Payment password/)).toBe('This field cannot be empty');
    type(/^Amount/, '1200');
    type(/^Payment password/, '12a4');
    expect((screen.getByLabelText(/^Payment password/) as HTMLInputElement).value).toBe('124');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(errorOf(/^Payment password/)).toBe('The payment password is 6 digits');
    type(/^Payment password/, '123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Withdrawal request for ៛1,200.00 sent')).toBeTruthy();
    expect(fake.inputsOf(createWithdrawalCall)[0]).toMatchObject({
      bankAccountId: '11',
      amount: '1200',
      paymentPassword: '123456',
    });
    expect(walletChanges).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByText('Available to withdraw').parentElement?.textContent).toContain('៛8,800.00'),
    );
  });

  it('puts a wrong payment password beside its field', async () => {
    const fake = api().on(createWithdrawalCall, () => refuse('PAYMENT_PASSWORD_WRONG'));
    await renderPage(<WithdrawPage />, { api: fake });
    await screen.findByTestId('withdraw-form');
    type(/^Amount/, '500');
    type(/^Payment password/, '654321');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(errorOf(/^Payment password/)).toBe('The payment password is incorrect'));
  });

  it('says until when withdrawals are paused after a security change, and shows the refusal', async () => {
    const heldUntil = new Date(2025, 0, 3, 9, 30, 0).toISOString();
    const fake = api(withdrawSettings({ heldUntil })).on(createWithdrawalCall, () =>
      refuse('WITHDRAWAL_HELD', { value: { heldUntil } }),
    );
    await renderPage(<WithdrawPage />, { api: fake });
    expect((await screen.findByTestId('withdraw-held')).textContent).toBe(
      'Withdrawals are paused until 2025-01-03 09:30:00 after a change to your security settings.',
    );
    type(/^Amount/, '500');
    type(/^Payment password/, '123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() =>
      expect(within(screen.getByTestId('withdraw-form')).getByRole('alert').textContent).toBe(
        'Withdrawals are paused for a while after a change to your security settings. Please try again later.',
      ),
    );
  });

  it('lists requests with their status, and the deadline of a payout to confirm', async () => {
    await renderPage(<WithdrawPage />, { api: api() });
    const item = await screen.findByTestId('withdrawal-w9');
    expect(within(item).getByTestId('withdrawal-status').textContent).toBe('Approved');
    expect(within(screen.getByTestId('withdrawal-w1')).getByTestId('withdrawal-status').textContent).toBe(
      'In process',
    );
    expect(within(item).getByTestId('confirm-by').textContent).toContain(
      'Please confirm by 2025-01-02 16:30:00',
    );
    expect(within(screen.getByTestId('withdrawal-w1')).queryByTestId('confirm-receipt-open')).toBeNull();
  });

  it('confirms a partly received payout, showing what did not arrive', async () => {
    const fake = api().on(confirmWithdrawalCall, (input) =>
      withdrawal({
        ...paid,
        status: 'PARTIAL',
        displayStatus: 'ARRIVED',
        amountReceived: `${input.amountReceived}.00`,
        amountRemaining: '400.00',
        confirmBy: null,
      }),
    );
    await renderPage(<WithdrawPage />, { api: fake });
    const item = await screen.findByTestId('withdrawal-w9');
    fireEvent.click(within(item).getByTestId('confirm-receipt-open'));
    fireEvent.click(within(item).getByLabelText('Partly received'));
    type(/^Amount received/, '1000', item);
    fireEvent.click(within(item).getByTestId('confirm-submit'));
    expect(errorOf(/^Amount received/, item)).toBe('Must be less than the 1,000.00 paid out');
    type(/^Amount received/, '600', item);
    expect(within(item).getByTestId('confirm-remainder').textContent).toBe('Not received: ៛400.00');
    type(/^Remark/, 'Bank fee?', item);
    fireEvent.click(within(item).getByTestId('confirm-submit'));
    await waitFor(() => expect(within(item).getByTestId('withdrawal-status').textContent).toBe('Arrived'));
    expect(item.textContent).toContain('Received ៛600.00 · Not received ៛400.00');
    expect(fake.inputsOf(confirmWithdrawalCall)).toEqual([
      { withdrawalId: 'w9', result: 'PARTIAL', amountReceived: '600', remark: 'Bank fee?' },
    ]);
  });

  it('needs proof for a payout not received, and uploads the picked files themselves', async () => {
    const fake = api().on(confirmWithdrawalCall, () =>
      withdrawal({ ...paid, status: 'NOT_RECEIVED', displayStatus: 'FAILED' }),
    );
    await renderPage(<WithdrawPage />, { api: fake });
    const item = await screen.findByTestId('withdrawal-w9');
    fireEvent.click(within(item).getByTestId('confirm-receipt-open'));
    fireEvent.click(within(item).getByLabelText('Not received'));
    fireEvent.click(within(item).getByTestId('confirm-submit'));
    expect(within(item).getByRole('alert').textContent).toBe('Please upload proof of non-receipt');

    const input = within(item).getByTestId('proof-input');
    const png = new File([new Uint8Array([1, 2, 3])], 'receipt.png', { type: 'image/png' });
    const gif = new File([new Uint8Array([1])], 'cat.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [png, gif] } });
    expect(await within(item).findByRole('img', { name: 'receipt.png' })).toBeTruthy();
    expect(within(item).getByRole('alert').textContent).toBe(
      'Images must be png or jpg, at most 5MB each, at most 3',
    );
    fireEvent.click(within(item).getByTestId('confirm-submit'));
    await waitFor(() => expect(within(item).getByTestId('withdrawal-status').textContent).toBe('Failed'));
    const [sent] = fake.inputsOf(confirmWithdrawalCall);
    expect(sent).toEqual({ withdrawalId: 'w9', result: 'NONE', proofImages: [expect.any(File)] });
    expect(sent?.proofImages?.[0]).toBe(png);
  });

  it('shows the server’s refusal of an image beside the images', async () => {
    const fake = api().on(confirmWithdrawalCall, () => refuse('UPLOAD_TOO_LARGE'));
    await renderPage(<WithdrawPage />, { api: fake });
    const item = await screen.findByTestId('withdrawal-w9');
    fireEvent.click(within(item).getByTestId('confirm-receipt-open'));
    fireEvent.click(within(item).getByLabelText('Not received'));
    const png = new File([new Uint8Array([1, 2, 3])], 'receipt.png', { type: 'image/png' });
    fireEvent.change(within(item).getByTestId('proof-input'), { target: { files: [png] } });
    expect(await within(item).findByRole('img', { name: 'receipt.png' })).toBeTruthy();
    fireEvent.click(within(item).getByTestId('confirm-submit'));
    await waitFor(() => expect(within(item).getByRole('alert').textContent).toBe('An image is at most 5MB'));
    expect(within(item).getByTestId('proof-input').getAttribute('aria-describedby')).toContain('error');
  });

  it('reads the list again when the confirmation period has ended', async () => {
    let reads = 0;
    const fake = api()
      .on(withdrawalRecordsCall, () => {
        reads += 1;
        return page([reads > 1 ? { ...paid, status: 'FORCED_RECEIVED', displayStatus: 'ARRIVED' } : paid]);
      })
      .on(confirmWithdrawalCall, () => refuse('CONFIRMATION_CLOSED'));
    await renderPage(<WithdrawPage />, { api: fake });
    const item = await screen.findByTestId('withdrawal-w9');
    fireEvent.click(within(item).getByTestId('confirm-receipt-open'));
    fireEvent.click(within(item).getByLabelText('All received'));
    fireEvent.click(within(item).getByTestId('confirm-submit'));
    expect(
      await screen.findByText('The confirmation period has ended and the payout counts as received'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('withdrawal-w9')).getByTestId('withdrawal-status').textContent).toBe(
        'Arrived',
      ),
    );
  });
});
