import { ApiError, errorCatalogue, errorCodes } from '@platform/shared-contracts/client';
import { withCommonTexts } from '@platform/shared-ui';
import { describe, expect, it } from 'vitest';
import type { AuthT } from '../i18n/auth-i18n';
import ownChinese from '../i18n/cn.json';
import ownEnglish from '../i18n/en.json';
import ownKhmer from '../i18n/km.json';
import {
  asApiError,
  detailsToFieldErrors,
  errorMessageKey,
  fieldReasonMessage,
  isCaptchaRequired,
} from './error-message';

/** The English texts as the remote shows them: its own with the common texts under them. */
const en = await withCommonTexts('EN', ownEnglish);

/** A `t` that answers the English text with its placeholders filled, like i18next. */
const t: AuthT = (key, options = {}) =>
  (en as Record<string, string>)[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String((options as Record<string, unknown>)[name]),
  );

describe('error messages', () => {
  it('maps every catalogue code to its translated key', () => {
    for (const code of errorCodes) {
      expect(errorMessageKey(new ApiError(code))).toBe(errorCatalogue[code].i18nKey);
    }
    expect(t(errorMessageKey(new ApiError('WRONG_CREDENTIALS')))).toBe('Incorrect username or password');
  });

  it('tells a locked account to contact customer service in EN, CN and KM (decision 088)', async () => {
    const key = errorMessageKey(new ApiError('ACCOUNT_LOCKED', { status: 403 }));
    const texts = [en, await withCommonTexts('CN', ownChinese), await withCommonTexts('KM', ownKhmer)];
    expect(texts.map((lang) => (lang as Record<string, string>)[key])).toEqual([
      'This account is locked. Please contact customer service.',
      '此账户已被锁定，请联系客服。',
      'គណនីនេះត្រូវបានចាក់សោ។ សូមទាក់ទងផ្នែកបម្រើអតិថិជន។',
    ]);
  });

  it('treats anything that is not an ApiError as a system error', () => {
    expect(asApiError(new TypeError('boom')).code).toBe('SYSTEM_ERROR');
    expect(asApiError({ code: 'MOBILE_EXISTS' }).code).toBe('MOBILE_EXISTS');
  });

  it('reads the captcha flag from the refusal value', () => {
    expect(isCaptchaRequired(new ApiError('WRONG_CREDENTIALS', { value: { captchaRequired: true } }))).toBe(
      true,
    );
    expect(isCaptchaRequired(new ApiError('WRONG_CREDENTIALS', { value: { captchaRequired: false } }))).toBe(
      false,
    );
    expect(isCaptchaRequired(new Error('x'))).toBe(false);
  });

  it('words field reasons with the rule lengths, and unknown reasons as a format problem', () => {
    const rule = {
      field: 'username',
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 16,
      patternId: 1,
      acceptedPattern: null,
      type: 'text',
    };
    expect(fieldReasonMessage(t, 'content_length_between', rule)).toBe(
      'Please enter between 4 and 16 characters',
    );
    expect(
      fieldReasonMessage(t, 'phone_need_digits', { ...rule, minLength: 9, maxLength: 9, type: 'mobile' }),
    ).toBe('The phone number needs 9 digits');
    expect(fieldReasonMessage(t, 'Invalid length: Expected <=64 but received 80')).toBe(
      'The format is incorrect',
    );
  });

  it('places details only on the fields a form shows', () => {
    const error = new ApiError('BAD_REQUEST', {
      details: [
        { field: 'email', reason: 'format_incorrect' },
        { field: 'telegram', reason: 'format_incorrect' },
      ],
    });
    expect(detailsToFieldErrors(t, error, ['email'])).toEqual({ email: 'The format is incorrect' });
    expect(detailsToFieldErrors(t, error, ['username'])).toBeNull();
  });
});
