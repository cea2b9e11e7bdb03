import { checkFieldValue, type FieldRule, LIMITS } from '@platform/shared-contracts';
import { fieldFailureMessage } from '../errors/error-message';
import type { AuthT } from '../i18n/auth-i18n';

/**
 * A new password against the merchant's password rule (spec section 5), never the weak default "{secret}"
 * (decision 006). Answers the message to show, or null.
 */
export function newPasswordProblem(t: AuthT, rule: FieldRule, value: string): string | null {
  const forced = { ...rule, enabled: true, required: true };
  const failure = checkFieldValue(forced, value);
  if (failure) return fieldFailureMessage(t, failure, forced);
  if (value === LIMITS.weakDefaultPassword) return t('password_too_weak');
  return null;
}

/** The confirmation of a password: required, and the same as the first entry. */
export function confirmProblem(t: AuthT, password: string, confirmation: string): string | null {
  if (confirmation === '') return t('input_cannot_be_empty');
  return confirmation === password ? null : t('entries_inconsistent');
}
