import {
  type CallResponse,
  type jackpotPoolCall,
  jackpotStream,
  jackpotPoolCall as poolCall,
} from '@platform/shared-contracts/client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { useCall } from '../../lib/use-call';

export type JackpotWin = CallResponse<typeof jackpotPoolCall>['lastWins'][number];

export interface Jackpot {
  /** The pool as money text ("12345.67"), null until first read. */
  pool: string | null;
  currency: string | null;
  /** The newest wins, newest first. */
  wins: readonly JackpotWin[];
  /** The stream is open: the figure moves as the server pushes it. */
  live: boolean;
}

const NONE: Jackpot = { pool: null, currency: null, wins: [], live: false };
const JackpotContext = createContext<Jackpot>(NONE);

/** How many wins the page keeps. */
const KEPT_WINS = 5;

/** The wait before opening a broken stream again: doubles from 2 s up to a minute. */
export const jackpotRetryDelay = (failures: number) =>
  Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));

/**
 * The page's one jackpot stream (decision 109): the pool is read once, then the server pushes it as spins move it and
 * when it is won. The ticker and the winners carousel read it from here, so a page holds one stream, never a timer.
 */
export function JackpotProvider({ children }: { children: ReactNode }) {
  const { api } = useRemote();
  const first = useCall(poolCall, {});
  const [pushed, setPushed] = useState<Partial<Jackpot>>({});

  useEffect(() => {
    if (!api.subscribe) return;
    const subscribe = api.subscribe;
    let close: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const open = () => {
      close = subscribe(
        jackpotStream,
        {},
        {
          onEvent(event) {
            failures = 0;
            if (event.name === 'pool') {
              setPushed((s) => ({ ...s, pool: event.data.pool, currency: event.data.currency, live: true }));
              return;
            }
            const { pool, ...win } = event.data;
            setPushed((s) => ({
              ...s,
              pool: pool.pool,
              currency: pool.currency,
              live: true,
              wins: [win, ...(s.wins ?? [])].slice(0, KEPT_WINS),
            }));
          },
          onError() {
            failures += 1;
            setPushed((s) => ({ ...s, live: false }));
            retry = setTimeout(open, jackpotRetryDelay(failures));
          },
        },
      );
    };
    open();
    return () => {
      clearTimeout(retry);
      close?.();
    };
  }, [api]);

  const read = first.data;
  const value: Jackpot = {
    pool: pushed.pool ?? read?.pool ?? null,
    currency: pushed.currency ?? read?.currency ?? null,
    wins: pushed.wins ?? read?.lastWins ?? [],
    live: pushed.live ?? false,
  };
  return <JackpotContext.Provider value={value}>{children}</JackpotContext.Provider>;
}

export const useJackpot = () => useContext(JackpotContext);
