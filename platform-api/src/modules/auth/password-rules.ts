import {
  ApiError,
  type FieldIssue,
  type FieldRule,
  newPasswordFailure,
  passwordRuleOf,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { fieldRulesOf } from '../system/system-service';

export async function passwordRule(deps: Deps, merchantCode: string): Promise<FieldRule> {
  return passwordRuleOf({ fields: await fieldRulesOf(deps, merchantCode) });
}

/** The merchant's password rule, and never the weak default password. */
export function passwordIssues(rule: FieldRule, password: string, field: string): FieldIssue[] {
  const failure = newPasswordFailure(rule, password);
  return failure ? [{ field, reason: failure.messageKey }] : [];
}

export function refuseIssues(issues: FieldIssue[]): void {
  if (issues.length === 0) return;
  throw new ApiError('BAD_REQUEST', {
    message: issues.map((i) => `${i.field}: ${i.reason}`).join('; '),
    details: issues,
  });
}
