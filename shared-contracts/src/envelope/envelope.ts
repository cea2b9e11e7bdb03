import * as v from 'valibot';

/** One reason a request field was refused, so a form can show it beside the field. */
export interface FieldIssue {
  field: string;
  reason: string;
}

/** Every response body: `{ success, code?, message?, value? }` (spec section 7), plus field reasons on bad input. */
export interface Envelope<T = unknown> {
  success: boolean;
  code?: string;
  message?: string;
  value?: T;
  details?: FieldIssue[];
}

export const fieldIssueSchema = v.object({ field: v.string(), reason: v.string() });

export const envelopeSchema = v.object({
  success: v.boolean(),
  code: v.optional(v.string()),
  message: v.optional(v.string()),
  value: v.optional(v.unknown()),
  details: v.optional(v.array(fieldIssueSchema)),
});

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}
