import { describe, expect, it } from 'vitest';
import { cancellable, takesBets } from './lottery-issue';

const opensAt = new Date('2026-12-07T10:00:00Z');
const closesAt = new Date('2026-12-07T10:04:30Z');
const at = (iso: string) => new Date(iso);

describe('an issue takes bets', () => {
  it('from its opening up to, not at, its close', () => {
    const issue = { state: 'OPEN' as const, opensAt, closesAt };
    expect(takesBets(issue, at('2026-12-07T09:59:59.999Z'))).toBe(false);
    expect(takesBets(issue, opensAt)).toBe(true);
    expect(takesBets(issue, at('2026-12-07T10:04:29.999Z'))).toBe(true);
    expect(takesBets(issue, closesAt)).toBe(false);
  });

  it('only while open: not once drawn, settled or cancelled', () => {
    for (const state of ['DRAWN', 'SETTLED', 'CANCELLED', 'REFUNDED'] as const)
      expect(takesBets({ state, opensAt, closesAt }, at('2026-12-07T10:01:00Z'))).toBe(false);
  });
});

describe('a slip in an issue can be cancelled', () => {
  it('until the issue closes, even before it opens (a chase staked on later issues)', () => {
    const issue = { state: 'OPEN' as const, opensAt, closesAt };
    expect(cancellable(issue, at('2026-12-07T09:30:00Z'))).toBe(true);
    expect(cancellable(issue, at('2026-12-07T10:04:29.999Z'))).toBe(true);
    expect(cancellable(issue, closesAt)).toBe(false);
    expect(cancellable({ ...issue, state: 'CANCELLED' }, at('2026-12-07T10:01:00Z'))).toBe(false);
  });
});
