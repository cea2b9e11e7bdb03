import type { AnnouncementState } from '@platform/shared-contracts/server';

/**
 * When players are shown an announcement: from its start, until (not at) its end, on the server's clock. One rule in
 * two languages: the store filters by the SQL form, the views and the service judge a row by `stateAt`;
 * announcement-schedule.test.ts runs both over the same moments so they cannot drift apart.
 */
export function liveAtSql(at: string): string {
  return `(start_at <= ${at} and (end_at is null or end_at > ${at}))`;
}

export function stateAt(schedule: { start_at: Date; end_at: Date | null }, now: Date): AnnouncementState {
  if (schedule.end_at && schedule.end_at <= now) return 'ENDED';
  return schedule.start_at > now ? 'SCHEDULED' : 'LIVE';
}
