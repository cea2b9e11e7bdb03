import type { CrashServerMessage } from '@platform/shared-contracts/server';
import type { Queryable } from '../../../db/database';
import { CRASH_CHANNEL } from './crash-game';
import { notify } from './crash-store';

// The NOTIFY payload every copy relays (decision 106): `*|<message JSON>` for every socket, or
// `<game session id>|<message JSON>` for that session's sockets only. Sent in the transaction of the change it tells.

export const EVERYONE = '*';

/** A notice for every socket, as a channel and payload for a statement that sends it along with its change. */
export function noticeToEveryone(message: CrashServerMessage): { channel: string; payload: string } {
  return { channel: CRASH_CHANNEL, payload: `${EVERYONE}|${JSON.stringify(message)}` };
}

export function broadcast(tx: Queryable, message: CrashServerMessage): Promise<void> {
  const { channel, payload } = noticeToEveryone(message);
  return notify(tx, channel, payload);
}

export function toSession(tx: Queryable, gameSessionId: string, message: CrashServerMessage): Promise<void> {
  return notify(tx, CRASH_CHANNEL, `${gameSessionId}|${JSON.stringify(message)}`);
}

/** Splits a payload into its audience and the message text (sent to clients as it is). */
export function readNotice(payload: string): { to: string; text: string } | null {
  const bar = payload.indexOf('|');
  return bar > 0 ? { to: payload.slice(0, bar), text: payload.slice(bar + 1) } : null;
}
