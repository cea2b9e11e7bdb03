import {
  answerLost,
  BetUntilAnswered,
  errorCode,
  openGame,
  type ParentMessage,
  type SeedActions,
  type StudioApi,
  seedActions,
} from '@platform/house-kit';
import { formatMoney, parseMoney, studioRecallCall, studioSpinCall } from '@platform/shared-contracts/studio';
import type { TextKey } from '../i18n/texts';
import {
  type FairState,
  type OpenAnswer,
  type RotateAnswer,
  type RoundStep,
  type SlotRound,
  type SpinAnswer,
  slotOpenAnswer,
} from '../studio/shapes';
import { type AutoStopReason, autoStopAfterRound, autoStopOnError, isInsufficientFunds } from './auto-spin';

/** Reel timing: the whole spin (last reel stopped) stays within 1.2 s of the answer, and a tap skips it. */
export const TIMING = {
  paidFirstStopMs: 350,
  paidStopGapMs: 150,
  freeFirstStopMs: 220,
  freeStopGapMs: 90,
  /** A free spin's wins stay on screen this long before the next free spin. */
  winHoldMs: 700,
  /** Between auto-spins: a short breath, longer after a win so it can be seen. */
  autoPauseMs: 250,
  autoPauseAfterWinMs: 900,
};

export type Phase = 'loading' | 'failed' | 'intro' | 'playing';

export interface Notice {
  key: TextKey;
  values?: Record<string, string | number>;
  tone: 'info' | 'win' | 'warn';
}

export interface GameState {
  phase: Phase;
  failure: TextKey | null;
  open: OpenAnswer | null;
  balance: string;
  fair: FairState | null;
  betIndex: number;
  /** A spin is in flight or its reels are still turning. */
  busy: boolean;
  /** The symbols shown: window[reel][row]. */
  window: string[][];
  /** How many reels (from the left) show `window`; the others are turning. */
  reelsStopped: number;
  /** The step whose wins are highlighted (after its reels stopped). */
  shownStep: RoundStep | null;
  freeSpinsLeft: number;
  inFreeSpins: boolean;
  /** What the round on screen has won so far. */
  roundWin: string | null;
  notice: Notice | null;
  auto: { left: number; stopRequested: boolean } | null;
  lastRound: SlotRound | null;
  /** A spin whose answer never came is kept for the next press, at its stake: the bet stays as it was until then. */
  spinKept: boolean;
}

export type { ParentMessage };

export interface SlotGameOptions {
  api: StudioApi;
  postToParent: (message: ParentMessage) => void;
  sound?: { spin(): void; reelStop(): void; win(big: boolean): void };
  timing?: typeof TIMING;
}

const AUTO_NOTICE: Record<AutoStopReason, TextKey | null> = {
  player: 'autoStoppedPlayer',
  'free-spins': 'autoStoppedFree',
  'big-win': 'autoStoppedBig',
  funds: 'autoStoppedFunds',
  error: 'autoStoppedError',
  done: null,
};

/** The first window before any spin: the strips' opening symbols. */
function openingWindow(open: OpenAnswer): string[][] {
  const { strips, rows } = open.paytable;
  return strips.map((strip) => Array.from({ length: rows }, (_, row) => strip[row % strip.length] ?? ''));
}

function stepWin(step: RoundStep): bigint {
  return step.wins.reduce((sum, win) => sum + parseMoney(win.amount), parseMoney(step.scatterWin));
}

/**
 * The game's rules on the screen side: open, bet level, spin and its reel animation, auto-spin, seeds and
 * recall. The UI renders `state` and calls these methods; nothing here touches the DOM, so tests drive it alone.
 */
export class SlotGame {
  state: GameState = {
    phase: 'loading',
    failure: null,
    open: null,
    balance: '0.00',
    fair: null,
    betIndex: 0,
    busy: false,
    window: [],
    reelsStopped: 5,
    shownStep: null,
    freeSpinsLeft: 0,
    inFreeSpins: false,
    roundWin: null,
    notice: null,
    auto: null,
    lastRound: null,
    spinKept: false,
  };

  private listeners = new Set<() => void>();
  private pendingWaits = new Set<() => void>();
  private skipping = false;
  private readonly spins = new BetUntilAnswered<{ betLevel: number; requestId: string }>();
  /** Why the last spin was refused, for the auto-spin run to say why it stopped. */
  private lastError: string | null = null;
  private readonly timing: typeof TIMING;
  private readonly seeds: SeedActions;

