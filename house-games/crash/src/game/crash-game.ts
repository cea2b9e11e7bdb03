import { crashMultiplierAt, formatMultiplier, parseMultiplier } from '@platform/house-engine';
import {
  answerLost,
  askAgainIfLost,
  BetUntilAnswered,
  errorCode,
  openGame,
  type ParentMessage,
  type StudioApi,
  type StudioOpenAnswer,
} from '@platform/house-kit';
import {
  type CallRequest,
  type CrashHistoryRound,
  type CrashMyBet,
  type CrashPublicBet,
  type CrashRound,
  type CrashRules,
  type CrashServerMessage,
  crashBetCall,
  crashCashOutCall,
  crashChainCall,
  crashMyBetsCall,
  crashServerMessageSchema,
  crashStateCall,
  formatMoney,
} from '@platform/shared-contracts/studio';
import * as v from 'valibot';
import type { TextKey } from '../i18n/texts';
import { checkBet, payoutAt } from './bet-form';
import { type LiveSocket, liveUrl, type OpenSocket, openWebSocket } from './live-socket';

/** After the socket drops, the next try comes this long after (the server's welcome resyncs everything). */
export const RECONNECT_MS = 1000;

export interface Notice {
  key: TextKey;
  values?: Record<string, string | number>;
  tone: 'info' | 'win' | 'warn';
}

export interface CrashState {
  phase: 'loading' | 'failed' | 'intro' | 'playing';
  failure: TextKey | null;
  open: StudioOpenAnswer | null;
  rules: CrashRules | null;
  round: CrashRound | null;
  /** Everyone's bets in the round on screen, with their cash-outs. */
  bets: CrashPublicBet[];
  myBet: CrashMyBet | null;
  /** Finished rounds, newest first. */
  history: CrashHistoryRound[];
  balance: string;
  /** Server clock minus this clock (ms), from the last live message. */
  offsetMs: number;
  connection: 'connecting' | 'live' | 'lost';
  /** A bet or cash-out call is on its way. */
  busy: boolean;
  notice: Notice | null;
}

export interface CrashGameOptions {
  api: StudioApi;
  postToParent: (message: ParentMessage) => void;
  openSocket?: OpenSocket;
  /** This device's clock (ms since the epoch). */
  now?: () => number;
  sound?: { bet(): void; cashOut(): void; crash(): void };
  /** How long after a dropped socket the next try comes (RECONNECT_MS). */
  reconnectMs?: number;
}

const REFUSALS: Record<string, TextKey> = {
  CRASH_BETTING_CLOSED: 'bettingClosed',
  CRASH_ALREADY_BET: 'alreadyBet',
  CRASH_NOTHING_TO_CASH_OUT: 'nothingToCashOut',
  AMOUNT_OUT_OF_RANGE: 'amountOutOfRange',
  INSUFFICIENT_BALANCE: 'insufficientFunds',
  INSUFFICIENT_FUNDS: 'insufficientFunds',
};

function historyEntry(round: CrashRound): CrashHistoryRound | null {
  if (!round.seed || !round.crashPoint || round.crashedAt === null) return null;
  return {
    roundId: round.roundId,
    roundNumber: round.roundNumber,
    hash: round.hash,
    seed: round.seed,
    crashPoint: round.crashPoint,
    startedAt: round.startedAt,
    crashedAt: round.crashedAt,
    interrupted: false,
  };
}

/**
 * Crash on the screen side: open, the live round from the socket (reconnecting when it drops), bet and cash out
 * through the studio's calls. The multiplier is never taken from the socket to draw: it is computed each frame from
 * the round's start on the server clock (`multiplierNow`), as the server computes every cash-out (decision 116).
 */
export class CrashGame {
  state: CrashState = {
    phase: 'loading',
    failure: null,
    open: null,
    rules: null,
    round: null,
    bets: [],
    myBet: null,
    history: [],
    balance: '0.00',
    offsetMs: 0,
    connection: 'connecting',
    busy: false,
    notice: null,
  };

  private listeners = new Set<() => void>();
  private socket: LiveSocket | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private welcomed = false;
  private readonly bets = new BetUntilAnswered<CallRequest<typeof crashBetCall>>();
  private readonly now: () => number;

