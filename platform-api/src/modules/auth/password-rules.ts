import {
  ApiError,
  checkFieldValue,
  type FieldIssue,
  type FieldRule,
  LIMITS,
  PATTERN,
} from '@platform/shared-contracts';
import type { Deps } from '../../deps';
import { listFieldRules } from '../system/system-store';

/** Used when a merchant has not configured its own password rule. */
const DEFAULT_PASSWORD_RULE: FieldRule = {
  field: 'password',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: PATTERN.LETTERS_OR_DIGITS,
  acceptedPattern: null,
  type: 'password',
};

export async function passwordRule(deps: Deps, merchantCode: string): Promise<FieldRule> {
  const rules = await listFieldRules(deps.db, merchantCode);
  return rules.find((r) => r.field === 'password') ?? DEFAULT_PASSWORD_RULE;
}

/** The merchant's password rule, and never the weak default password. */
export function passwordIssues(rule: FieldRule, password: string, field: string): FieldIssue[] {
  const failure = checkFieldValue({ ...rule, enabled: true, required: true }, password);
  if (failure) return [{ field, reason: failure.messageKey }];
  if (password === LIMITS.weakDefaultPassword) return [{ field, reason: 'password_too_weak' }];
  return [];
}

export function refuseIssues(issues: FieldIssue[]): void {
  if (issues.length === 0) return;
  throw new ApiError('BAD_REQUEST', {
    message: issues.map((i) => `${i.field}: ${i.reason}`).join('; '),
    details: issues,
  });
}
