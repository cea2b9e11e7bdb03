import { WITHDRAWAL_STATUSES, withdrawalDisplayStatus } from '@platform/shared-contracts/payment-calls';
import { withCommonTexts } from '@platform/shared-ui';
import { describe, expect, it } from 'vitest';
import ownEnglish from '../../i18n/en.json';
import { withdrawSettings } from '../../test/fixtures';
import {
  awaitsConfirmation,
  DISPLAY_STATUS_KEYS,
  receivedAmountProblem,
  remainderOf,
  withdrawAllAmount,
  withdrawAmountProblem,
  withdrawReadiness,
} from './withdraw-rules';

/** The English texts as the remote shows them: its own with the common texts under them. */
const en = await withCommonTexts('EN', ownEnglish);

describe('withdraw rules', () => {
  it('asks for a payment password first, then a bank account', () => {
    expect(withdrawReadiness(withdrawSettings({ hasPaymentPassword: false, bankAccounts: [] }))).toBe(
      'needsPaymentPassword',
    );
    expect(withdrawReadiness(withdrawSettings({ bankAccounts: [] }))).toBe('needsBankAccount');
    expect(withdrawReadiness(withdrawSettings())).toBe('ready');
  });

  it('keeps the amount within the limits and the main wallet', () => {
    const settings = withdrawSettings({ available: '800.00' });
    expect(withdrawAmountProblem(settings, '99.99')).toEqual({ key: 'amount_below_min', amount: '100.00' });
    expect(withdrawAmountProblem(settings, '800.01')).toEqual({
      key: 'amount_above_balance',
      amount: '800.00',
    });
    expect(withdrawAmountProblem(settings, '800')).toBeNull();
    expect(withdrawAllAmount(settings)).toBe('800.00');
    expect(withdrawAllAmount(withdrawSettings({ available: '90000.00' }))).toBe('50000.00');
  });

  it('names every display status in words', () => {
    const labels = WITHDRAWAL_STATUSES.map(
      (status) => en[DISPLAY_STATUS_KEYS[withdrawalDisplayStatus(status)]],
    );
    expect(labels).toEqual([
      'In process',
      'Approved',
      'Rejected',
      'Approved',
      'Arrived',
      'Arrived',
      'Failed',
      'Arrived',
    ]);
  });

  it('asks for a confirmation only while paid out', () => {
    expect(WITHDRAWAL_STATUSES.filter((status) => awaitsConfirmation({ status }))).toEqual(['PAID']);
  });

  it('takes a partly received amount below the payout and computes the rest exactly', () => {
    expect(receivedAmountProblem('1000.00', '')).toEqual({ key: 'input_cannot_be_empty' });
    expect(receivedAmountProblem('1000.00', '1000')).toEqual({
      key: 'amount_partial_below',
      amount: '1000.00',
    });
    expect(receivedAmountProblem('1000.00', '0')).toEqual({ key: 'amount_positive' });
    expect(remainderOf('1000.00', '600.10')).toBe('399.90');
    expect(remainderOf('1000.00', '0.1')).toBe('999.90');
    expect(remainderOf('1000.00', '1200')).toBeNull();
  });
});
