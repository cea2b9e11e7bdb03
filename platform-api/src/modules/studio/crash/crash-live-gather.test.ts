import type { CrashServerMessage } from '@platform/shared-contracts/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATHER_MS, gatherNotices, MOST_GATHERED } from './crash-live-gather';
import { EVERYONE } from './crash-live-notice';

const bet = (betId: string) => ({
  betId,
  player: `p***${betId}`,
  stake: '10.00',
  cashedOutAt: null,
  win: null,
});
const bets = (roundId: string, ...ids: string[]): CrashServerMessage => ({
  type: 'bets',
  serverTime: 1,
  roundId,
  bets: ids.map(bet),
});
const text = (message: CrashServerMessage) => JSON.stringify(message);

describe('live notices gathered for the crash sockets', () => {
  let delivered: { to: string; message: CrashServerMessage }[];
  let clock: number;
  const gatherer = () =>
    gatherNotices(
      (to, sent) => delivered.push({ to, message: JSON.parse(sent) as CrashServerMessage }),
      () => clock,
    );

  beforeEach(() => {
    vi.useFakeTimers();
    delivered = [];
    clock = 5_000;
  });
  afterEach(() => vi.useRealTimers());

  it('sends the bets of one round placed within the moment as one message, timed when it leaves', () => {
    const gathered = gatherer();
    gathered.add(EVERYONE, text(bets('r1', 'a')));
    gathered.add(EVERYONE, text(bets('r1', 'b', 'c')));
    expect(delivered).toEqual([]);
    clock = 5_100;
    vi.advanceTimersByTime(GATHER_MS);
    expect(delivered).toEqual([
      {
        to: EVERYONE,
        message: { type: 'bets', serverTime: 5_100, roundId: 'r1', bets: ['a', 'b', 'c'].map(bet) },
      },
    ]);
  });

  it('keeps the order: anything else, for everyone or for one player, goes after what was gathered', () => {
    const gathered = gatherer();
    const cashOut = { betId: 'a', player: 'p***a', cashedOutAt: '1.50', win: '15.00' };
    gathered.add(EVERYONE, text(bets('r1', 'a')));
    gathered.add(EVERYONE, text({ type: 'cashouts', serverTime: 2, roundId: 'r1', cashOuts: [cashOut] }));
    gathered.add('session-1', text({ type: 'started', serverTime: 3, roundId: 'r1', startedAt: 3 }));
    gathered.add(EVERYONE, text(bets('r2', 'd')));
    gathered.add(EVERYONE, text({ type: 'started', serverTime: 4, roundId: 'r2', startedAt: 4 }));
    expect(delivered.map(({ to, message }) => `${to} ${message.type}`)).toEqual([
      '* bets',
      '* cashouts',
      'session-1 started',
      '* bets',
      '* started',
    ]);
    vi.advanceTimersByTime(GATHER_MS);
    expect(delivered).toHaveLength(5);
  });

  it('sends a list that reaches its longest at once, and gathers the next from there', () => {
    const gathered = gatherer();
    const ids = Array.from({ length: MOST_GATHERED + 1 }, (_, i) => `b${i}`);
    for (const id of ids) gathered.add(EVERYONE, text(bets('r1', id)));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.message).toMatchObject({ type: 'bets', bets: ids.slice(0, MOST_GATHERED).map(bet) });
    vi.advanceTimersByTime(GATHER_MS);
    expect(delivered[1]?.message).toMatchObject({ type: 'bets', bets: [bet(ids[MOST_GATHERED] as string)] });
  });

  it('sends nothing after it is stopped', () => {
    const gathered = gatherer();
    gathered.add(EVERYONE, text(bets('r1', 'a')));
    gathered.stop();
    vi.advanceTimersByTime(GATHER_MS);
    expect(delivered).toEqual([]);
  });
});
