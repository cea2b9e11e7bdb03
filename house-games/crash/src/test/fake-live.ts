import { CRASH_GROWTH_FORMULA, CRASH_GROWTH_PER_MS } from '@platform/house-engine';
import { fakeStudio, studioOpenAnswer } from '@platform/house-kit/testing';
import {
  type CrashMyBet,
  type CrashRound,
  type CrashRules,
  type CrashServerMessage,
  crashServerMessageSchema,
  crashStateCall,
} from '@platform/shared-contracts/studio';
import * as v from 'valibot';
import type { LiveSocket } from '../game/live-socket';

/** The moment the tests start, on the server's clock. */
export const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);

export const RULES: CrashRules = {
  rtp: '99.00',
  houseEdge: '1.00',
  minStake: '1.00',
  maxStake: '1000.00',
  minAutoCashOut: '1.01',
  maxMultiplier: '1000.00',
  bettingWindowMs: 7000,
  growth: { formula: CRASH_GROWTH_FORMULA, ratePerMs: CRASH_GROWTH_PER_MS },
};

export function crashRound(overrides: Partial<CrashRound> = {}): CrashRound {
  return {
    roundId: '41',
    roundNumber: 41,
    phase: 'betting',
    hash: 'd'.repeat(64),
    bettingEndsAt: T0 + 7000,
    startedAt: null,
    crashedAt: null,
    crashPoint: null,
    seed: null,
    ...overrides,
  };
}

export function myBet(overrides: Partial<CrashMyBet> = {}): CrashMyBet {
  return {
    betId: 'bet-1',
    roundId: '41',
    stake: '5.00',
    autoCashOut: null,
    status: 'open',
    cashedOutAt: null,
    win: null,
    placedAt: T0 + 1000,
    ...overrides,
  };
}

/** A socket the test plays the server on: every frame it sends is checked against the contract first. */
export class FakeSocket implements LiveSocket {
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closed = true;
  }

  /** The connection opens (the game then authenticates). */
  accept() {
    this.onopen?.();
  }

  push(message: CrashServerMessage) {
    this.onmessage?.({ data: JSON.stringify(v.parse(crashServerMessageSchema, message)) });
  }

  /** The network drops the connection. */
  drop() {
    this.onclose?.();
  }
}

export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    openSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
}

export function welcome(overrides: Partial<Extract<CrashServerMessage, { type: 'welcome' }>> = {}) {
  return {
    type: 'welcome' as const,
    serverTime: T0 + 2000,
    rules: RULES,
    round: crashRound(),
    bets: [],
    myBet: null,
    history: [],
    ...overrides,
  };
}

/** The studio with crash's state call answering the round on screen (bet and cash-out are added per test). */
export function crashStudio(options: { demo?: boolean; balance?: string } = {}) {
  const open = studioOpenAnswer('crash', {
    gameCode: 'HOUSE_CRASH',
    rtp: '99.00',
    betLevels: ['1.00', '5.00', '10.00', '50.00', '100.00'],
    demo: options.demo ?? false,
    balance: options.balance ?? '100.00',
  });
  const studio = fakeStudio(open);
  let balance = open.balance;
  studio.api.on(crashStateCall, () => ({
    serverTime: T0 + 2000,
    rules: RULES,
    round: crashRound(),
    bets: [],
    myBet: null,
    history: [],
    balance,
  }));
  return { ...studio, setBalance: (next: string) => (balance = next) };
}
