import {
  answerLost,
  BetUntilAnswered,
  errorCode,
  type FairState,
  openGame,
  type ParentMessage,
  type RotateAnswer,
  type StudioApi,
  type StudioOpenAnswer,
  seedActions,
} from '@platform/house-kit';
import {
  type CallRequest,
  type CallResponse,
  displayMoney,
  minesCashOutCall,
  minesOpenRoundCall,
  minesRecallCall,
  minesRevealCall,
  minesStartCall,
} from '@platform/shared-contracts/studio';
import type { MinesTextKey } from '../i18n/texts';

export type MinesRound = CallResponse<typeof minesStartCall>['round'];
type RoundAnswer = CallResponse<typeof minesStartCall>;

export type Phase = 'loading' | 'failed' | 'intro' | 'playing';

export interface Notice {
  key: MinesTextKey | 'insufficientFunds' | 'sessionExpired' | 'actionFailed' | 'noAnswer';
  values?: Record<string, string | number>;
  tone: 'info' | 'win' | 'warn';
}

export interface MinesState {
  phase: Phase;
  failure: 'noLaunch' | 'launchUsed' | 'openFailed' | null;
  open: StudioOpenAnswer | null;
  balance: string;
  fair: FairState | null;
  betIndex: number;
  mineCount: number;
  /** The round on the board: open, or the last one ended (its mines shown). */
  round: MinesRound | null;
  /** A call is in flight. */
  busy: boolean;
  notice: Notice | null;
  /** A bet whose answer never came is kept for the next press, with its stake and mines: those stay until then. */
  startKept: boolean;
}

export interface MinesGameOptions {
  api: StudioApi;
  postToParent: (message: ParentMessage) => void;
  sound?: { tile(): void; mine(): void; win(): void };
}

export const DEFAULT_MINES = 3;

/** What a refusal means to the player. */
function refusalNotice(error: unknown): Notice {
  const code = errorCode(error);
  if (answerLost(error)) return { key: 'noAnswer', tone: 'warn' };
  if (code === 'INSUFFICIENT_BALANCE') return { key: 'insufficientFunds', tone: 'warn' };
  if (code === 'GAME_SESSION_EXPIRED') return { key: 'sessionExpired', tone: 'warn' };
  if (code === 'MINES_ROUND_OPEN') return { key: 'roundOpen', tone: 'warn' };
  return { key: 'actionFailed', tone: 'warn' };
}

export const isOpen = (round: MinesRound | null): round is MinesRound => round?.state === 'OPEN';

/**
 * Mines on the screen side: open (and resume a round left open), choose stake and mine count, bet, open tiles,
 * cash out, seeds and recall. The UI renders `state` and calls these methods; nothing here touches the DOM.
 */
export class MinesGame {
  state: MinesState = {
    phase: 'loading',
    failure: null,
    open: null,
    balance: '0.00',
    fair: null,
    betIndex: 0,
    mineCount: DEFAULT_MINES,
    round: null,
    busy: false,
    notice: null,
    startKept: false,
  };

  private listeners = new Set<() => void>();
  private readonly seeds;
  private readonly starts = new BetUntilAnswered<CallRequest<typeof minesStartCall>>();

