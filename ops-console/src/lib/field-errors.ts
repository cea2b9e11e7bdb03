import * as v from 'valibot';
import type { ConsoleKey, ConsoleT } from '../i18n/console-i18n';

/** The console's words for a field the contract refuses (the contract's own messages are English only). */
const INVALID_TEXTS: Partial<Record<string, ConsoleKey>> = {
  code: 'invalid_code',
  version: 'invalid_version',
  integrity: 'invalid_integrity',
  trafficShare: 'invalid_trafficShare',
  query: 'invalid_query',
  agreementAge: 'invalid_agreementAge',
  fields: 'invalid_fields',
  reason: 'invalid_reason',
  merchantCode: 'invalid_merchantCode',
};

/**
 * A form checks its input with the call's own request schema before sending, and shows under each field what is
 * wrong in the console's language (an empty required field reads as the common "cannot be empty" text).
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
    const invalid = INVALID_TEXTS[field];
    errors[field] =
      empty || issue.input === undefined ? t('input_cannot_be_empty') : invalid ? t(invalid) : issue.message;
  }
  return errors;
}
