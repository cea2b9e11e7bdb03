import type { PrizeMode } from '@platform/shared-contracts/client';
import { lotteryResultsStream } from '@platform/shared-contracts/lottery-calls';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { applyDraw, applyIssueOpen, applySettled, refreshRunningChases } from '../lib/live-cache';
import { clockOffset } from '../lib/server-clock';
import type { LotteryResult } from '../lib/types';
import { useRemote } from './remote-context';

/** A draw as it arrived on the stream: the game screen rolls its balls for it. */
export interface PushedDraw {
  result: LotteryResult;
  receivedAt: number;
}

export interface LiveResults {
  /** The stream is open: screens stop asking again on a timer. */
  live: boolean;
  /** The server's clock minus this device's, from the newest event; null before the first. */
  offsetMs: number | null;
  /** Per game, the newest draw pushed (every game of the region draws over the one stream, often at one instant). */
  lastDraws: Readonly<Record<string, PushedDraw>>;
}

const OFFLINE: LiveResults = { live: false, offsetMs: null, lastDraws: {} };
const LiveContext = createContext<LiveResults>(OFFLINE);

/** The wait before opening a broken stream again: doubles from 2 s up to a minute, polling meanwhile. */
export const retryDelay = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));

/**
 * Holds the page's one results stream (decision 077) and writes what it says into the query cache. Without a stream
 * (a host whose client cannot open one) or while it is broken, `live` is false and screens poll as before.
 */
export function LiveResultsProvider({ prizeMode, children }: { prizeMode?: PrizeMode; children: ReactNode }) {
  const { api, bus, session } = useRemote();
  const client = useQueryClient();
  const [state, setState] = useState<LiveResults>(OFFLINE);
  const memberId = session.user?.id ?? null;

  useEffect(() => {
    if (!api.subscribe || memberId === null) return;
    const subscribe = api.subscribe;
    let close: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connected = false;
    const open = () => {
      close = subscribe(lotteryResultsStream, prizeMode ? { prizeMode } : {}, {
        onEvent(event) {
          const offsetMs = clockOffset(event.data.serverTime, Date.now());
          if (event.name === 'hello') {
            failures = 0;
            // Whatever happened while the stream was down is read afresh once.
            if (connected) void client.invalidateQueries();
            connected = true;
            setState((s) => ({ ...s, live: true, offsetMs }));
          } else if (event.name === 'draw') {
            applyDraw(client, event.data.result);
            refreshRunningChases(client, event.data.result.gameCode);
            const pushed = { result: event.data.result, receivedAt: Date.now() };
            setState((s) => ({
              live: true,
              offsetMs,
              lastDraws: { ...s.lastDraws, [pushed.result.gameCode]: pushed },
            }));
          } else if (event.name === 'issue-open') {
            applyIssueOpen(client, event.data.issue);
            setState((s) => ({ ...s, offsetMs }));
          } else {
            refreshRunningChases(client, event.data.gameCode);
            if (applySettled(client, event.data.gameCode, event.data.issueNumber))
              bus.emit('wallet:changed', {});
          }
        },
        onError() {
          failures += 1;
          setState((s) => ({ ...s, live: false }));
          retry = setTimeout(open, retryDelay(failures));
        },
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      close?.();
    };
  }, [api, bus, client, memberId, prizeMode]);

  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
}

export function useLiveResults(): LiveResults {
  return useContext(LiveContext);
}
