import { confirmationFailure, paymentPasswordFailure } from '@platform/shared-contracts/client';
import type { MemberKey, MemberT } from '../i18n/member-i18n';

/** A refusal to show beside a field: a key and the values it names. */
export interface Problem {
  key: MemberKey;
  values?: Record<string, string | number>;
}

/** A shared rule's answer (an i18n key or null) as a problem to show. */
export const asProblem = (key: MemberKey | null): Problem | null => (key ? { key } : null);

export const problemText = (t: MemberT, problem: Problem | null | undefined): string | undefined =>
  problem ? t(problem.key, problem.values) : undefined;

export function requiredProblem(value: string): Problem | null {
  return value.trim() === '' ? { key: 'input_cannot_be_empty' } : null;
}

/** A confirmation: required, and the same as the first entry ("the two entries are inconsistent"). */
export function confirmProblem(first: string, confirmation: string): Problem | null {
  return asProblem(confirmationFailure(first, confirmation));
}

/** Six digits, the payment password of spec section 3. */
export function paymentPasswordProblem(value: string): Problem | null {
  return asProblem(paymentPasswordFailure(value));
}

/** Each field's check at once: the problems found, by field (empty when the form may be sent). */
export function checkAll<F extends string>(checks: Record<F, Problem | null>): Partial<Record<F, Problem>> {
  const found: Partial<Record<F, Problem>> = {};
  for (const [field, problem] of Object.entries(checks) as [F, Problem | null][]) {
    if (problem) found[field] = problem;
  }
  return found;
}