  constructor(private readonly options: MinesGameOptions) {
    this.seeds = seedActions(options.api);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<MinesState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  async open(launchToken: string | null): Promise<void> {
    const result = await openGame(this.options.api, launchToken, 'mines');
    if (!result.open) {
      this.set({ phase: 'failed', failure: result.failure });
      return;
    }
    const open = result.open;
    // The smallest stake to begin with; the rules come first.
    this.set({ open, balance: open.balance, fair: open.fair, betIndex: 0, phase: 'intro' });
    try {
      const { round, fair } = await this.options.api.call(minesOpenRoundCall, {});
      if (round) {
        const betIndex = Math.max(open.betLevels.indexOf(round.stake), 0);
        this.set({
          round,
          fair,
          betIndex,
          mineCount: round.mineCount,
          phase: 'playing',
          notice: { key: 'resumed', tone: 'info' },
        });
      }
    } catch {
      // No round to resume is the usual case; a failure here leaves the game playable.
    }
  }

  /** The rules were read: play. */
  play(): void {
    this.set({ phase: 'playing' });
  }

  back(): void {
    this.options.postToParent({ type: 'house-game:back' });
  }

  /** Between rounds, with nothing on its way: Bet may be pressed (a kept bet included). */
  get canStart(): boolean {
    return this.state.phase === 'playing' && !this.state.busy && !isOpen(this.state.round);
  }

  /** Stake and mine count change between rounds, not while a bet whose answer was lost is kept. */
  get canChoose(): boolean {
    return this.canStart && !this.state.startKept;
  }

  setBet(index: number): void {
    if (this.canChoose && this.state.open?.betLevels[index] !== undefined) this.set({ betIndex: index });
  }

  setMines(count: number): void {
    if (this.canChoose && Number.isInteger(count) && count >= 1 && count <= 24)
      this.set({ mineCount: count });
  }

  private async act(call: () => Promise<RoundAnswer>, after?: (answer: RoundAnswer) => void): Promise<void> {
    if (this.state.busy) return;
    this.set({ busy: true, notice: null });
    try {
      const answer = await call();
      this.set({ round: answer.round, balance: answer.balance, fair: answer.fair, busy: false });
      after?.(answer);
    } catch (error) {
      this.set({ busy: false, notice: refusalNotice(error) });
    }
  }

  /** Bets the stake with the chosen mine count: a new round on the board. */
  start(): Promise<void> {
    if (!this.canStart || !this.state.open) return Promise.resolve();
    const betLevel = this.state.betIndex;
    const mines = this.state.mineCount;
    return this.act(
      () =>
        this.starts
          .send(
            (requestId) => ({ betLevel, mines, requestId }),
            (request) => this.options.api.call(minesStartCall, request),
          )
          .finally(() => this.set({ startKept: this.starts.waiting })),
      () => this.moneyMoved(),
    );
  }

  reveal(tile: number): Promise<void> {
    const round = this.state.round;
    if (!isOpen(round) || round.reveals.includes(tile)) return Promise.resolve();
    return this.act(
      () => this.options.api.call(minesRevealCall, { roundId: round.roundId, tile }),
      (answer) => this.ended(answer.round, true),
    );
  }

  cashOut(): Promise<void> {
    const round = this.state.round;
    if (!isOpen(round) || round.multiplier === null) return Promise.resolve();
    return this.act(
      () => this.options.api.call(minesCashOutCall, { roundId: round.roundId }),
      (answer) => this.ended(answer.round, false),
    );
  }

  /** A round that ended says so; a tile that did not end it just sounds. */
  private ended(round: MinesRound, byTile: boolean) {
    if (round.state === 'LOST') {
      this.options.sound?.mine();
      this.set({ notice: { key: 'lostNotice', tone: 'warn' } });
      this.moneyMoved();
    } else if (round.state === 'CASHED_OUT') {
      this.options.sound?.win();
      this.set({ notice: { key: 'wonNotice', values: { amount: displayMoney(round.payout) }, tone: 'win' } });
      this.moneyMoved();
    } else if (byTile) {
      this.options.sound?.tile();
    }
  }

  /** The site's header balance follows real money. */
  private moneyMoved() {
    if (!this.state.open?.demo) this.options.postToParent({ type: 'house-game:balance' });
  }

  loadHistory(): Promise<MinesRound[]> {
    return this.options.api.call(minesRecallCall, {}).then((answer) => answer.rounds);
  }

  async setClientSeed(clientSeed: string): Promise<FairState> {
    const fair = await this.seeds.setClientSeed(clientSeed);
    this.set({ fair });
    return fair;
  }

  async rotateSeed(): Promise<RotateAnswer> {
    const rotation = await this.seeds.rotate();
    this.set({ fair: rotation.next });
    return rotation;
  }
}
