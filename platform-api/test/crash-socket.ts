import {
  CRASH_LIVE_PATH,
  type CrashServerMessage,
  crashServerMessageSchema,
} from '@platform/shared-contracts/server';
import * as v from 'valibot';
import WebSocket from 'ws';

// A crash player's live socket as a browser would hold it: every message validated by the contract, kept in order.

export interface CrashSocket {
  messages: (CrashServerMessage & { receivedAt: number })[];
  /** Resolves with the first message (after those already seen, from index `from`) that `match` accepts. */
  next<T extends CrashServerMessage['type']>(
    type: T,
    match?: (message: Extract<CrashServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<CrashServerMessage, { type: T }>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export function connectCrash(
  baseUrl: string,
  gameSession: string | null,
  firstMessage?: string,
): Promise<CrashSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${CRASH_LIVE_PATH}`;
  const socket = new WebSocket(url);
  const messages: CrashSocket['messages'] = [];
  const waiters = new Set<() => void>();
  let closed = false;
  socket.on('message', (data) => {
    const parsed = v.parse(crashServerMessageSchema, JSON.parse(data.toString()));
    messages.push({ ...parsed, receivedAt: Date.now() });
    for (const wake of waiters) wake();
  });
  socket.on('close', () => {
    closed = true;
    for (const wake of waiters) wake();
  });
  const api: CrashSocket = {
    messages,
    next(type, match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const find = () => {
          const found = messages.find((m) => m.type === type && (!match || match(m as never)));
          if (found) {
            cleanup();
            resolve(found as never);
          } else if (closed) {
            cleanup();
            reject(new Error(`socket closed before a ${type} message`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${type} message within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(find);
        };
        waiters.add(find);
        find();
      });
    },
    close() {
      return new Promise((resolve) => {
        if (closed) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      });
    },
    get closed() {
      return closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.send(firstMessage ?? JSON.stringify({ type: 'auth', gameSession }));
      resolve(api);
    });
    socket.once('error', reject);
  });
}
