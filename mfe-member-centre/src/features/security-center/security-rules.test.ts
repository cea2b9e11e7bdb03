import { DEFAULT_PASSWORD_RULE, passwordRuleOf } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { confirmProblem, paymentPasswordProblem } from '../../lib/field-checks';
import { permission } from '../../test/fixtures';
import { accountNumberProblem, emailProblem, mobileProblem, newPasswordProblem } from './security-rules';

const rule = passwordRuleOf(permission().register);

describe('security centre rules', () => {
  it("checks a new password against the merchant's rule (spec section 5)", () => {
    expect(newPasswordProblem(rule, '', 'old123')).toEqual({ key: 'input_cannot_be_empty' });
    expect(newPasswordProblem(rule, 'abc', 'old123')).toEqual({
      key: 'content_length_between',
      values: { min: 6, max: 20 },
    });
    expect(newPasswordProblem(rule, 'abc def!', 'old123')).toEqual({ key: 'format_incorrect' });
    expect(newPasswordProblem(rule, 'old123', 'old123')).toEqual({ key: 'same_as_old_password' });
    expect(newPasswordProblem(rule, 'new1234', 'old123')).toBeNull();
  });

  it('never takes the weak default password', () => {
    expect(newPasswordProblem({ ...DEFAULT_PASSWORD_RULE, patternId: null }, '{secret}', 'x')).toEqual({
      key: 'password_too_weak',
    });
  });

  it('uses the server default rule when the merchant set none', () => {
    expect(passwordRuleOf({ ...permission().register, fields: [] })).toEqual(DEFAULT_PASSWORD_RULE);
  });

  it('wants the confirmation equal to the first entry', () => {
    expect(confirmProblem('abc123', '')).toEqual({ key: 'input_cannot_be_empty' });
    expect(confirmProblem('abc123', 'abc124')).toEqual({ key: 'entries_inconsistent' });
    expect(confirmProblem('abc123', 'abc123')).toBeNull();
  });

  it('checks email, payment password, account number and mobile formats', () => {
    expect(emailProblem('player@example.com')).toBeNull();
    expect(emailProblem('player@')).toEqual({ key: 'email_format_incorrect' });
    expect(paymentPasswordProblem('12345')).toEqual({ key: 'payment_password_six_digits' });
    expect(paymentPasswordProblem('123456')).toBeNull();
    expect(accountNumberProblem('12345')).toEqual({ key: 'bank_account_number_format' });
    expect(accountNumberProblem('0012345678')).toBeNull();
    expect(mobileProblem('012345678', '855')).toBeNull();
    expect(mobileProblem('012345678', '')).toEqual({ key: 'phone_format_incorrect' });
    expect(mobileProblem('12ab', '855')).toEqual({ key: 'phone_format_incorrect' });
  });
});
