import { withCommonTexts } from '@platform/shared-ui';
import { describe, expect, it } from 'vitest';
import ownEnglish from '../../i18n/en.json';
import { record } from '../../test/fixtures';
import { dateRangeProblem, kindLabel, shownAmount } from './history-rules';

/** The English texts as the remote shows them: its own with the common texts under them. */
const en = await withCommonTexts('EN', ownEnglish);

describe('account record rules', () => {
  it('names each kind of step, and unknown kinds by their type', () => {
    expect(kindLabel(record({ kind: 'TRANSFER_TO_VENDOR', type: 'TRANSFER', reference: 'PG' }))).toEqual({
      key: 'kind_TRANSFER_TO_VENDOR',
      values: { wallet: 'PG' },
    });
    expect(kindLabel(record({ kind: 'WITHDRAWAL_HOLD', type: 'WITHDRAWAL' })).key).toBe(
      'kind_WITHDRAWAL_HOLD',
    );
    expect(en[kindLabel(record({ kind: 'WITHDRAWAL_SOMETHING_NEW', type: 'WITHDRAWAL' })).key]).toBe(
      'Withdrawal',
    );
  });

  it('signs a change of the main wallet, and shows a step that left it alone by its gross amount', () => {
    expect(shownAmount(record({ amount: '-100.00', grossAmount: '100.00' }))).toEqual({
      value: '-100.00',
      signed: true,
    });
    expect(shownAmount(record({ amount: '0.00', grossAmount: '700.00' }))).toEqual({
      value: '700.00',
      signed: false,
    });
  });

  it('wants both days, in order', () => {
    expect(dateRangeProblem('2025-01-01', '2025-01-07')).toBeNull();
    expect(dateRangeProblem('2025-01-07', '2025-01-07')).toBeNull();
    expect(dateRangeProblem('2025-01-08', '2025-01-07')).toBe('history_range_order');
    expect(dateRangeProblem('', '2025-01-07')).toBe('history_range_required');
  });
});
