import * as v from 'valibot';
import type { ConsoleT } from '../i18n/console-i18n';

/**
 * A form checks its input with the call's own request schema before sending, and shows the contract's message
 * under each field (an empty required field reads as the common "cannot be empty" text).
 */
export function fieldErrors(
  schema: v.GenericSchema,
  input: Record<string, unknown>,
  t: ConsoleT,
): Record<string, string> | null {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? '');
    if (errors[field] !== undefined) continue;
    const empty = typeof issue.input === 'string' && issue.input.trim() === '';
    errors[field] = empty || issue.input === undefined ? t('input_cannot_be_empty') : issue.message;
  }
  return errors;
}
