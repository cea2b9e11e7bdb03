import type { CrashServerMessage } from '@platform/shared-contracts/server';
import { EVERYONE } from './crash-live-notice';

// Every bet and every manual cash-out is its own notice, sent in its own transaction. Relayed one by one, a round of N
// players would send each of N sockets N bet messages: N² messages, which at a few hundred players took the server's
// time from the bets themselves (decision 157). Notices for everyone of those two kinds are gathered for a moment and
// sent as one message of the same kind; any other notice, for everyone or for one session, is sent after what was
// gathered, so the order stays.

type Gathered = Extract<CrashServerMessage, { type: 'bets' | 'cashouts' }>;

/** How long bets and cash-outs are gathered: ten messages a second at most, quicker than a person reads a list. */
export const GATHER_MS = 100;

/** A list this long goes out at once: no message grows past what a phone parses in a moment. */
export const MOST_GATHERED = 500;

/** The messages are written type first (crash-live-notice.ts); one written otherwise is only not gathered. */
const GATHERED_PREFIXES = ['{"type":"bets",', '{"type":"cashouts",'];

export interface NoticeGatherer {
  /** A notice: its audience (EVERYONE or a game session) and its message text. */
  add(to: string, text: string): void;
  stop(): void;
}

/**
 * Delivers the notices it is given through `deliver`, gathering bets and cash-outs of one round for everyone for up to
 * GATHER_MS. A gathered message carries the time it leaves (`serverNow`): clients set their clock by every message's.
 */
export function gatherNotices(
  deliver: (to: string, text: string) => void,
  serverNow: () => number,
): NoticeGatherer {
  let pending: Gathered | null = null;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const message = { ...pending, serverTime: serverNow() };
    pending = null;
    deliver(EVERYONE, JSON.stringify(message));
  };

  const add = (to: string, text: string) => {
    if (to !== EVERYONE || !GATHERED_PREFIXES.some((prefix) => text.startsWith(prefix))) {
      flush();
      deliver(to, text);
      return;
    }
    const message = JSON.parse(text) as Gathered;
    if (pending && !(pending.type === message.type && pending.roundId === message.roundId)) flush();
    if (!pending) {
      pending = message;
      timer = setTimeout(flush, GATHER_MS);
      timer.unref();
    } else if (pending.type === 'bets' && message.type === 'bets') pending.bets.push(...message.bets);
    else if (pending.type === 'cashouts' && message.type === 'cashouts')
      pending.cashOuts.push(...message.cashOuts);
    if ((pending.type === 'bets' ? pending.bets : pending.cashOuts).length >= MOST_GATHERED) flush();
  };

  return {
    add,
    stop: () => {
      clearTimeout(timer);
      pending = null;
    },
  };
}
