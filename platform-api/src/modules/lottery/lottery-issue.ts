import type { Issue } from './lottery-store';

type IssueTimes = Pick<Issue, 'state' | 'opensAt' | 'closesAt'>;

/**
 * Whether a slip in the issue can still be cancelled at `now`: the issue is open and has not closed. A chase's slip in
 * a later issue, not open to bets yet, can be.
 */
export function cancellable(issue: IssueTimes, now: Date): boolean {
  return issue.state === 'OPEN' && now < issue.closesAt;
}

/** Whether the issue takes bets at `now`: open, and between its opening and its close. */
export function takesBets(issue: IssueTimes, now: Date): boolean {
  return cancellable(issue, now) && now >= issue.opensAt;
}
