import { ApiError, type ErrorCode, errorCatalogue, isErrorCode } from './catalogue';

/**
 * How any failure reads to a screen: a catalogue code, its i18n key, and the reasons given per field
 * (decision 008). Each remote turns these into its own words; none compares error strings.
 */

/** Any thrown value as an ApiError: a code from the catalogue, or SYSTEM_ERROR for anything else. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // The contracts package is a federation singleton, but a duplicated copy must still be understood.
  if (typeof error === 'object' && error !== null && isErrorCode((error as { code?: unknown }).code)) {
    const e = error as { code: ErrorCode; value?: unknown; details?: { field: string; reason: string }[] };
    return new ApiError(e.code, { value: e.value, ...(e.details ? { details: e.details } : {}) });
  }
  return new ApiError('SYSTEM_ERROR');
}

export function errorCodeOf(error: unknown): ErrorCode {
  return asApiError(error).code;
}

/**
 * Whether a call failed without an answer: the connection dropped or the wait ran out. The server may still have done
 * it, so a screen must not say it did not happen; the same request sent again with its key is done once.
 */
export function answerLost(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === 'NETWORK_ABNORMAL' || code === 'TIMEOUT';
}

/** The i18n key of a failure's catalogue message. */
export function errorMessageKey(error: unknown): (typeof errorCatalogue)[ErrorCode]['i18nKey'] {
  return errorCatalogue[errorCodeOf(error)].i18nKey;
}

/**
 * The first reason the refusal gives for each of `fields` (the server's field names the form shows); null when
 * none of them is named, so the caller shows the whole error instead.
 */
export function fieldReasons<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  const reasons: Partial<Record<F, string>> = {};
  for (const { field, reason } of asApiError(error).details ?? []) {
    if ((fields as readonly string[]).includes(field) && reasons[field as F] === undefined) {
      reasons[field as F] = reason;
    }
  }
  return Object.keys(reasons).length > 0 ? reasons : null;
}
