import { ApiError, LOTTERY_STREAM_MAX_PER_SESSION } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { LOTTERY_CHANNEL, type Notice, parseNotice } from './lottery-notice';
import { issueView, resultView } from './lottery-service';
import { findCurrentIssues, findIssue } from './lottery-store';

// Draws pushed to open pages (decision 077). The copy that draws or settles an issue sends a NOTIFY with the issue's
// id in the same transaction (delivered on commit, to every copy); each copy LISTENs once, reads the row once per
// notice and writes the events to the streams of that region it holds.

/** One open stream: whose session, which region, and how to write to it or end it. */
export interface LotteryListener {
  merchantCode: string;
  sessionId: number;
  send(event: string, data: object): void;
  end(): void;
}

export type LotteryEvent = { name: string; data: object };

/** What a notice means for the pages of its region: the events, with the server's time in each. */
export async function eventsOf(
  deps: Deps,
  notice: Notice,
): Promise<{ merchantCode: string; events: LotteryEvent[] } | null> {
  const issue = await findIssue(deps.db, notice.id);
  if (!issue) return null;
  const now = deps.now();
  const serverTime = now.toISOString();
  if (notice.kind === 'settled') {
    const data = { serverTime, gameCode: issue.gameCode, issueNumber: issue.issueNumber };
    return { merchantCode: issue.merchantCode, events: [{ name: 'settled', data }] };
  }
  const events: LotteryEvent[] = [{ name: 'draw', data: { serverTime, result: resultView(issue) } }];
  const next = (await findCurrentIssues(deps.db, issue.merchantCode, now)).find(
    (i) => i.gameCode === issue.gameCode,
  );
  if (next) events.push({ name: 'issue-open', data: { serverTime, issue: issueView(next) } });
  return { merchantCode: issue.merchantCode, events };
}

export interface LotteryFeed {
  /** Adds a stream (LISTENing first if this copy was not yet); refuses a session holding too many already. */
  add(listener: LotteryListener): Promise<() => void>;
  /** Ends every stream and stops LISTENing (the server is closing). */
  close(): Promise<void>;
}

export function createLotteryFeed(deps: Deps, onError: (error: unknown) => void): LotteryFeed {
  const listeners = new Set<LotteryListener>();
  let unlisten: Promise<() => Promise<void>> | null = null;

  const fanOut = async (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice || listeners.size === 0) return;
    const found = await eventsOf(deps, notice);
    if (!found) return;
    for (const listener of listeners) {
      if (listener.merchantCode !== found.merchantCode) continue;
      for (const event of found.events) listener.send(event.name, event.data);
    }
  };

  // Notices missed while the LISTEN connection was down cannot be known: the pages reconnect and read afresh.
  const endAll = () => {
    for (const listener of [...listeners]) listener.end();
    listeners.clear();
  };

  return {
    async add(listener) {
      let held = 0;
      for (const other of listeners) if (other.sessionId === listener.sessionId) held += 1;
      if (held >= LOTTERY_STREAM_MAX_PER_SESSION)
        throw new ApiError('TOO_MANY_ATTEMPTS', { message: 'Too many open result streams for this session' });
      unlisten ??= deps.db.listen(LOTTERY_CHANNEL, (payload) => void fanOut(payload).catch(onError), endAll);
      unlisten.catch(() => {
        unlisten = null;
      });
      await unlisten;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      endAll();
      const stop = unlisten;
      unlisten = null;
      if (stop) await (await stop)().catch(onError);
    },
  };
}
