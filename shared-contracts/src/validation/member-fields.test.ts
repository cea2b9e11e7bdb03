import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bindBankAccountCall, setPaymentPasswordCall } from '../calls/payment-calls';
import {
  bankAccountNumberFailure,
  confirmationFailure,
  DEFAULT_PASSWORD_RULE,
  mobileFailure,
  newPasswordFailure,
  passwordRuleOf,
  paymentPasswordFailure,
} from './member-fields';

describe('member field rules, shared by the forms and the server', () => {
  it('uses the merchant password rule, else the default, always required, never the weak default', () => {
    expect(passwordRuleOf({ fields: [] })).toEqual(DEFAULT_PASSWORD_RULE);
    expect(newPasswordFailure(DEFAULT_PASSWORD_RULE, '')?.messageKey).toBe('input_cannot_be_empty');
    expect(newPasswordFailure(DEFAULT_PASSWORD_RULE, 'abc')?.reason).toBe('length');
    expect(newPasswordFailure({ ...DEFAULT_PASSWORD_RULE, patternId: null }, '{secret}')?.messageKey).toBe(
      'password_too_weak',
    );
    expect(newPasswordFailure(DEFAULT_PASSWORD_RULE, 'abc123')).toBeNull();
  });

  it('reads a mobile as the server does: trunk zeros dropped, a dialing code where one is asked', () => {
    expect(mobileFailure('  ')).toBe('input_cannot_be_empty');
    expect(mobileFailure('012345678')).toBeNull();
    expect(mobileFailure('012345678', '')).toBe('phone_format_incorrect');
    expect(mobileFailure('12ab', '855')).toBe('phone_format_incorrect');
  });

  it('refuses with the same rule the calls declare', () => {
    const bank = (accountNumber: string) =>
      v.safeParse(bindBankAccountCall.request, {
        bankName: 'ABA',
        accountName: 'A B',
        accountNumber,
        paymentPassword: '123456',
        password: 'abc123',
      });
    for (const number of ['12345', '123456', '0012345678', '12345678901234567890123x']) {
      expect(bankAccountNumberFailure(number) === null, number).toBe(bank(number).success);
    }
    const payment = (paymentPassword: string) =>
      v.safeParse(setPaymentPasswordCall.request, {
        password: 'abc123',
        paymentPassword,
        confirmPaymentPassword: paymentPassword,
      });
    for (const password of ['12345', '123456', '1234567', 'abcdef']) {
      expect(paymentPasswordFailure(password) === null, password).toBe(payment(password).success);
    }
    expect(confirmationFailure('123456', '123457')).toBe('entries_inconsistent');
  });
});
