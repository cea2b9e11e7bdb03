import {
  answerLost,
  BetUntilAnswered,
  errorCode,
  type FairState,
  openGame,
  type ParentMessage,
  type SeedActions,
  type StudioApi,
  type StudioOpenAnswer,
  seedActions,
} from '@platform/house-kit';
import {
  type CallRequest,
  type CallResponse,
  studioPlinkoDropCall,
  studioPlinkoRoundsCall,
  studioPlinkoRulesCall,
} from '@platform/shared-contracts/studio';

export type Rules = CallResponse<typeof studioPlinkoRulesCall>;
export type Board = Rules['boards'][number];
export type Risk = Board['risk'];
export type DropRound = CallResponse<typeof studioPlinkoDropCall>['round'];
type DropRequest = CallRequest<typeof studioPlinkoDropCall>;

export interface PlinkoState {
  phase: 'loading' | 'failed' | 'intro' | 'playing';
  failure: string | null;
  open: StudioOpenAnswer | null;
  rules: Rules | null;
  fair: FairState | null;
  balance: string;
  rows: number;
  risk: Risk;
  stakeIndex: number;
  /** A drop is on its way to the server, or the ball is still falling. */
  busy: boolean;
  /** The drop on the board: the ball follows its path. */
  last: DropRound | null;
  /** A refusal's catalogue code, shown until the next drop. */
  error: string | null;
  /** A drop whose answer never came is kept for the next press, with its board and stake: those stay until then. */
  dropKept: boolean;
}

/** Plinko's screen-side rules: open, pick the board and stake, drop, keep the balance and the seeds in step. */
export class PlinkoGame {
  state: PlinkoState = {
    phase: 'loading',
    failure: null,
    open: null,
    rules: null,
    fair: null,
    balance: '0.00',
    rows: 12,
    risk: 'medium',
    stakeIndex: 0,
    busy: false,
    last: null,
    error: null,
    dropKept: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly seeds: SeedActions;
  private readonly drops = new BetUntilAnswered<DropRequest>();

  constructor(
    private readonly deps: {
      api: StudioApi;
      postToParent: (message: ParentMessage) => void;
      onOpen?: (open: StudioOpenAnswer) => void;
      sound?: { landed(multiplier: number): void };
    },
  ) {
    this.seeds = seedActions(deps.api);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<PlinkoState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  async open(launchToken: string | null): Promise<void> {
    const result = await openGame(this.deps.api, launchToken, 'plinko');
    if (!result.open) return this.set({ phase: 'failed', failure: result.failure });
    const { open } = result;
    this.deps.onOpen?.(open);
    try {
      const rules = await this.deps.api.call(studioPlinkoRulesCall, { gameCode: open.gameCode });
      this.set({ phase: 'intro', open, rules, fair: open.fair, balance: open.balance });
    } catch {
      this.set({ phase: 'failed', failure: 'openFailed' });
    }
  }

  play(): void {
    this.set({ phase: 'playing' });
  }

  board(): Board | undefined {
    return this.state.rules?.boards.find((b) => b.rows === this.state.rows && b.risk === this.state.risk);
  }

  stake(): string {
    return this.state.open?.betLevels[this.state.stakeIndex] ?? '0.00';
  }

  choose(patch: Partial<Pick<PlinkoState, 'rows' | 'risk' | 'stakeIndex'>>): void {
    if (!this.state.busy && !this.state.dropKept) this.set({ ...patch, error: null });
  }

  async drop(): Promise<DropRound | null> {
    const { open, busy, rows, risk, phase } = this.state;
    // No bet before the rules were shown and Play pressed.
    if (!open || busy || phase !== 'playing') return null;
    this.set({ busy: true, error: null });
    try {
      const answer = await this.drops
        .send(
          (requestId) => ({ stake: this.stake(), rows, risk, requestId }),
          (request) => this.deps.api.call(studioPlinkoDropCall, request),
        )
        .finally(() => this.set({ dropKept: this.drops.waiting }));
      this.set({ last: answer.round, fair: answer.fair });
      return answer.round;
    } catch (error) {
      const code = errorCode(error);
      this.set({
        busy: false,
        error: answerLost(error)
          ? 'noAnswer'
          : code === 'INSUFFICIENT_BALANCE'
            ? 'insufficientFunds'
            : code === 'GAME_SESSION_EXPIRED'
              ? 'sessionExpired'
              : 'actionFailed',
      });
      return null;
    }
  }

  /** The ball has landed: the balance shows the win, and the site's header learns of it. */
  landed(): void {
    const { last, open } = this.state;
    if (!last) return;
    this.deps.sound?.landed(Number(last.multiplier));
    this.set({ busy: false, balance: last.balanceAfter });
    if (open && !open.demo) this.deps.postToParent({ type: 'house-game:balance' });
  }

  rounds(): Promise<DropRound[]> {
    return this.deps.api.call(studioPlinkoRoundsCall, {}).then((answer) => answer.rounds);
  }

  async setClientSeed(clientSeed: string): Promise<FairState> {
    const fair = await this.seeds.setClientSeed(clientSeed);
    this.set({ fair });
    return fair;
  }

  async rotateSeed() {
    const rotation = await this.seeds.rotate();
    this.set({ fair: rotation.next });
    return rotation;
  }

  back(): void {
    this.deps.postToParent({ type: 'house-game:back' });
  }
}