  constructor(private readonly options: SlotGameOptions) {
    this.timing = options.timing ?? TIMING;
    this.seeds = seedActions(options.api);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<GameState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Waits, unless the player skips the animation: then it and every later wait of the round end at once. */
  private wait(ms: number): Promise<void> {
    if (this.skipping || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pendingWaits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.pendingWaits.add(done);
    });
  }

  async open(launchToken: string | null): Promise<void> {
    const opened = await openGame(this.options.api, launchToken, 'slot');
    const open = opened.open ? slotOpenAnswer(opened.open) : null;
    if (!open) {
      this.set({ phase: 'failed', failure: opened.failure ?? 'openFailed' });
      return;
    }
    this.set({
      phase: 'intro',
      open,
      balance: open.balance,
      fair: open.fair,
      betIndex: 0,
      window: openingWindow(open),
    });
  }

  /** Leaves the paytable and rules screen (shown before the first bet). */
  play() {
    if (this.state.phase === 'intro') this.set({ phase: 'playing' });
  }

  stake(index = this.state.betIndex): string {
    return this.state.open?.betLevels[index] ?? '0.00';
  }

  setBet(index: number) {
    const levels = this.state.open?.betLevels.length ?? 0;
    if (this.state.busy || this.state.auto || this.state.spinKept || index < 0 || index >= levels) return;
    this.set({ betIndex: index, notice: null });
  }

  /** Ends the turning reels and any wait of the round on screen now. */
  skip() {
    if (!this.state.busy) return;
    this.skipping = true;
    for (const done of [...this.pendingWaits]) done();
  }

  /** The spin button (and the space bar): stops an auto-spin run, else skips the turning reels, else spins. */
  press() {
    if (this.state.auto) this.stopAuto();
    else if (this.state.busy) this.skip();
    else void this.spin();
  }

  back() {
    this.options.postToParent({ type: 'house-game:back' });
  }

  /** One paid spin and its animation. Answers the spin, or null when it was refused (the notice says why). */
  async spin(): Promise<SpinAnswer | null> {
    const { open, busy, phase } = this.state;
    if (!open || busy || phase !== 'playing') return null;
    const stake = this.stake();
    // A kept spin may already have been paid for: the server, not the balance on screen, says whether it can be.
    if (!this.state.spinKept && parseMoney(this.state.balance) < parseMoney(stake)) {
      this.set({ notice: { key: 'insufficientFunds', tone: 'warn' } });
      return null;
    }
    this.skipping = false;
    this.set({ busy: true, reelsStopped: 0, shownStep: null, roundWin: null, notice: null });
    this.options.sound?.spin();
    let answer: SpinAnswer;
    try {
      answer = await this.requestSpin();
    } catch (error) {
      this.failSpin(error);
      return null;
    }
    await this.present(answer);
    return answer;
  }

  /** A spin that got no answer is sent again with the same request id, so it is never played twice. */
  private async requestSpin(): Promise<SpinAnswer> {
    try {
      return await this.spins.send(
        (requestId) => ({ betLevel: this.state.betIndex, requestId }),
        (request) => this.options.api.call(studioSpinCall, request),
      );
    } finally {
      this.set({ spinKept: this.spins.waiting });
    }
  }

  private failSpin(error: unknown) {
    const code = errorCode(error);
    const key: TextKey = answerLost(error)
      ? 'noAnswer'
      : isInsufficientFunds(code)
        ? 'insufficientFunds'
        : code === 'GAME_SESSION_EXPIRED'
          ? 'sessionExpired'
          : code === 'LIMIT_REACHED'
            ? 'limitReached'
            : code === 'PLAY_TIME_REACHED'
              ? 'playTimeReached'
              : 'spinFailed';
    this.lastError = code;
    // An ended session cannot spin again: the screen says so with the way back, as when opening failed.
    if (key === 'sessionExpired') this.set({ busy: false, reelsStopped: 5, phase: 'failed', failure: key });
    else this.set({ busy: false, reelsStopped: 5, notice: { key, tone: 'warn' } });
  }

