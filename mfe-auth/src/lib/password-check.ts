import { confirmationFailure, type FieldRule, newPasswordFailure } from '@platform/shared-contracts/client';
import { fieldFailureMessage } from '../errors/error-message';
import type { AuthT } from '../i18n/auth-i18n';

/** A new password against the merchant's rule (spec section 5, decision 006): the message to show, or null. */
export function newPasswordProblem(t: AuthT, rule: FieldRule, value: string): string | null {
  const failure = newPasswordFailure(rule, value);
  if (!failure) return null;
  if (failure.reason === 'weak') return t(failure.messageKey);
  return fieldFailureMessage(t, failure, { ...rule, enabled: true, required: true });
}

/** The confirmation of a password: required, and the same as the first entry. */
export function confirmProblem(t: AuthT, password: string, confirmation: string): string | null {
  const failure = confirmationFailure(password, confirmation);
  return failure ? t(failure) : null;
}