  constructor(private readonly options: CrashGameOptions) {
    this.now = options.now ?? Date.now;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<CrashState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Opens the launch, reads the round as it stands, and joins the live round. */
  async open(launchToken: string | null): Promise<void> {
    const opened = await openGame(this.options.api, launchToken, 'crash');
    if (!opened.open) {
      this.set({ phase: 'failed', failure: opened.failure });
      return;
    }
    this.set({ open: opened.open, balance: opened.open.balance });
    try {
      const now = this.now();
      const live = await this.options.api.call(crashStateCall, {});
      this.set({
        phase: 'intro',
        rules: live.rules,
        round: live.round,
        bets: live.bets,
        myBet: live.myBet,
        history: live.history,
        balance: live.balance,
        offsetMs: live.serverTime - now,
      });
    } catch (error) {
      this.failWith(error);
      return;
    }
    this.connect();
  }

  /** Leaves the rules (shown before the first bet). */
  play() {
    if (this.state.phase === 'intro') this.set({ phase: 'playing' });
  }

  back() {
    this.options.postToParent({ type: 'house-game:back' });
  }

  /** The server's clock now, as this device best knows it. */
  serverNow(): number {
    return this.now() + this.state.offsetMs;
  }

  /** The multiplier to show now, in hundredths: rising while running, the crash point after, null while betting. */
  multiplierNow(): number | null {
    const { round, rules } = this.state;
    if (!round) return null;
    if (round.phase === 'crashed' && round.crashPoint) return parseMultiplier(round.crashPoint);
    if (round.phase !== 'running' || round.startedAt === null) return null;
    const cents = crashMultiplierAt(this.serverNow() - round.startedAt);
    return rules ? Math.min(cents, parseMultiplier(rules.maxMultiplier)) : cents;
  }

  /** Whole seconds left to bet in the round on screen (0 once closed). */
  bettingSecondsLeft(): number {
    const round = this.state.round;
    if (round?.phase !== 'betting') return 0;
    return Math.max(0, Math.ceil((round.bettingEndsAt - this.serverNow()) / 1000));
  }

  canBet(): boolean {
    const { phase, round, myBet, busy } = this.state;
    return (
      phase === 'playing' &&
      !busy &&
      round?.phase === 'betting' &&
      this.serverNow() < round.bettingEndsAt &&
      myBet?.roundId !== round.roundId
    );
  }

  canCashOut(): boolean {
    const { round, myBet, busy } = this.state;
    return !busy && round?.phase === 'running' && myBet?.roundId === round.roundId && myBet.status === 'open';
  }

  /** The bet of the round on screen whose answer was lost: the next press sends it as it was, stake and all. */
  keptBet(): { stake: string; autoCashOut: string | null } | null {
    const round = this.state.round;
    const kept = round ? this.bets.keptFor(round.roundId) : null;
    return kept ? { stake: kept.stake, autoCashOut: kept.autoCashOut ?? null } : null;
  }

  async bet(stakeText: string, autoText: string | null): Promise<void> {
    const { rules, round } = this.state;
    if (!rules || !round || !this.canBet()) {
      if (this.state.phase === 'playing' && !this.state.busy) this.warn('bettingClosed');
      return;
    }
    const check = checkBet(rules, this.state.balance, stakeText, autoText);
    if (!check.ok) {
      const values =
        check.problem === 'stakeInvalid'
          ? { min: rules.minStake, max: rules.maxStake }
          : { min: rules.minAutoCashOut, max: rules.maxMultiplier };
      this.set({ notice: { key: check.problem, values, tone: 'warn' } });
      return;
    }
    this.set({ busy: true, notice: null });
    try {
      // A bet of this round whose answer was lost goes again as it was sent; the round's one bet is never doubled.
      const answer = await this.bets.send(
        (requestId) => ({
          roundId: round.roundId,
          stake: check.stake,
          ...(check.autoCashOut ? { autoCashOut: check.autoCashOut } : {}),
          requestId,
        }),
        (request) => this.options.api.call(crashBetCall, request),
        round.roundId,
      );
      this.options.sound?.bet();
      this.set({
        busy: false,
        myBet: answer.bet,
        balance: answer.balance,
        notice: answer.bet.autoCashOut
          ? {
              key: 'betPlacedAuto',
              values: { stake: answer.bet.stake, auto: answer.bet.autoCashOut },
              tone: 'info',
            }
          : { key: 'betPlaced', values: { stake: answer.bet.stake }, tone: 'info' },
      });
      this.balanceChanged();
    } catch (error) {
      this.set({ busy: false });
      this.failWith(error);
    }
  }

  async cashOut(): Promise<void> {
    const round = this.state.round;
    if (!round || !this.canCashOut()) return;
    this.set({ busy: true });
    try {
      // Safe to ask again: a repeated cash-out answers the paid bet.
      const answer = await askAgainIfLost(() =>
        this.options.api.call(crashCashOutCall, { roundId: round.roundId }),
      );
      this.set({ busy: false });
      this.myBetChanged(answer.bet, answer.balance);
    } catch (error) {
      this.set({ busy: false });
      this.failWith(error);
    }
  }

  /** The player's recent bets with their rounds (game recall). */
  async myBets() {
    return (await this.options.api.call(crashMyBetsCall, {})).bets;
  }

  /** The published hash chain of this game (for the fairness panel). */
  async chain() {
    return this.options.api.call(crashChainCall, { gameCode: this.state.open?.gameCode ?? 'HOUSE_CRASH' });
  }

  /** The page goes away: no reconnecting. */
  close() {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close();
    this.socket = null;
  }

  private warn(key: TextKey) {
    this.set({ notice: { key, tone: 'warn' } });
  }

  /** A failed call, or the code of an error the live feed sent. */
  private failWith(error: unknown) {
    const code = typeof error === 'string' ? error : errorCode(error);
    if (code === 'GAME_SESSION_EXPIRED') {
      this.close();
      this.set({ phase: 'failed', failure: 'sessionEnded' });
      return;
    }
    this.warn(answerLost(error) ? 'noAnswer' : (REFUSALS[code] ?? 'actionFailed'));
  }

  private balanceChanged() {
    if (!this.state.open?.demo) this.options.postToParent({ type: 'house-game:balance' });
  }

  private myBetChanged(bet: CrashMyBet, balance: string) {
    const notice: Notice | null =
      bet.status === 'cashed_out' && bet.cashedOutAt && bet.win
        ? { key: 'cashedOut', values: { multiplier: bet.cashedOutAt, amount: bet.win }, tone: 'win' }
        : bet.status === 'refunded'
          ? { key: 'refunded', values: { amount: bet.stake }, tone: 'info' }
          : bet.status === 'lost'
            ? {
                key: 'lostBet',
                values: { multiplier: this.state.round?.crashPoint ?? '' },
                tone: 'warn',
              }
            : this.state.notice;
    if (bet.status === 'cashed_out') this.options.sound?.cashOut();
    const bets = this.state.bets.map((b) =>
      b.betId === bet.betId && bet.cashedOutAt ? { ...b, cashedOutAt: bet.cashedOutAt, win: bet.win } : b,
    );
    this.set({ myBet: bet, balance, notice, bets });
    this.balanceChanged();
  }

  private connect() {
    if (this.stopped) return;
    this.reconnectTimer = null;
    const socket = (this.options.openSocket ?? openWebSocket)(liveUrl());
    this.socket = socket;
    this.set({ connection: this.welcomed ? 'lost' : 'connecting' });
    socket.onopen = () =>
      socket.send(JSON.stringify({ type: 'auth', gameSession: this.state.open?.gameSession ?? '' }));
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      this.set({ connection: 'lost' });
      this.reconnectTimer = setTimeout(() => this.connect(), this.options.reconnectMs ?? RECONNECT_MS);
    };
  }

