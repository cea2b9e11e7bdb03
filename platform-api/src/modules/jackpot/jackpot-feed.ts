import { ApiError, LOTTERY_STREAM_MAX_PER_SESSION } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { JACKPOT_CHANNEL, type JackpotNotice, parseJackpotNotice } from './jackpot-notice';
import { poolView, winEvent } from './jackpot-service';

// The pool pushed to open pages (decision 109). Whatever moves a pool sends a NOTIFY in its transaction (delivered on
// commit, to every copy); each copy LISTENs once and, per pool, reads the figure at most once every POOL_PUSH_MS
// however many spins moved it, then writes it to every stream of that region and currency it holds.

/** Pool notices arriving within this long of each other are one read and one push. */
export const POOL_PUSH_MS = 250;
/** Open jackpot streams one caller (IP) may hold on one server copy; one more is refused with 429. */
const MAX_STREAMS_PER_CALLER = LOTTERY_STREAM_MAX_PER_SESSION * 4;

export interface JackpotListener {
  merchantCode: string;
  currency: string;
  caller: string;
  send(event: string, data: object): void;
  end(): void;
}

export interface JackpotFeed {
  add(listener: JackpotListener): Promise<() => void>;
  close(): Promise<void>;
}

const keyOf = (n: { merchantCode: string; currency: string }) => `${n.merchantCode}\u0000${n.currency}`;

export function createJackpotFeed(deps: Deps, onError: (error: unknown) => void): JackpotFeed {
  const listeners = new Set<JackpotListener>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let unlisten: Promise<() => Promise<void>> | null = null;

  const audience = (notice: { merchantCode: string; currency: string }) =>
    [...listeners].filter((l) => l.merchantCode === notice.merchantCode && l.currency === notice.currency);

  const pushPool = async (notice: { merchantCode: string; currency: string }) => {
    if (audience(notice).length === 0) return;
    const view = await poolView(deps, notice.merchantCode, notice.currency);
    for (const listener of audience(notice)) listener.send('pool', view);
  };

  const onNotice = async (notice: JackpotNotice) => {
    if (audience(notice).length === 0) return;
    if (notice.kind === 'win') {
      const event = await winEvent(deps, notice.winId, notice.currency, notice.merchantCode);
      if (event) for (const listener of audience(notice)) listener.send('win', event);
      return;
    }
    const key = keyOf(notice);
    if (pending.has(key)) return;
    const timer = setTimeout(() => {
      pending.delete(key);
      pushPool(notice).catch(onError);
    }, POOL_PUSH_MS);
    timer.unref();
    pending.set(key, timer);
  };

  const endAll = () => {
    for (const listener of [...listeners]) listener.end();
    listeners.clear();
  };

  return {
    async add(listener) {
      let held = 0;
      for (const other of listeners) if (other.caller === listener.caller) held += 1;
      if (held >= MAX_STREAMS_PER_CALLER)
        throw new ApiError('TOO_MANY_ATTEMPTS', {
          message: 'Too many open jackpot streams from this address',
        });
      unlisten ??= deps.db.listen(
        JACKPOT_CHANNEL,
        (payload) => {
          const notice = parseJackpotNotice(payload);
          if (notice) onNotice(notice).catch(onError);
        },
        endAll,
      );
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
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      endAll();
      const stop = unlisten;
      unlisten = null;
      if (stop) await (await stop)().catch(onError);
    },
  };
}
