import type { FieldRule, RegisterSettings } from '@platform/shared-contracts/client';

/** A required text rule for a field the merchant did not configure but a form needs anyway. */
export function fallbackRule(field: string, patternId: number, type = 'text'): FieldRule {
  return {
    field,
    enabled: true,
    required: true,
    minLength: null,
    maxLength: field === 'email' ? 254 : 64,
    patternId,
    acceptedPattern: null,
    type,
  };
}

/** The merchant's rule for a field (permission.register.fields), if it has one. */
export function ruleOf(settings: RegisterSettings, field: string): FieldRule | undefined {
  return settings.fields.find((rule) => rule.field === field);
}

/** A rule made required and enabled, for forms where the field is always asked (forgot, change). */
export function requiredRule(
  settings: RegisterSettings,
  field: string,
  fallbackPattern: number,
  type = 'text',
) {
  const rule = ruleOf(settings, field) ?? fallbackRule(field, fallbackPattern, type);
  return { ...rule, enabled: true, required: true };
}
