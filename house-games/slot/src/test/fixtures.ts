import { TEMPLE_PAYTABLE, TEMPLE_PUBLISHED_RTP } from '@platform/house-engine';
import { createFakeApi, type FakeApi, HASH, refuse } from '@platform/house-kit/testing';
import {
  formatMoney,
  parseMoney,
  studioOpenCall,
  studioRecallCall,
  studioSpinCall,
} from '@platform/shared-contracts/studio';
import type { OpenAnswer, RoundStep, SlotRound, SpinAnswer } from '../studio/shapes';

export { HASH, LAUNCH_TOKEN } from '@platform/house-kit/testing';

export function openAnswer(overrides: Partial<OpenAnswer> = {}): OpenAnswer {
  return {
    gameSession: 'game-session-1',
    gameCode: 'HOUSE_SLOT_TEMPLE',
    currency: 'KHR',
    demo: false,
    balance: '100.00',
    betLevels: TEMPLE_PAYTABLE.betLevels.map((level) => formatMoney(BigInt(level))),
    kind: 'slot',
    lines: TEMPLE_PAYTABLE.lines.length,
    paytable: {
      ...TEMPLE_PAYTABLE,
      symbols: [...TEMPLE_PAYTABLE.symbols],
      strips: TEMPLE_PAYTABLE.strips.map((strip) => [...strip]),
      lines: TEMPLE_PAYTABLE.lines.map((line) => [...line]),
      pays: Object.fromEntries(Object.entries(TEMPLE_PAYTABLE.pays).map(([code, pays]) => [code, [...pays]])),
      scatterPays: [...TEMPLE_PAYTABLE.scatterPays],
      freeSpinAwards: [...TEMPLE_PAYTABLE.freeSpinAwards],
      betLevels: [...TEMPLE_PAYTABLE.betLevels],
    },
    rtp: TEMPLE_PUBLISHED_RTP,
    fair: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 0 },
    returnUrl: '/rng',
    ...overrides,
  };
}

const PLAIN_WINDOW = [
  ['A', 'K', 'Q'],
  ['J', 'TEN', 'A'],
  ['K', 'Q', 'J'],
  ['TEN', 'A', 'K'],
  ['Q', 'J', 'TEN'],
];

export function step(overrides: Partial<RoundStep> = {}): RoundStep {
  return {
    kind: 'spin',
    stops: [1, 2, 3, 4, 5],
    window: PLAIN_WINDOW,
    wins: [],
    scatterWin: '0.00',
    freeSpinsAwarded: 0,
    multiplier: 1,
    ...overrides,
  };
}

/** A round as the studio answers it: its total is the sum of its steps' wins. */
export function round(
  nonce: number,
  options: { stake?: string; balanceBefore?: string; steps?: RoundStep[] } = {},
): SlotRound {
  const stake = options.stake ?? '0.20';
  const balanceBefore = options.balanceBefore ?? '100.00';
  const steps = options.steps ?? [step()];
  const won = steps.reduce(
    (sum, s) => sum + s.wins.reduce((acc, w) => acc + parseMoney(w.amount), parseMoney(s.scatterWin)),
    0n,
  );
  return {
    roundId: `round-${nonce}`,
    time: '2026-11-23T10:00:00.000Z',
    stake,
    totalWin: formatMoney(won),
    balanceBefore,
    balanceAfter: formatMoney(parseMoney(balanceBefore) - parseMoney(stake) + won),
    serverSeedHash: HASH,
    serverSeed: null,
    clientSeed: 'my-seed',
    nonce,
    steps,
  };
}

export function spinAnswer(played: SlotRound): SpinAnswer {
  return {
    round: played,
    balance: played.balanceAfter,
    fair: { serverSeedHash: HASH, clientSeed: played.clientSeed, nonce: played.nonce + 1 },
    freeSpinsLeft: 0,
  };
}

/**
 * A fake studio whose spins are scripted: each spin takes the next round maker (given the balance before), and
 * refuses with INSUFFICIENT_BALANCE when the stake is above the balance, as the studio does.
 */
export function scriptedStudio(
  script: ((balanceBefore: string, nonce: number, stake: string) => SlotRound)[],
  open: OpenAnswer = openAnswer(),
): { api: FakeApi; rounds: SlotRound[] } {
  let balance = open.balance;
  let nonce = 0;
  const rounds: SlotRound[] = [];
  const api = createFakeApi()
    .on(studioOpenCall, () => open)
    .on(studioRecallCall, () => ({ rounds: [...rounds].reverse().slice(0, 10) }))
    .on(studioSpinCall, ({ betLevel }) => {
      const stake = open.betLevels[betLevel] ?? refuse('BAD_REQUEST');
      if (parseMoney(stake) > parseMoney(balance)) refuse('INSUFFICIENT_BALANCE');
      const make =
        script[nonce] ??
        script[script.length - 1] ??
        ((before, n) => round(n, { balanceBefore: before, stake }));
      const played = make(balance, nonce, stake);
      rounds.push(played);
      balance = played.balanceAfter;
      nonce += 1;
      return spinAnswer(played);
    });
  return { api, rounds };
}

/** A losing round at the given stake. */
export const lose = (balanceBefore: string, nonce: number, stake: string) =>
  round(nonce, { balanceBefore, stake });

/** A round whose line win is `multiple` times the stake. */
export const winTimes =
  (multiple: number) =>
  (balanceBefore: string, nonce: number, stake: string): SlotRound =>
    round(nonce, {
      balanceBefore,
      stake,
      steps: [
        step({
          wins: [
            { line: 1, symbol: 'IDOL', count: 5, amount: formatMoney(parseMoney(stake) * BigInt(multiple)) },
          ],
        }),
      ],
    });

/** A round whose paid spin awards 8 free spins (played in the same round), with a scatter win. */
export const freeSpinsTrigger = (balanceBefore: string, nonce: number, stake: string): SlotRound =>
  round(nonce, {
    balanceBefore,
    stake,
    steps: [
      step({ scatterWin: formatMoney(parseMoney(stake) * 2n), freeSpinsAwarded: 8 }),
      ...Array.from({ length: 8 }, () => step({ kind: 'free', multiplier: 2 })),
    ],
  });

export const NO_DELAYS = {
  paidFirstStopMs: 0,
  paidStopGapMs: 0,
  freeFirstStopMs: 0,
  freeStopGapMs: 0,
  winHoldMs: 0,
  autoPauseMs: 0,
  autoPauseAfterWinMs: 0,
};
