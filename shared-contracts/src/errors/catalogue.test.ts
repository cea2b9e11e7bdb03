import { describe, expect, it } from 'vitest';
import { ApiError, errorCatalogue, errorCodes, isErrorCode } from './catalogue';

describe('error catalogue', () => {
  it('covers every error of spec section 8 with a code, an i18n key and a status', () => {
    const section8 = [
      'PHONE_FORMAT_INVALID',
      'PHONE_MISSING',
      'SMS_TOO_MANY_REQUESTS',
      'PHONE_UNKNOWN_ERROR',
      'VERIFICATION_CODE_INVALID',
      'VERIFICATION_CODE_MISSING',
      'CAPTCHA_CHECK_FAILED',
      'SMS_QUOTA_EXCEEDED',
      'OPERATION_NOT_ENABLED',
      'VERIFICATION_CODE_EXPIRED',
      'POPUP_CLOSED_BY_USER',
      'WRONG_CREDENTIALS',
      'CREDENTIAL_FORMAT_INCORRECT',
      'PASSWORDS_DIFFER',
      'ACCOUNT_OR_EMAIL_NOT_FOUND',
      'NOT_A_MEMBER',
      'NOT_AN_AGENT',
      'NOT_LOGGED_IN',
      'POPUP_BLOCKED',
      'VERIFICATION_REQUIRED',
      'SYSTEM_ERROR',
      'NETWORK_ABNORMAL',
      'TIMEOUT',
      'DOMAIN_CHECK_FAILED',
      'ACCESS_RESTRICTED',
      'SYSTEM_MAINTENANCE',
    ];
    for (const code of section8) expect(isErrorCode(code), code).toBe(true);
  });

  it('gives each code its own i18n key', () => {
    const keys = errorCodes.map((code) => errorCatalogue[code].i18nKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses the spec texts that the UI shows verbatim', () => {
    expect(errorCatalogue.NOT_AN_AGENT.message).toBe('Non-agents cannot log in');
    expect(errorCatalogue.INVALID_AFFILIATE_CODE.i18nKey).toBe('invitation_code_error');
    expect(errorCatalogue.WRONG_CREDENTIALS.i18nKey).toBe('in_incorrect_password');
    expect(errorCatalogue.SMS_TOO_MANY_REQUESTS.message).toContain('5 minutes');
  });

  it('refuses money conflicts with 409', () => {
    expect(errorCatalogue.IDEMPOTENCY_CONFLICT).toMatchObject({
      status: 409,
      i18nKey: 'err_idempotency_conflict',
    });
    expect(errorCatalogue.INSUFFICIENT_BALANCE).toMatchObject({
      status: 409,
      i18nKey: 'err_insufficient_balance',
    });
  });

  it('makes an error value that carries its code, status and key', () => {
    const error = new ApiError('NOT_LOGGED_IN');
    expect(error).toMatchObject({ code: 'NOT_LOGGED_IN', status: 401, i18nKey: 'err_not_logged_in' });
    expect(isErrorCode('NOT_A_REAL_CODE')).toBe(false);
  });
});
