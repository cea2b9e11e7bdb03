import { ApiError, errorCatalogue, errorCodes } from '@platform/shared-contracts/client';
import { withCommonTexts } from '@platform/shared-ui';
import { describe, expect, it } from 'vitest';
import ownEnglish from '../i18n/en.json';
import type { MemberT } from '../i18n/member-i18n';
import { asApiError, detailsToFieldErrors, errorMessage } from './error-message';

/** The English texts as the remote shows them: its own with the common texts under them. */
const en = await withCommonTexts('EN', ownEnglish);

/** A `t` that answers the English text with its placeholders filled, like i18next. */
const t: MemberT = (key, options = {}) =>
  (en as Record<string, string>)[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String((options as Record<string, unknown>)[name]),
  );

describe('error messages', () => {
  it('words every catalogue code, the money codes included', () => {
    for (const code of errorCodes) {
      expect(errorMessage(t, new ApiError(code))).toBe(en[errorCatalogue[code].i18nKey]);
    }
    expect(errorMessage(t, new ApiError('INSUFFICIENT_BALANCE'))).toBe('Insufficient balance');
    expect(errorMessage(t, new ApiError('POPUP_BLOCKED'))).toBe(
      'A popup was blocked. Please allow popups for this site.',
    );
  });

  it('treats anything that is not an ApiError as a system error', () => {
    expect(asApiError(new TypeError('boom')).code).toBe('SYSTEM_ERROR');
    expect(asApiError({ code: 'IDEMPOTENCY_CONFLICT' }).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('places details only on the fields a form shows', () => {
    const error = new ApiError('BAD_REQUEST', {
      details: [
        { field: 'accountNumber', reason: 'already_bound' },
        { field: 'somethingElse', reason: 'format_incorrect' },
      ],
    });
    expect(detailsToFieldErrors(t, error, ['accountNumber', 'bankName'])).toEqual({
      accountNumber: 'This account number is already bound',
    });
    expect(detailsToFieldErrors(t, error, ['bankName'])).toBeNull();
    expect(
      detailsToFieldErrors(
        t,
        new ApiError('BAD_REQUEST', { details: [{ field: 'email', reason: 'x y z' }] }),
        ['email'],
      ),
    ).toEqual({ email: 'The format is incorrect' });
  });
});
