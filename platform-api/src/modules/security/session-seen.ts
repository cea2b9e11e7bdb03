/**
 * How stale a session's `last_seen_at` may be. Writing it on every call would make each read a write, and every
 * parallel call of one session would queue on that one row; a minute is precise enough for idling out, which may so
 * come up to a minute early.
 */
const SESSION_SEEN_PRECISION_MS = 60_000;

/** Before this instant a session's last sighting is stale enough to write again. */
export function seenStaleBefore(now: Date): Date {
  return new Date(now.getTime() - SESSION_SEEN_PRECISION_MS);
}