  private receive(data: unknown) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    const result = v.safeParse(crashServerMessageSchema, parsed);
    if (!result.success) return;
    const message = result.output;
    if ('serverTime' in message) this.state.offsetMs = message.serverTime - this.now();
    this.apply(message);
  }

  private apply(message: CrashServerMessage) {
    const round = this.state.round;
    const current = (roundId: string) => round?.roundId === roundId;
    switch (message.type) {
      case 'welcome': {
        const reconnected = this.welcomed;
        this.welcomed = true;
        this.set({
          connection: 'live',
          rules: message.rules,
          round: message.round,
          bets: message.bets,
          myBet:
            message.myBet ?? (this.state.myBet?.roundId === message.round?.roundId ? this.state.myBet : null),
          history: message.history,
        });
        // Away from the round, an automatic cash-out or a settlement may have moved the balance.
        if (reconnected) void this.refreshBalance();
        return;
      }
      case 'opened':
        this.set({ round: message.round, bets: [] });
        return;
      case 'started':
        if (round && current(message.roundId)) {
          this.set({ round: { ...round, phase: 'running', startedAt: message.startedAt } });
        }
        return;
      case 'tick':
        if (round && current(message.roundId) && round.phase === 'betting') {
          // A missed `started`: the tick says how long it has run.
          this.set({
            round: { ...round, phase: 'running', startedAt: message.serverTime - message.elapsedMs },
          });
        }
        return;
      case 'bets': {
        if (!current(message.roundId)) return;
        const known = new Set(this.state.bets.map((b) => b.betId));
        this.set({ bets: [...this.state.bets, ...message.bets.filter((b) => !known.has(b.betId))] });
        return;
      }
      case 'cashouts': {
        if (!current(message.roundId)) return;
        const byBet = new Map(message.cashOuts.map((c) => [c.betId, c]));
        this.set({
          bets: this.state.bets.map((b) => {
            const cashOut = byBet.get(b.betId);
            return cashOut ? { ...b, cashedOutAt: cashOut.cashedOutAt, win: cashOut.win } : b;
          }),
        });
        return;
      }
      case 'crashed': {
        const entry = historyEntry(message.round);
        const history =
          entry && !this.state.history.some((h) => h.roundId === entry.roundId)
            ? [entry, ...this.state.history].slice(0, 20)
            : this.state.history;
        this.options.sound?.crash();
        this.set({ round: message.round, history });
        return;
      }
      case 'my-bet':
        this.myBetChanged(message.bet, message.balance);
        return;
      case 'error':
        this.failWith(message.code);
        if (message.code !== 'GAME_SESSION_EXPIRED') this.close();
        return;
    }
  }

  private async refreshBalance() {
    try {
      const live = await this.options.api.call(crashStateCall, {});
      this.set({ balance: live.balance, myBet: live.myBet ?? this.state.myBet });
    } catch {
      // The next bet or cash-out answers the balance anyway.
    }
  }

  /** What the open bet would pay if cashed out now. */
  cashOutValue(): string | null {
    const cents = this.multiplierNow();
    const bet = this.state.myBet;
    if (cents === null || !bet || bet.status !== 'open') return null;
    return formatMoney(payoutAt(bet.stake, cents));
  }
}

export type { ParentMessage } from '@platform/house-kit';
export { formatMultiplier };