  /** Plays the round on screen: the paid spin's reels stop left to right, then each free spin, then the total. */
  private async present(answer: SpinAnswer) {
    const { round } = answer;
    const stake = parseMoney(round.stake);
    this.set({ balance: formatMoney(parseMoney(round.balanceBefore) - stake), lastRound: round });
    let won = 0n;
    let freeLeft = 0;
    for (const step of round.steps) {
      const free = step.kind === 'free';
      if (free) {
        freeLeft -= 1;
        this.set({ reelsStopped: 0, shownStep: null, inFreeSpins: true, freeSpinsLeft: freeLeft });
      }
      const first = free ? this.timing.freeFirstStopMs : this.timing.paidFirstStopMs;
      const gap = free ? this.timing.freeStopGapMs : this.timing.paidStopGapMs;
      for (let reel = 0; reel < step.window.length; reel++) {
        await this.wait(reel === 0 ? first : gap);
        this.set({ window: step.window, reelsStopped: reel + 1 });
        if (!this.skipping) this.options.sound?.reelStop();
      }
      won += stepWin(step);
      freeLeft += step.freeSpinsAwarded;
      this.set({
        shownStep: step,
        roundWin: won > 0n ? formatMoney(won) : this.state.roundWin,
        freeSpinsLeft: freeLeft,
        notice:
          step.freeSpinsAwarded > 0
            ? { key: 'freeSpinsWon', values: { count: step.freeSpinsAwarded }, tone: 'win' }
            : this.state.notice,
      });
      if (freeLeft > 0) await this.wait(this.timing.winHoldMs);
    }
    const big = won > stake * 10n;
    if (won > 0n) this.options.sound?.win(big);
    this.set({
      busy: false,
      balance: answer.balance,
      fair: answer.fair,
      inFreeSpins: false,
      freeSpinsLeft: answer.freeSpinsLeft,
      roundWin: formatMoney(won),
      notice: round.jackpotWin
        ? { key: 'jackpotWon', values: { amount: round.jackpotWin }, tone: 'win' }
        : won > 0n
          ? { key: big ? 'bigWin' : 'totalWin', values: { amount: formatMoney(won) }, tone: 'win' }
          : this.state.notice,
    });
    this.skipping = false;
    if (!this.state.open?.demo) this.options.postToParent({ type: 'house-game:balance' });
  }

  /** Plays up to `count` spins, stopping on free spins, a win above x50, too little balance, or the player. */
  async autoSpin(count: number): Promise<AutoStopReason> {
    if (this.state.busy || this.state.auto || count <= 0) return 'done';
    this.set({ auto: { left: count, stopRequested: false } });
    let reason: AutoStopReason | null = null;
    while (reason === null) {
      const auto = this.autoRun() ?? { left: 0, stopRequested: true };
      if (auto.stopRequested) {
        reason = 'player';
        break;
      }
      this.set({ auto: { ...auto, left: auto.left - 1 } });
      this.lastError = null;
      const answer = await this.spin();
      if (!answer) {
        reason = autoStopOnError(this.lastError ?? 'INSUFFICIENT_BALANCE');
        break;
      }
      reason = autoStopAfterRound({
        round: answer.round,
        balance: answer.balance,
        nextStake: this.stake(),
        left: this.autoRun()?.left ?? 0,
        stopRequested: this.autoRun()?.stopRequested ?? true,
      });
      if (reason === null) {
        const won = parseMoney(answer.round.totalWin) > 0n;
        await new Promise((resolve) =>
          setTimeout(resolve, won ? this.timing.autoPauseAfterWinMs : this.timing.autoPauseMs),
        );
      }
    }
    const key = AUTO_NOTICE[reason];
    const tone = reason === 'funds' || reason === 'error' ? 'warn' : reason === 'player' ? 'info' : 'win';
    // A limit the player set (responsible gaming), or a spin kept for the next press, says itself why play stopped,
    // not "the spin failed".
    const saysWhy = ['limitReached', 'playTimeReached', 'noAnswer'].includes(this.state.notice?.key ?? '');
    this.set({ auto: null, ...(key && !saysWhy ? { notice: { key, tone } } : {}) });
    return reason;
  }

  /** Read afresh each time: the player may tap stop while a spin plays. */
  private autoRun(): GameState['auto'] {
    return this.state.auto;
  }

  /** The player tapped stop: the spin in play finishes, no other starts. */
  stopAuto() {
    const auto = this.state.auto;
    if (auto && !auto.stopRequested) this.set({ auto: { ...auto, stopRequested: true } });
  }

  async setClientSeed(clientSeed: string): Promise<FairState> {
    const fair = await this.seeds.setClientSeed(clientSeed);
    this.set({ fair });
    return fair;
  }

  async rotateSeed(): Promise<RotateAnswer> {
    const answer = await this.seeds.rotate();
    this.set({ fair: answer.next });
    return answer;
  }

  async recall(): Promise<SlotRound[]> {
    return (await this.options.api.call(studioRecallCall, {})).rounds;
  }
}
