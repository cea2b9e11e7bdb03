import { describe, expect, it } from 'vitest';
import { ApiError } from './catalogue';
import { asApiError, errorMessageKey, fieldReasons } from './error-mapping';

describe('error mapping shared by every remote', () => {
  it('treats anything that is not an ApiError as a system error, and reads a foreign copy by its code', () => {
    expect(asApiError(new TypeError('boom')).code).toBe('SYSTEM_ERROR');
    expect(asApiError({ code: 'MOBILE_EXISTS' }).code).toBe('MOBILE_EXISTS');
    expect(asApiError({ code: 'NOT_A_CODE' }).code).toBe('SYSTEM_ERROR');
    expect(errorMessageKey(new ApiError('INSUFFICIENT_BALANCE'))).toBe('err_insufficient_balance');
  });

  it('places the first reason per shown field and nothing else', () => {
    const refusal = new ApiError('BAD_REQUEST', {
      details: [
        { field: 'amount', reason: 'amount_format' },
        { field: 'amount', reason: 'amount_positive' },
        { field: 'hidden', reason: 'format_incorrect' },
      ],
    });
    expect(fieldReasons(refusal, ['amount', 'channelId'])).toEqual({ amount: 'amount_format' });
    expect(fieldReasons(refusal, ['channelId'])).toBeNull();
  });
});
