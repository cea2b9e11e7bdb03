/**
 * The unique index or constraint a statement ran into, or null for any other error. Read from the error's fields
 * (SQLSTATE 23505 and its constraint name), which PGlite and pg both fill, never from the message text.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  const fields = error as { code?: unknown; constraint?: unknown } | null;
  if (fields?.code !== '23505') return null;
  return typeof fields.constraint === 'string' ? fields.constraint : '';
}
