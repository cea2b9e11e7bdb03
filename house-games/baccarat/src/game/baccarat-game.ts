import {
  answerLost,
  BetUntilAnswered,
  errorCode,
  type FairState,
  openGame,
  type ParentMessage,
  type RotateAnswer,
  type SeedActions,
  type StudioApi,
  type StudioOpenAnswer,
  seedActions,
} from '@platform/house-kit';
import {
  baccaratDealCall,
  baccaratHandsCall,
  baccaratRulesCall,
  baccaratShoeCall,
  type CallRequest,
  type CallResponse,
  formatMoney,
  parseMoney,
} from '@platform/shared-contracts/studio';
import type { TextKey } from '../i18n/texts';

export type Rules = CallResponse<typeof baccaratRulesCall>;
export type Shoe = CallResponse<typeof baccaratShoeCall>;
export type DealAnswer = CallResponse<typeof baccaratDealCall>;
export type Hand = DealAnswer['hand'];
export type BetKind = Rules['bets'][number]['kind'];
export const BET_KINDS: readonly BetKind[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

/** Card timing: each card turns over this long after the one before. */
export const TIMING = { cardGapMs: 350 };

export type Phase = 'loading' | 'failed' | 'intro' | 'playing';

export interface Notice {
  key: TextKey;
  values?: Record<string, string | number>;
  tone: 'info' | 'win' | 'warn';
}

export interface GameState {
  phase: Phase;
  failure: TextKey | null;
  open: StudioOpenAnswer | null;
  rules: Rules | null;
  balance: string;
  shoe: Shoe | null;
  fair: FairState | null;
  chipIndex: number;
  /** Minor units on each spot. */
  bets: Partial<Record<BetKind, bigint>>;
  lastBets: Partial<Record<BetKind, bigint>>;
  busy: boolean;
  hand: Hand | null;
  /** How many of the hand's cards are turned over, in the order dealt (P, B, P, B, P3, B3). */
  cardsShown: number;
  notice: Notice | null;
  /** A deal whose answer never came is kept for the next press, with its bets: the table stays as it is until then. */
  dealKept: boolean;
}

export interface BaccaratGameOptions {
  api: StudioApi;
  postToParent: (message: ParentMessage) => void;
  sound?: { card(): void; win(): void };
  timing?: typeof TIMING;
}

/**
 * What a hand did for the player: a win only when more came back than was bet. The stake back (a Player or Banker bet
 * on a tie) or part of it (a Banker win under a lost Tie bet) is no win, and says so.
 */
export function resultNotice(hand: Pick<Hand, 'stake' | 'totalWin'>): Notice {
  const back = parseMoney(hand.totalWin);
  const stake = parseMoney(hand.stake);
  if (back > stake) return { key: 'youWon', values: { amount: hand.totalWin }, tone: 'win' };
  if (back === stake) return { key: 'betReturned', values: { amount: hand.totalWin }, tone: 'info' };
  if (back > 0n)
    return { key: 'partBack', values: { amount: hand.totalWin, stake: hand.stake }, tone: 'info' };
  return { key: 'noWin', tone: 'info' };
}

const total = (bets: Partial<Record<BetKind, bigint>>) =>
  Object.values(bets).reduce<bigint>((sum, stake) => sum + (stake ?? 0n), 0n);

/** The cards of a hand in the order they were dealt. */
export function dealOrder(hand: Hand) {
  const order = [
    hand.player[0],
    hand.banker[0],
    hand.player[1],
    hand.banker[1],
    hand.player[2],
    hand.banker[2],
  ];
  return order.filter((card) => card !== undefined);
}

/**
 * The table's rules on the screen side: open, chips on the bet spots, deal and its card-by-card reveal, the shoe,
 * seeds and recall. The UI renders `state` and calls these methods; nothing here touches the DOM.
 */
export class BaccaratGame {
  state: GameState = {
    phase: 'loading',
    failure: null,
    open: null,
    rules: null,
    balance: '0.00',
    shoe: null,
    fair: null,
    chipIndex: 0,
    bets: {},
    lastBets: {},
    busy: false,
    hand: null,
    cardsShown: 0,
    notice: null,
    dealKept: false,
  };

  private listeners = new Set<() => void>();
  private readonly seeds: SeedActions;
  private readonly deals = new BetUntilAnswered<CallRequest<typeof baccaratDealCall>>();
  private readonly timing: typeof TIMING;

  constructor(private readonly options: BaccaratGameOptions) {
    this.seeds = seedActions(options.api);
    this.timing = options.timing ?? TIMING;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<GameState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  async open(launchToken: string | null): Promise<void> {
    const result = await openGame(this.options.api, launchToken, 'baccarat');
    if (!result.open) return this.set({ phase: 'failed', failure: result.failure });
    const { open } = result;
    this.set({ open, balance: open.balance, fair: open.fair });
    try {
      const [rules, shoe] = await Promise.all([
        this.options.api.call(baccaratRulesCall, {}),
        this.options.api.call(baccaratShoeCall, {}),
      ]);
      this.set({ phase: 'intro', rules, shoe });
    } catch {
      this.set({ phase: 'failed', failure: 'openFailed' });
    }
  }

  /** Leaves the rules shown before the first bet. */
  play(): void {
    if (this.state.phase === 'intro')
      this.set({ phase: 'playing', notice: { key: 'placeBet', tone: 'info' } });
  }

  chooseChip(index: number): void {
    if (this.state.open?.betLevels[index] !== undefined) this.set({ chipIndex: index });
  }

  get chip(): bigint {
    return parseMoney(this.state.open?.betLevels[this.state.chipIndex] ?? '0');
  }

  /** One chip more on a spot, within the table maximum and the balance. */
  place(kind: BetKind): void {
    const { rules, busy, phase } = this.state;
    if (busy || this.state.dealKept || phase !== 'playing' || !rules) return;
    const next = (this.state.bets[kind] ?? 0n) + this.chip;
    if (next > parseMoney(rules.maxStake)) return;
    const bets = { ...this.state.bets, [kind]: next };
    if (total(bets) > parseMoney(this.state.balance)) {
      this.set({ notice: { key: 'insufficientFunds', tone: 'warn' } });
      return;
    }
    this.set({ bets, notice: null });
  }

  clear(): void {
    if (!this.state.busy && !this.state.dealKept) this.set({ bets: {} });
  }

  rebet(): void {
    if (!this.state.busy && !this.state.dealKept && total(this.state.lastBets) > 0n)
      this.set({ bets: { ...this.state.lastBets } });
  }

  get totalStake(): string {
    return formatMoney(total(this.state.bets));
  }

  /** Sends the bets, then turns the cards over one by one and shows the result. */
  async deal(): Promise<void> {
    const { bets, busy, phase } = this.state;
    if (busy || phase !== 'playing') return;
    const placed = BET_KINDS.flatMap((kind) => {
      const stake = bets[kind];
      return stake ? [{ kind, stake: formatMoney(stake) }] : [];
    });
    if (placed.length === 0) return this.set({ notice: { key: 'placeBet', tone: 'info' } });
    this.set({ busy: true, notice: null, hand: null, cardsShown: 0 });
    let answer: DealAnswer;
    try {
      answer = await this.deals
        .send(
          (requestId) => ({ bets: placed, requestId }),
          (request) => this.options.api.call(baccaratDealCall, request),
        )
        .finally(() => this.set({ dealKept: this.deals.waiting }));
    } catch (error) {
      const code = errorCode(error);
      const key: TextKey = answerLost(error)
        ? 'noAnswer'
        : code === 'INSUFFICIENT_BALANCE'
          ? 'insufficientFunds'
          : code === 'GAME_SESSION_EXPIRED'
            ? 'sessionExpired'
            : 'actionFailed';
      return this.set({ busy: false, notice: { key, tone: 'warn' } });
    }
    this.set({ hand: answer.hand, lastBets: bets });
    const cards = dealOrder(answer.hand).length;
    for (let shown = 1; shown <= cards; shown += 1) {
      this.options.sound?.card();
      this.set({ cardsShown: shown });
      await this.wait(this.timing.cardGapMs);
    }
    const notice = resultNotice(answer.hand);
    if (notice.tone === 'win') this.options.sound?.win();
    this.set({
      busy: false,
      balance: answer.balance,
      shoe: answer.shoe,
      fair: { ...(this.state.fair as FairState), serverSeedHash: answer.shoe.serverSeedHash },
      notice: answer.revealedShoe ? { key: 'newShoe', tone: 'info' } : notice,
    });
    if (!this.state.open?.demo) this.options.postToParent({ type: 'house-game:balance' });
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  loadHands(): Promise<Hand[]> {
    return this.options.api.call(baccaratHandsCall, {}).then((answer) => answer.hands);
  }

  async setClientSeed(clientSeed: string): Promise<FairState> {
    const fair = await this.seeds.setClientSeed(clientSeed);
    this.set({ fair });
    return fair;
  }

  /** Ends the shoe now: reveals its seed and commits a new shoe. */
  async rotateSeed(): Promise<RotateAnswer> {
    const rotation = await this.seeds.rotate();
    const shoe = await this.options.api.call(baccaratShoeCall, {});
    this.set({ fair: rotation.next, shoe });
    return rotation;
  }

  back(): void {
    this.options.postToParent({ type: 'house-game:back' });
  }
}
